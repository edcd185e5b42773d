import { asNumber, asText, get, isTruthy } from '../json.ts';
import type { RenderContext } from '../types.ts';
import { BLOCK_TYPE_IMAGE } from './blockType.ts';
import { removeTags } from './removeTags.ts';

/** Spec §9: an image's fallback description taken from its body is cut at 250 characters. */
export const MAX_BODY_ALT_LENGTH = 250;

/** Alt text from an item's own fields: title, else its body as text, else its file name. */
export const altTextFromItem = (item: unknown): string => {
  const title = get(item, 'title');
  if (isTruthy(title)) return asText(title);
  const body = get(item, 'body');
  if (isTruthy(body)) {
    const plain = removeTags(asText(body));
    if (plain.length > 0) return plain.slice(0, MAX_BODY_ALT_LENGTH);
  }
  const filename = get(item, 'filename');
  return isTruthy(filename) ? asText(filename) : '';
};

/**
 * Alt text for an image. Inside an image block the item's `altText` was filled in on
 * purpose (an empty one included), so it wins over every fallback there.
 */
export const altText = (image: unknown, ctx: RenderContext): string => {
  const blockType = ctx.resolve('blockType');
  if (blockType !== undefined && asNumber(blockType) === BLOCK_TYPE_IMAGE) {
    return asText(get(image, 'altText')).trim();
  }
  return altTextFromItem(image);
};
