import { defineWidget } from '../defineWidget.tsx';
import { CartPill } from './CartPill.tsx';
import { isCartPage } from './isCartPage.ts';

const _on = (value: string | undefined) => value === 'true' || value === '';

/** Skipped on the cart page, on express-checkout sites and on custom-cart sites (spec). */
export const { mount, unmount } = defineWidget(
  'cart-pill',
  CartPill,
  (_element, runtime) =>
    !isCartPage(runtime.config) && !_on(runtime.config.expressCheckout) && !_on(runtime.config.customCart),
);
