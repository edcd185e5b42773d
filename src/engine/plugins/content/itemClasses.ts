import { RecordTypeByName } from '../../../enums/recordType.ts';
import { isOnSale, isSoldOut } from '../commerce/productState.ts';
import { escapeAttribute } from '../core/escape.ts';
import { asNumber, asText, get, isTruthy } from '../json.ts';
import type { Formatter } from '../types.ts';
import { slugify } from './slugify.ts';

const slugClasses = (prefix: string, list: unknown): string =>
  Array.isArray(list) ? list.map((entry) => ` ${prefix}-${slugify(asText(entry))}`).join('') : '';

/**
 * `{@|item-classes}`: the class list of a content item in a list (`hentry`, promotion,
 * categories, tags, author, post type, position, featured, sale state), so themes can style
 * items by them. Like the public engines it reads the item's fields through the current
 * scope (it sits inside the item's section), and only the sale state from the value; the
 * sale and sold-out rules are commerce's, so the class never disagrees with `on-sale?`.
 */
export const itemClasses: Formatter = (value, _args, ctx) => {
  let out = 'hentry';

  const promoted = ctx.resolve('promotedBlockType');
  if (isTruthy(promoted)) out += ` promoted promoted-block-${slugify(asText(promoted))}`;

  const categories = ctx.resolve('categories');
  if (isTruthy(categories)) out += slugClasses('category', categories);
  const tags = ctx.resolve('tags');
  if (isTruthy(tags)) out += slugClasses('tag', tags);

  const displayName = get(ctx.resolve('author'), 'displayName');
  if (isTruthy(displayName)) out += ` author-${slugify(asText(displayName))}`;

  out += ` post-type-${escapeAttribute(asText(ctx.resolve('recordTypeLabel')))}`;

  const index = ctx.resolve('@index');
  if (index !== undefined) out += ` article-index-${asNumber(index)}`;

  if (isTruthy(ctx.resolve('starred'))) out += ' featured';

  if (asNumber(get(value, 'recordType')) === RecordTypeByName['store-item']) {
    if (isOnSale(value)) out += ' on-sale';
    if (isSoldOut(value)) out += ' sold-out';
  }
  return out;
};
