import { type CartEntryPayload, type CartPayload, cartSchema } from '../api/schemas.ts';
import { minorUnitsToDecimal } from './money/minorUnits.ts';

/**
 * The cart model (storefront spec, section 3) is the shared wire schema in src/api/schemas.ts:
 * one definition, with every field and default, for the browser and the fixture server alike.
 * `currencyCode` is ours and optional: the store currency the subtotal is in (spec: "subtotalAmount
 * is derived from subtotalCents in the store currency"); when a cart carries none, the cart service
 * gives it the page's data-currency.
 */
export type Cart = CartPayload;
/** A cart as the cart service holds it: always with the currency its amounts are in. */
export type StoreCart = Cart & { currencyCode: string };
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
  return { decimalValue: minorUnitsToDecimal(cart.subtotalCents, currencyCode), currencyCode };
}
