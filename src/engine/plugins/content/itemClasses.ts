import { RecordTypeByName } from '../../../enums/recordType.ts';
import { isOnSale, isSoldOut } from '../commerce/productState.ts';
import { escapeAttribute } from '../core/escape.ts';
import { asNumber, asText, get, isTruthy } from '../json.ts';
import { resolveFrom } from '../resolveArg.ts';
import type { Formatter } from '../types.ts';
import { slugify } from './slugify.ts';

const slugClasses = (prefix: string, list: unknown): string =>
  Array.isArray(list) ? list.map((entry) => ` ${prefix}-${slugify(asText(entry))}`).join('') : '';

/**
 * `{@|item-classes}`: the class list of a content item in a list (`hentry`, promotion,
 * categories, tags, author, post type, position, featured, sale state), so themes can style
 * items by them. Like the public engines it reads the item's fields as a variable with the
 * value as the innermost scope (so `{item|item-classes}` finds the item's own categories, and
 * `{@|item-classes}` inside its section the same), and the sale state from the value; the
 * sale and sold-out rules are commerce's, so the class never disagrees with `on-sale?`.
 */
export const itemClasses: Formatter = (value, _args, ctx) => {
  let out = 'hentry';

  const promoted = resolveFrom(value, ctx, 'promotedBlockType');
  if (isTruthy(promoted)) out += ` promoted promoted-block-${slugify(asText(promoted))}`;

  const categories = resolveFrom(value, ctx, 'categories');
  if (isTruthy(categories)) out += slugClasses('category', categories);
  const tags = resolveFrom(value, ctx, 'tags');
  if (isTruthy(tags)) out += slugClasses('tag', tags);

  const displayName = get(resolveFrom(value, ctx, 'author'), 'displayName');
  if (isTruthy(displayName)) out += ` author-${slugify(asText(displayName))}`;

  out += ` post-type-${escapeAttribute(asText(resolveFrom(value, ctx, 'recordTypeLabel')))}`;

  const index = ctx.resolve('@index');
  if (index !== undefined) out += ` article-index-${asNumber(index)}`;

  if (isTruthy(resolveFrom(value, ctx, 'starred'))) out += ' featured';

  if (asNumber(get(value, 'recordType')) === RecordTypeByName['store-item']) {
    if (isOnSale(value)) out += ' on-sale';
    if (isSoldOut(value)) out += ' sold-out';
  }
  return out;
};
