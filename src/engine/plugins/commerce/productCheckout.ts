/**
 * `product-checkout`: the whole buy box, variant pickers, quantity and button, in that order.
 * The Java engine runs the three formatters' templates back to back (each trimmed), so the
 * lines of each template's `.var` preamble show up as line breaks between the blocks. Our
 * formatters write their markup without that preamble; here it is put back, so the buy box
 * is byte-identical to Java's: the variant pickers open after "\n" and four indented blank
 * lines and close with a line break, the quantity field follows three line breaks, and the
 * button follows thirteen.
 */
import type { Formatter } from '../types.ts';
import { addToCartButton } from './addToCartButton.ts';
import { quantityInput } from './quantityInput.ts';
import { variantsSelect } from './variantsSelect.ts';

const _VARIANTS_BEFORE = `\n${'  \n'.repeat(4)}\n  `;
const _VARIANTS_AFTER = '\n';
const _QUANTITY_BEFORE = '\n\n\n';
const _BUTTON_BEFORE = '\n'.repeat(13);

const _text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const productCheckout: Formatter = (item, args, ctx) => {
  const variants = _text(variantsSelect(item, args, ctx));
  const quantity = _text(quantityInput(item, args, ctx));
  const button = _text(addToCartButton(item, args, ctx));
  return (
    (variants === '' ? '' : _VARIANTS_BEFORE + variants + _VARIANTS_AFTER) +
    (quantity === '' ? '' : _QUANTITY_BEFORE + quantity) +
    _BUTTON_BEFORE +
    button
  );
};
