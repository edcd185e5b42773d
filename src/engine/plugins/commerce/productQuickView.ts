/**
 * `product-quick-view`: the Quick View button of a product list item. Its argument names
 * the group the lightbox pages through: a field of the item, else a variable in scope,
 * else the argument itself.
 */

import { asText, get } from '../json.ts';
import type { Formatter } from '../types.ts';
import { escapeAttribute } from './escape.ts';
import { localizedString } from './localized.ts';

export const productQuickView: Formatter = (item, args, ctx) => {
  let group = args[0] ?? '';
  if (group !== '') {
    const found = get(item, group) ?? ctx.resolve(group);
    if (found !== undefined) group = asText(found);
  }
  return (
    `<span class="sqs-product-quick-view-button" role="button" tabindex="0"` +
    ` data-id="${escapeAttribute(asText(get(item, 'id')))}" data-group="${escapeAttribute(group)}">` +
    `${escapeAttribute(localizedString(ctx, 'productQuickViewText', 'Quick View'))}</span>`
  );
};
