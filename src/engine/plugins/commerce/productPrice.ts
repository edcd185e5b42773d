/**
 * `product-price`: the price block of a product page or list item. One-time products show
 * "from" the lowest price when variants differ, else the sale price beside the original,
 * else the price; subscription products say the same in their billing wording.
 */
import type { Formatter, RenderContext } from '../types.ts';
import { localizedString } from './localized.ts';
import { priceHtml } from './money.ts';
import { type PriceBlockParts, renderPriceBlock } from './priceBlock.ts';
import { highestPrice, lowestPrice, pricingOptionPayable, salePrice } from './prices.ts';
import {
  hasVariantPricing,
  hasVariedPrices,
  isOnSale,
  isSubscribable,
  productType,
  variantsOf,
} from './productState.ts';
import { billingPeriodOf, subscriptionWording } from './subscriptionPlan.ts';

function _oneTimeParts(item: unknown, ctx: RenderContext): PriceBlockParts {
  const one = '{price}';
  return {
    from: hasVariedPrices(item)
      ? {
          price: priceHtml(lowestPrice(item), ctx),
          pattern: localizedString(ctx, 'productPriceFromText', 'from {fromPrice}'),
        }
      : undefined,
    sale: isOnSale(item) ? { price: priceHtml(salePrice(item), ctx), pattern: one } : undefined,
    normal: { price: priceHtml(highestPrice(item), ctx), pattern: one },
  };
}

function _subscriptionParts(item: unknown, ctx: RenderContext): PriceBlockParts {
  if (billingPeriodOf(item) === undefined) {
    // A subscription whose plan is gone cannot be bought: say so where the price would be.
    return {
      from: { price: 'unavailable', pattern: localizedString(ctx, 'productPriceUnavailable', 'Unavailable') },
    };
  }
  const multiple = hasVariedPrices(item);
  const { pattern, values } = subscriptionWording(item, multiple, ctx);
  return {
    from: multiple ? { price: priceHtml(lowestPrice(item), ctx), pattern } : undefined,
    sale: isOnSale(item) ? { price: priceHtml(salePrice(item), ctx), pattern } : undefined,
    normal: { price: priceHtml(highestPrice(item), ctx), pattern },
    values,
  };
}

/**
 * A priced variant must carry the money object it is sold at: priceMoney, or salePriceMoney
 * when on sale. A bare `price` in cents says no currency, so such data is a faulty fragment,
 * reported and skipped, as the public peer does (ts/f-foo).
 */
function _missingMoney(item: unknown): number {
  if (!hasVariantPricing(productType(item))) return -1;
  return variantsOf(item).findIndex((v) => {
    const money = pricingOptionPayable(v);
    return money === undefined || money === null || typeof money !== 'object';
  });
}

export const productPrice: Formatter = (item, _args, ctx) => {
  const missing = _missingMoney(item);
  if (missing >= 0) {
    ctx.error(`product-price: variant ${missing} has no money object to show its price`);
    return '';
  }
  let parts: PriceBlockParts = {};
  if (isSubscribable(item)) parts = _subscriptionParts(item, ctx);
  else if (productType(item) !== undefined) parts = _oneTimeParts(item, ctx);
  return renderPriceBlock('product-price', parts, ctx);
};
