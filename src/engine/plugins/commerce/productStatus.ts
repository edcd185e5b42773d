/**
 * `product-status`: the sold-out or sale mark on a product. Sold out wins over sale
 * (spec §4); a product that is neither gets no mark.
 */

import { asText, get } from '../json.ts';
import type { Formatter } from '../types.ts';
import { escapeAttribute } from './escape.ts';
import { localizedString } from './localized.ts';
import { merchandisingOf } from './merchandising.ts';
import { isOnSale, isSoldOut } from './productState.ts';

export const productStatus: Formatter = (item, _args, ctx) => {
  if (isSoldOut(item)) {
    // The merchant's own sold-out wording for this product beats the site's translation.
    const custom = asText(get(merchandisingOf(item, ctx), 'customSoldOutText'));
    const text = custom !== '' ? custom : localizedString(ctx, 'productSoldOutText', 'sold out');
    return `<div class="product-mark sold-out">${escapeAttribute(text)}</div>`;
  }
  if (isOnSale(item)) {
    return `<div class="product-mark sale">${escapeAttribute(localizedString(ctx, 'productSaleText', 'sale'))}</div>`;
  }
  // Neither sold out nor on sale: a missing value, as Java's setMissing (`|json` prints nothing).
  return undefined;
};
