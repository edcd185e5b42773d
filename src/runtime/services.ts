import { CartService } from '../commerce/cartService.ts';
import { readPageMessagesOnce } from './pageMessages.ts';
import type { VitrineRuntime } from './types.ts';

export interface Services {
  cart: CartService;
}

const _started = new WeakMap<VitrineRuntime, Services>();

/**
 * The shared state every widget reads, started once per page by the widget base chunk, whichever
 * widget asks first: the site's own messages from the page, then the cart. Widgets never start a
 * singleton or write into the loader's object; the cart service alone keeps `Vitrine.cart`.
 */
export function services(runtime: VitrineRuntime): Services {
  let started = _started.get(runtime);
  if (!started) {
    readPageMessagesOnce(runtime);
    started = { cart: new CartService(runtime) };
    _started.set(runtime, started);
  }
  return started;
}
