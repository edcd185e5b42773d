/**
 * Which money object stands for a product's price: the lowest a visitor can pay (the "from"
 * price), the highest regular price (the "normal" price) and the lowest sale price.
 * Physical, service and gift-card products price per variant; digital products on themselves.
 */

import { get, isTruthy, list } from '../json.ts';
import { compareDecimal } from './decimal.ts';
import { DEFAULT_MONEY, moneyAmount } from './money.ts';
import { hasVariantPricing, productType, variantsOf } from './productState.ts';

/** What the variant costs today: its sale price when on sale. */
function _payable(variant: unknown): unknown {
  return isTruthy(get(variant, 'onSale')) ? get(variant, 'salePriceMoney') : get(variant, 'priceMoney');
}

/** The first variant with the lowest payable price (ties keep the earlier one). */
function _cheapestVariant(variants: readonly unknown[]): unknown {
  let best = variants[0];
  for (const v of variants.slice(1)) {
    if (compareDecimal(moneyAmount(_payable(v)), moneyAmount(_payable(best))) < 0) best = v;
  }
  return best;
}

function _digitalPrice(item: unknown, field: 'priceMoney' | 'salePriceMoney'): unknown {
  return get(item, 'structuredContent', field) ?? DEFAULT_MONEY;
}

/** The lowest payable price over the variants. */
export function lowestPrice(item: unknown): unknown {
  const type = productType(item);
  if (type === 'digital') return _digitalPrice(item, 'priceMoney');
  const variants = variantsOf(item);
  if (!hasVariantPricing(type) || variants.length === 0) return DEFAULT_MONEY;
  return _payable(_cheapestVariant(variants));
}

/** The highest regular price over the variants. */
export function highestPrice(item: unknown): unknown {
  const type = productType(item);
  if (type === 'digital') return _digitalPrice(item, 'priceMoney');
  const variants = variantsOf(item);
  if (!hasVariantPricing(type) || variants.length === 0) return DEFAULT_MONEY;
  let best = get(variants[0], 'priceMoney');
  for (const v of variants.slice(1)) {
    const price = get(v, 'priceMoney');
    if (compareDecimal(moneyAmount(price), moneyAmount(best)) > 0) best = price;
  }
  return best;
}

/** The lowest sale price among variants on sale; gift cards are never on sale. */
export function salePrice(item: unknown): unknown {
  const type = productType(item);
  if (type === 'digital') return _digitalPrice(item, 'salePriceMoney');
  if (type !== 'physical' && type !== 'service') return DEFAULT_MONEY;
  let found = false;
  let best: unknown = DEFAULT_MONEY;
  for (const v of variantsOf(item)) {
    if (!isTruthy(get(v, 'onSale'))) continue;
    const price = get(v, 'salePriceMoney');
    if (!found || compareDecimal(moneyAmount(price), moneyAmount(best)) < 0) best = price;
    found = true;
  }
  return best;
}

/** The subscription pricing options of the cheapest variant (physical and service products). */
export function pricingOptionsOfCheapestVariant(item: unknown): readonly unknown[] {
  const type = productType(item);
  const variants = variantsOf(item);
  if ((type !== 'physical' && type !== 'service') || variants.length === 0) return [];
  return list(get(_cheapestVariant(variants), 'pricingOptions'));
}

/** What a pricing option costs today: its sale price when on sale. */
export function pricingOptionPayable(option: unknown): unknown {
  return _payable(option);
}
