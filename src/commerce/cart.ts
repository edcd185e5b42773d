import { type CartEntryPayload, type CartPayload, cartSchema } from '../api/schemas.ts';
import { storeFractionDigits } from './money/storeFractionDigits.ts';

/**
 * The cart model (storefront spec, section 3) is the shared wire schema in src/api/schemas.ts:
 * one definition, with every field and default, for the browser and the fixture server alike.
 * `currencyCode` is ours: the store currency the subtotal is in (spec: "subtotalAmount is derived
 * from subtotalCents in the store currency").
 */
export type Cart = CartPayload;
export type CartEntry = CartEntryPayload;
export type ChosenVariant = CartEntry['chosenVariant'];

/** A cart with every default: no entries, zero totals, not purchased. A fresh one each call. */
export function emptyCart(): Cart {
  return cartSchema.parse({});
}

/** A money amount in the `{decimalValue, currencyCode}` shape the platform uses. */
export interface MoneyAmount {
  decimalValue: string;
  currencyCode: string;
}

/**
 * The cart's subtotalAmount: subtotalCents in the store's currency, as an exact decimal
 * ('12.50'; '1250' for JPY, whose minor unit is the yen). Format it with formatStoreMoneyDecimal.
 */
export function subtotalAmount(cart: Pick<Cart, 'subtotalCents'>, currencyCode: string): MoneyAmount {
  const digits = storeFractionDigits(currencyCode);
  const cents = Number.isFinite(cart.subtotalCents) ? Math.round(cart.subtotalCents) : 0;
  const text = BigInt(Math.abs(cents))
    .toString()
    .padStart(digits + 1, '0');
  const point = text.length - digits;
  const decimalValue = `${cents < 0 ? '-' : ''}${text.slice(0, point)}${digits > 0 ? `.${text.slice(point)}` : ''}`;
  return { decimalValue, currencyCode };
}
