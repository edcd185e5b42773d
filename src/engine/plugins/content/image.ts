import { escapeAttribute } from '../core/escape.ts';
import type { Formatter } from '../types.ts';
import { altText } from './altText.ts';
import { imageMetaAttributes } from './imageMeta.ts';
import { get, text } from './value.ts';

/**
 * `{image|image [class]}`: a lazily loaded image (the loader swaps `data-src` in) and a
 * `<noscript>` copy for visitors and crawlers without script. Class defaults to thumb-image.
 */
export const image: Formatter = (value, args, ctx) => {
  const cls = args.length === 1 ? (args[0] ?? '') : 'thumb-image';
  const alt = altText(value, ctx);
  const assetUrl = escapeAttribute(text(get(value, 'assetUrl')));
  return (
    `<noscript><img src="${assetUrl}" alt="${escapeAttribute(alt)}" /></noscript>` +
    `<img class="${escapeAttribute(cls)}" ${imageMetaAttributes(value, ctx, alt)}` +
    `data-load="false" data-image-id="${escapeAttribute(text(get(value, 'id')))}" data-type="image" />`
  );
};
