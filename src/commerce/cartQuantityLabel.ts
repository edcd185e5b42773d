/** Above this many items the cart pill stops counting and shows '100+'. */
export const CART_QUANTITY_CAP = 100;

// Anything that is not a whole count ≥ 0 (NaN from a broken cart, a negative) reads as empty.
function _count(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

/** The count as the pill and the cart link show it: '0', '7', '100', then '100+' above 100. */
export function cartQuantityCount(quantity: number): string {
  const count = _count(quantity);
  return count > CART_QUANTITY_CAP ? `${CART_QUANTITY_CAP}+` : String(count);
}

/**
 * The pill's 'N item(s)': '0 items', '1 item', '2 items', '100 items', and '100+ items' above
 * 100 (more than one, so plural).
 */
export function cartQuantityLabel(quantity: number): string {
  const count = _count(quantity);
  return `${cartQuantityCount(count)} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * For screen readers, where '100+' reads badly: the spec's plural wording 'More than {n} items'
 * above the cap, otherwise the same as cartQuantityLabel.
 */
export function cartQuantityAccessibleLabel(quantity: number): string {
  return _count(quantity) > CART_QUANTITY_CAP
    ? `More than ${CART_QUANTITY_CAP} items`
    : cartQuantityLabel(quantity);
}
