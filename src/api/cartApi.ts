import { request } from './request.ts';
import { type AddEntryRequest, addEntryResponseSchema, cartSchema } from './schemas.ts';

/** Typed cart calls; `base` is the loader's data-api-base. */
export function fetchCart(base?: string, signal?: AbortSignal) {
  return request('cart', cartSchema, { base, signal, query: { calculateSubtotal: true } });
}

export function addCartEntry(body: AddEntryRequest, base?: string) {
  return request('cartAddEntry', addEntryResponseSchema, { base, body });
}
