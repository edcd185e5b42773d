/**
 * The rules that decide how a product shows (spec §4 "Product display"): its type, sold out,
 * on sale, varied prices, stock. Formatters and predicates share them so a product's sale
 * mark and its `on-sale?` branch can never disagree.
 */
import { PRODUCT_TYPE_BY_NAME, type ProductTypeName } from '../../../enums/productType.ts';
import { asBoolean, asInt, get, isTruthy, jsonEquals, list } from '../json.ts';

/** The engine's four product kinds by code; any other code (-1, paywall) is an undefined product. */
const _BY_CODE: ReadonlyMap<number, ProductTypeName> = new Map(
  Object.entries(PRODUCT_TYPE_BY_NAME).map(([name, code]) => [code, name as ProductTypeName]),
);

/** The product's type, undefined when its code is missing or unknown. */
export function productType(item: unknown): ProductTypeName | undefined {
  return _BY_CODE.get(asInt(get(item, 'structuredContent', 'productType')));
}

/** Types whose price and stock live on their variants rather than on the product. */
export function hasVariantPricing(type: ProductTypeName | undefined): boolean {
  return type === 'physical' || type === 'service' || type === 'gift-card';
}

export function variantsOf(item: unknown): readonly unknown[] {
  return list(get(item, 'structuredContent', 'variants'));
}

export function isSubscribable(item: unknown): boolean {
  return asBoolean(get(item, 'structuredContent', 'isSubscribable'));
}

/**
 * Physical and service products are sold out when no variant is unlimited or in stock;
 * digital products and gift cards never are; a product of unknown type always is.
 */
export function isSoldOut(item: unknown): boolean {
  const type = productType(item);
  if (type === 'digital' || type === 'gift-card') return false;
  if (type === undefined) return true;
  return !variantsOf(item).some((v) => isTruthy(get(v, 'unlimited')) || asInt(get(v, 'qtyInStock')) > 0);
}

/** Any variant on sale (a digital product: its own flag). Gift cards are never on sale. */
export function isOnSale(item: unknown): boolean {
  const type = productType(item);
  if (type === 'digital') return isTruthy(get(item, 'structuredContent', 'onSale'));
  if (type === 'physical' || type === 'service')
    return variantsOf(item).some((v) => isTruthy(get(v, 'onSale')));
  return false;
}

/** More than one variant; digital products have none to choose from. */
export function hasVariants(item: unknown): boolean {
  return productType(item) !== 'digital' && variantsOf(item).length > 1;
}

/**
 * Whether a "from" price is needed: some variant differs from the first in sale state, in
 * price, or (when the first is on sale) in sale price. Compares the cents fields as the
 * public engines do, so two variants both missing a price count as equal.
 */
export function hasVariedPrices(item: unknown): boolean {
  if (!hasVariantPricing(productType(item))) return false;
  const [first, ...rest] = variantsOf(item);
  const firstOnSale = get(first, 'onSale');
  return rest.some(
    (v) =>
      !jsonEquals(get(v, 'onSale'), firstOnSale) ||
      (isTruthy(firstOnSale) && !jsonEquals(get(v, 'salePrice'), get(first, 'salePrice'))) ||
      !jsonEquals(get(v, 'price'), get(first, 'price')),
  );
}

/** Units left over all variants; digital products, gift cards and unlimited variants are endless. */
export function totalStockRemaining(item: unknown): number {
  const type = productType(item);
  if (type === 'digital' || type === 'gift-card') return Number.POSITIVE_INFINITY;
  let total = 0;
  for (const v of variantsOf(item)) {
    if (isTruthy(get(v, 'unlimited'))) return Number.POSITIVE_INFINITY;
    total += asInt(get(v, 'qtyInStock'));
  }
  return total;
}
