/** `product-checkout`: the whole buy box, variant pickers, quantity and button, in that order. */
import type { Formatter } from '../types.ts';
import { addToCartButton } from './addToCartButton.ts';
import { quantityInput } from './quantityInput.ts';
import { variantsSelect } from './variantsSelect.ts';

export const productCheckout: Formatter = (item, args, ctx) =>
  [variantsSelect, quantityInput, addToCartButton].map((f) => f(item, args, ctx)).join('');
