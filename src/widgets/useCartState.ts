import { useEffect, useState } from 'react';
import type { CartService, CartState } from '../commerce/cartService.ts';

/**
 * The cart service's state in a component. Effects run after paint, so a change between the
 * first render and the subscription would be missed: read the state again once subscribed.
 */
export function useCartState(cart: CartService): CartState {
  const [state, setState] = useState(cart.state);
  useEffect(() => {
    const stop = cart.listen(setState);
    setState(cart.state);
    return stop;
  }, [cart]);
  return state;
}
