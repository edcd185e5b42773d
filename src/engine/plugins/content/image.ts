import { escapeAttribute } from '../core/escape.ts';
import { asText, get } from '../json.ts';
import type { Formatter } from '../types.ts';
import { altText } from './altText.ts';
import { imageMetaAttributes } from './imageMeta.ts';

/**
 * `{image|image [class]}`: a lazily loaded image (the loader swaps `data-src` in) and a
 * `<noscript>` copy for visitors and crawlers without script. Class defaults to thumb-image.
 */
export const image: Formatter = (value, args, ctx) => {
  const cls = args.length === 1 ? (args[0] ?? '') : 'thumb-image';
  const alt = altText(value, ctx);
  const assetUrl = escapeAttribute(asText(get(value, 'assetUrl')));
  return (
    `<noscript><img src="${assetUrl}" alt="${escapeAttribute(alt)}" /></noscript>` +
    `<img class="${escapeAttribute(cls)}" ${imageMetaAttributes(value, ctx, alt)}` +
    `data-load="false" data-image-id="${escapeAttribute(asText(get(value, 'id')))}" data-type="image" />`
  );
};
