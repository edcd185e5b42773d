import Cookies from 'js-cookie';
import { fetchCart } from '../api/cartApi.ts';
import { type CartPayload, cartSchema } from '../api/schemas.ts';
import { loaderConfig } from '../runtime/markup.ts';
import type { VitrineRuntime } from '../runtime/types.ts';
import { shouldLoadCartAtStart } from './cartLoadPolicy.ts';

export type CartStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface CartState {
  status: CartStatus;
  cart: CartPayload | null;
  /** set while a form-submission update recalculates the cart (spec: cart model) */
  recalculating: boolean;
}

type Listener = (state: CartState) => void;

let _state: CartState = { status: 'idle', cart: null, recalculating: false };
const _listeners = new Set<Listener>();
let _runtime: VitrineRuntime | undefined;

function _set(next: Partial<CartState>) {
  _state = { ..._state, ...next };
  if (_runtime) _runtime.cart = _state.cart;
  for (const fn of _listeners) fn(_state);
}

export function getCartState(): CartState {
  return _state;
}

export function subscribeCart(fn: Listener): () => void {
  _listeners.add(fn);
  return () => _listeners.delete(fn);
}

/** Load the cart from the server now (the spec's loading → loaded). */
export async function reloadCart(): Promise<void> {
  const runtime = _runtime;
  if (!runtime) return;
  _set({ status: 'loading' });
  try {
    const cart = await fetchCart(loaderConfig(runtime.config).apiBase);
    _set({ status: 'loaded', cart });
    runtime.emit('cart:updated', cart);
  } catch (error) {
    _set({ status: 'error' });
    runtime.handleError(error, 'cart');
  }
}

function _loadIfAllowed() {
  if (shouldLoadCartAtStart(Cookies.get())) void reloadCart();
}

/**
 * Connect the store to the page once, whichever widget asks first: load the cart at
 * start when the policy allows, take carts other widgets announce, and reload after a
 * back/forward-cache restore (the page may show a cart that changed in another tab).
 */
export function connectCart(runtime: VitrineRuntime): void {
  if (_runtime) return;
  _runtime = runtime;
  runtime.on('cart:updated', (detail) => {
    if (detail === _state.cart) return;
    const parsed = cartSchema.safeParse(detail);
    if (parsed.success) _set({ status: 'loaded', cart: parsed.data });
    else runtime.handleError(new TypeError('cart:updated carried something that is not a cart'), 'cart');
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) _loadIfAllowed();
  });
  _loadIfAllowed();
}
