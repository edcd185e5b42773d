import * as z from 'zod/mini';
import { pageSettings } from '../../runtime/settings.ts';
import { injectStyles } from '../../ui/injectStyles.ts';
import { defineWidget } from '../defineWidget.tsx';
import { CartPill } from './CartPill.tsx';
import css from './cartPill.css?inline';
import { isCartPage } from './isCartPage.ts';

/** Skipped on the cart page, on express-checkout sites and on custom-cart sites (spec). */
export const { mount, unmount } = defineWidget({
  name: 'cart-pill',
  props: z.object({}),
  view: CartPill,
  shouldMount: (_element, runtime) => {
    const config = pageSettings(runtime.config);
    if (isCartPage(config.pageType) || config.expressCheckout || config.customCart) return false;
    injectStyles('cart-pill', css);
    return true;
  },
});
