import { request } from './request.ts';
import { cart, cartAddEntry, cartSubscription, cartUpdateEntryFields } from './routes/cart.ts';
import { inventoryStock } from './routes/inventory.ts';
import type { AddEntryRequest, AddEntryResponse, Cart, CartEntry } from './schemas.ts';

/** Typed cart calls; `base` is the loader's data-api-base ('' = the page's origin). */
export function fetchCart(base?: string, signal?: AbortSignal): Promise<Cart> {
  return request(cart, { base, signal, query: { calculateSubtotal: true } });
}

/** Refusals carry `code`: variant-required, variant-unavailable, insufficient-stock, not-found. */
export function addCartEntry(body: AddEntryRequest, base?: string): Promise<AddEntryResponse> {
  return request(cartAddEntry, { base, body });
}

export function updateCartEntryAdditionalFields(
  entryId: string,
  body: { itemId: string; sku?: string; additionalFields: string },
  base?: string,
): Promise<{ shoppingCart: Cart; updatedEntry: CartEntry }> {
  return request(cartUpdateEntryFields, { base, body, params: { entryId } });
}

export function createCartSubscription(
  body: {
    itemId: string;
    sku?: string;
    qty: number;
    additionalFields?: string;
    subscriptionOptionId?: string;
  },
  base?: string,
): Promise<{ cartToken: string }> {
  return request(cartSubscription, { base, body });
}

export function fetchInventoryStock(
  itemId: string,
  base?: string,
): Promise<{ results: Array<{ unlimited: boolean; qtyInStock: number }> }> {
  return request(inventoryStock, { base, query: { itemId } });
}
