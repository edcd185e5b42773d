import { escapeAttribute } from '../core/escape.ts';
import { asText, get, isObject } from '../json.ts';
import type { Formatter, RenderContext } from '../types.ts';
import { altText } from './altText.ts';
import { focalPoint } from './focalPoint.ts';

/**
 * The data attributes the front-end image loader reads, each followed by a space so the
 * caller can go on writing attributes. Empty when there is no image.
 * `alt` is passed in when the caller has already computed it (the `image` formatter).
 */
export const imageMetaAttributes = (image: unknown, ctx: RenderContext, alt?: string): string => {
  if (image === undefined) return '';
  const assetUrl = escapeAttribute(asText(get(image, 'assetUrl')));
  let out = '';
  // A licensed stock image shown before purchase carries an (even empty) preview object.
  if (isObject(get(image, 'licensedAssetPreview'))) out += 'data-licensed-asset-preview="true" ';
  const componentKey = get(image, 'componentKey');
  if (componentKey !== undefined) out += `data-component-key="${escapeAttribute(asText(componentKey))}" `;
  out += `data-src="${assetUrl}" `;
  out += `data-image="${assetUrl}" `;
  out += `data-image-dimensions="${escapeAttribute(asText(get(image, 'originalSize')))}" `;
  out += `data-image-focal-point="${escapeAttribute(focalPoint(image))}" `;
  out += `alt="${escapeAttribute(alt ?? altText(image, ctx))}" `;
  return out;
};

/** `{image|image-meta}`: the loader attributes of the image itself. */
export const imageMeta: Formatter = (value, _args, ctx) => imageMetaAttributes(value, ctx);

/** `{item|child-image-meta 2}`: the attributes of the item's n-th child (default the first). */
export const childImageMeta: Formatter = (value, args, ctx) => {
  const index = args.length === 0 ? 0 : Number.parseInt(args[0] ?? '', 10);
  return imageMetaAttributes(get(value, 'items', Number.isNaN(index) ? 0 : index), ctx);
};

/** `{item|cover-image-meta}`: the attributes of the item's cover image. */
export const coverImageMeta: Formatter = (value, _args, ctx) =>
  imageMetaAttributes(get(value, 'coverImage'), ctx);
