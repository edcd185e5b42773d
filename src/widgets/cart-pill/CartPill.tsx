import { useEffect, useState } from 'react';
import { cartQuantityAccessibleLabel, cartQuantityLabel } from '../../commerce/cartQuantityLabel.ts';
import { connectCart, getCartState, subscribeCart } from '../../commerce/cartStore.ts';
import { formatMoney } from '../../commerce/formatMoney.ts';
import { loaderConfig } from '../../runtime/markup.ts';
import type { WidgetProps } from '../defineWidget.tsx';

/**
 * 'N item(s)' plus the subtotal, linking to /cart; the marker is hidden while the cart
 * is empty so theme spacing around it collapses too.
 */
export function CartPill({ element, runtime }: WidgetProps) {
  const [state, setState] = useState(getCartState);

  useEffect(() => {
    const stop = subscribeCart(setState);
    connectCart(runtime);
    setState(getCartState());
    return () => {
      stop();
    };
  }, [runtime]);

  const cart = state.cart;
  const quantity = cart?.totalQuantity ?? 0;
  const empty = !cart || quantity <= 0;

  useEffect(() => {
    (element as HTMLElement).hidden = empty;
  }, [element, empty]);

  if (empty) return null;
  const label = cartQuantityLabel(quantity);
  const subtotal = formatMoney(cart.subtotalCents, cart.currencyCode, loaderConfig(runtime.config).locale);
  return (
    <a
      class="vitrine-cart-pill"
      href="/cart"
      aria-label={`Cart: ${cartQuantityAccessibleLabel(quantity)}, subtotal ${subtotal}`}
    >
      <span class="vitrine-cart-pill__count">{label}</span>{' '}
      <span class="vitrine-cart-pill__subtotal">{subtotal}</span>
    </a>
  );
}
