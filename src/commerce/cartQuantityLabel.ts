import { createCatalogue } from '../i18n/createCatalogue.ts';

/** Above this many items the cart pill stops counting and shows '100+'. */
export const CART_QUANTITY_CAP = 100;

// Anything that is not a whole count ≥ 0 (NaN from a broken cart, a negative) reads as empty.
function _count(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

/**
 * The count as the pill and the cart link show it: '0', '7', '100', then '100+' above 100
 * (`locale` as the loader's data-locale gives it; English when missing).
 */
export function cartQuantityCount(quantity: number, locale?: string): string {
  const count = _count(quantity);
  const catalogue = createCatalogue(locale);
  return count > CART_QUANTITY_CAP
    ? catalogue.t('cartPill.countOverCap', { count: CART_QUANTITY_CAP })
    : catalogue.number(count);
}

/**
 * The pill's 'N item(s)': '0 items', '1 item', '2 items', '100 items', and '100+ items' above
 * 100 (more than one, so plural).
 */
export function cartQuantityLabel(quantity: number, locale?: string): string {
  const count = _count(quantity);
  return createCatalogue(locale).plural('cartPill.itemCount', count, {
    count: cartQuantityCount(count, locale),
  });
}

/**
 * For screen readers, where '100+' reads badly: the spec's plural wording 'More than {n} items'
 * above the cap, otherwise the same as cartQuantityLabel.
 */
export function cartQuantityAccessibleLabel(quantity: number, locale?: string): string {
  return _count(quantity) > CART_QUANTITY_CAP
    ? createCatalogue(locale).plural('cartPill.moreThan', CART_QUANTITY_CAP)
    : cartQuantityLabel(quantity, locale);
}
