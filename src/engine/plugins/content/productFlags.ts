import { ProductType } from '../../../enums/productType.ts';
import { get, num, truthy } from './value.ts';

const variants = (product: unknown): readonly unknown[] => {
  const list = get(get(product, 'structuredContent'), 'variants');
  return Array.isArray(list) ? list : [];
};

const productType = (product: unknown): number => num(get(get(product, 'structuredContent'), 'productType'));

/**
 * Spec §4: a product is on sale when any variant is; a digital product has no variants
 * and carries its own flag.
 */
export const isOnSale = (product: unknown): boolean =>
  productType(product) === ProductType.DIGITAL
    ? truthy(get(get(product, 'structuredContent'), 'onSale'))
    : variants(product).some((variant) => truthy(get(variant, 'onSale')));

/**
 * Spec §4: physical and service products are sold out when no variant is unlimited or has
 * stock above 0; digital goods and gift cards never run out.
 */
export const isSoldOut = (product: unknown): boolean => {
  const type = productType(product);
  if (type === ProductType.DIGITAL || type === ProductType.GIFT_CARD) return false;
  return !variants(product).some(
    (variant) => truthy(get(variant, 'unlimited')) || num(get(variant, 'qtyInStock')) > 0,
  );
};
