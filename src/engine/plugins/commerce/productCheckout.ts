/**
 * `product-checkout`: the whole buy box, variant pickers, quantity and button, in that order.
 * The Java engine runs the three formatters back to back (`{@|variants-select}{@|quantity-input}
 * {@|add-to-cart-btn}`); each writes its template's preamble line breaks itself, so the buy box
 * is their concatenation.
 */
import type { Formatter } from '../types.ts';
import { addToCartButton } from './addToCartButton.ts';
import { quantityInput } from './quantityInput.ts';
import { variantsSelect } from './variantsSelect.ts';

const _text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const productCheckout: Formatter = (item, args, ctx) =>
  _text(variantsSelect(item, args, ctx)) +
  _text(quantityInput(item, args, ctx)) +
  _text(addToCartButton(item, args, ctx));
