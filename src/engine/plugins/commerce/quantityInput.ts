/**
 * `quantity-input`: the quantity field beside the add-to-cart button (spec §5: number,
 * 1 to 9999, step 1, default 1, size 4). Only products a visitor can buy several of get one.
 */

import { asBoolean, asText, get } from '../json.ts';
import type { Formatter, RenderContext } from '../types.ts';
import { escapeAttribute } from './escape.ts';
import { localizedString } from './localized.ts';
import { isSubscribable, productType, totalStockRemaining } from './productState.ts';

/** Services take a quantity unless the store turned it off (default on). */
function _servicesTakeQuantity(ctx: RenderContext): boolean {
  const setting =
    get(ctx.resolve('websiteSettings'), 'storeSettings', 'multipleQuantityAllowedForServices') ??
    ctx.resolve('storeSettings.multipleQuantityAllowedForServices');
  return setting === undefined || setting === null || asBoolean(setting);
}

/**
 * Physical products, and services when allowed; never subscriptions (one per plan), and
 * not when at most one unit is left, since there is nothing to choose.
 */
export function showsQuantityInput(item: unknown, ctx: RenderContext): boolean {
  const type = productType(item);
  const allowed = type === 'physical' || (type === 'service' && _servicesTakeQuantity(ctx));
  return allowed && !isSubscribable(item) && totalStockRemaining(item) > 1;
}

export const quantityInput: Formatter = (item, _args, ctx) => {
  // Not shown: a missing value, as Java's setMissing (`|json` prints nothing).
  if (!showsQuantityInput(item, ctx)) return undefined;
  const label = escapeAttribute(localizedString(ctx, 'productQuantityInputLabel', 'Quantity'));
  // The references' template opens with a `.var` line, a comment and a blank line: three line breaks.
  return (
    '\n\n\n' +
    `<div class="product-quantity-input" data-item-id="${escapeAttribute(asText(get(item, 'id')))}" data-animation-role="content">\n` +
    `  <div class="quantity-label">${label}:</div>\n` +
    `  <input aria-label="${label}" size="4" max="9999" min="1" value="1" type="number" step="1"></input>\n` +
    '</div>'
  );
};
