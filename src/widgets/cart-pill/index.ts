import { loaderConfig } from '../../runtime/markup.ts';
import { defineWidget } from '../defineWidget.tsx';
import { CartPill } from './CartPill.tsx';
import { isCartPage } from './isCartPage.ts';

/** Skipped on the cart page, on express-checkout sites and on custom-cart sites (spec). */
export const { mount, unmount } = defineWidget('cart-pill', CartPill, (_element, runtime) => {
  const config = loaderConfig(runtime.config);
  return !isCartPage(config.pageType) && !config.expressCheckout && !config.customCart;
});
