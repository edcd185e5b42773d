import { CartService } from '../commerce/cartService.ts';
import type { VitrineRuntime } from './types.ts';

export interface Services {
  cart: CartService;
}

const _started = new WeakMap<VitrineRuntime, Services>();

/**
 * The shared state every widget reads, started once per page by the runtime chunk, whichever
 * widget asks first: widgets never start a singleton or write into the loader's object.
 */
export function services(runtime: VitrineRuntime): Services {
  let started = _started.get(runtime);
  if (!started) {
    started = { cart: new CartService(runtime) };
    _started.set(runtime, started);
  }
  return started;
}
