/**
 * `subscription-price`: the subscribe-and-save price of a one-time product that also sells
 * by subscription. The cheapest variant's first pricing option sets the price; "from" when
 * the variants' prices differ.
 */

import { get, isTruthy } from '../json.ts';
import type { Formatter } from '../types.ts';
import { localizedString } from './localized.ts';
import { priceHtml } from './money.ts';
import { type PriceBlockParts, renderPriceBlock } from './priceBlock.ts';
import { pricingOptionPayable, pricingOptionsOfCheapestVariant } from './prices.ts';
import { hasVariedPrices } from './productState.ts';

export const subscriptionPrice: Formatter = (item, _args, ctx) => {
  const [first] = pricingOptionsOfCheapestVariant(item);
  let parts: PriceBlockParts = {};
  if (first !== undefined) {
    const one = '{price}';
    parts = {
      from: hasVariedPrices(item)
        ? {
            price: priceHtml(pricingOptionPayable(first), ctx),
            pattern: localizedString(ctx, 'productPriceFromText', 'from {fromPrice}'),
          }
        : undefined,
      sale: isTruthy(get(first, 'onSale'))
        ? { price: priceHtml(get(first, 'salePriceMoney'), ctx), pattern: one }
        : undefined,
      normal: { price: priceHtml(get(first, 'priceMoney'), ctx), pattern: one },
    };
  }
  return renderPriceBlock('subscription-price', parts, ctx);
};
