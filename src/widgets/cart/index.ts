import * as z from 'zod/mini';
import { textProp } from '../../runtime/props.ts';
import { injectStyles } from '../../ui/injectStyles.ts';
import { defineWidget } from '../defineWidget.tsx';
import css from './cart.css?inline';
import { CartRoot } from './CartRoot.tsx';

/**
 * The full-page cart, on `#sqs-cart-root` or `[data-vitrine="cart"]` (docs/theme-authors/cart.md).
 * In place: it keeps the server's markup until the cart is known, then draws the same markup.
 */
export const { mount, unmount } = defineWidget({
  name: 'cart',
  props: z.object({ continueUrl: z.optional(textProp) }),
  view: CartRoot,
  inPlace: true,
  shouldMount: () => {
    injectStyles('cart', css);
    return true;
  },
});
