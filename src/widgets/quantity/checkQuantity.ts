import type { Catalogue } from '../../i18n/createCatalogue.ts';

/** The quantity field's bounds (engine spec §5: min 1, max 9999, step 1). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9999;

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * The storefront's quantity rule (§5), one implementation for the field's inline message and
 * the add-to-cart checks: a number ('Quantity must be a number.'), written as a whole number
 * ('Quantity must be a whole number': '1.5', '1e3'), within the field's bounds.
 */
export function checkQuantity(text: string, t: Catalogue): QuantityCheck {
  const trimmed = text.trim();
  const quantity = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(quantity)) {
    return { ok: false, message: t.t('addToCart.quantityNotNumber') };
  }
  // Written as a whole number: digits only ('1e3' and '2.0' are numbers, but not what a shopper
  // means by a count of items).
  if (!Number.isInteger(quantity) || !/^[+-]?\d+$/.test(trimmed)) {
    return { ok: false, message: t.t('addToCart.quantityNotWhole') };
  }
  if (quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) {
    return {
      ok: false,
      message: t.t('addToCart.quantityOutOfRange', { min: MIN_QUANTITY, max: MAX_QUANTITY }),
    };
  }
  return { ok: true, quantity };
}
