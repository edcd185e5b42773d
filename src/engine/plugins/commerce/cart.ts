/**
 * The cart indicator's pieces: item count, subtotal and the cart link (spec §2: always /cart).
 * The cart pill widget hydrates these spans and keeps them current after the first paint.
 */

import { asInt, get, list } from '../json.ts';
import type { Formatter } from '../types.ts';
import { parseDecimal, ZERO } from './decimal.ts';
import { legacyMoneySpan } from './money.ts';

export const cartQuantity: Formatter = (cart) => {
  const count = list(get(cart, 'entries')).reduce<number>(
    (sum, entry) => sum + asInt(get(entry, 'quantity')),
    0,
  );
  return `<span class="sqs-cart-quantity">${count}</span>`;
};

export const cartSubtotal: Formatter = (cart) => {
  const cents = parseDecimal(get(cart, 'subtotalCents')) ?? ZERO;
  return `<span class="sqs-cart-subtotal">${legacyMoneySpan(cents)}</span>`;
};

export const cartUrl: Formatter = () => '/cart';
