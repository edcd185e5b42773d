import { ApiError } from '../../api/ApiError.ts';
import { fetchCart } from '../../api/cartApi.ts';
import { request } from '../../api/request.ts';
import { cartRemoveEntry, cartUpdateEntryQuantity } from '../../api/routes/cartChanges.ts';
import { cartSchema } from '../../api/schemas.ts';
import type { Cart, StoreCart } from '../../commerce/cart.ts';
import type { CartRemoved, CartService } from '../../commerce/cartService.ts';
import { pageSettings } from '../../runtime/settings.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';

export { changeFailureMessage } from './changeFailureMessage.ts';

/**
 * An entry's quantity and its removal, through the cart service (in the cart page's chunk: the
 * product page never needs them). Optimistic: the line shows the new quantity or goes at once
 * (this tab only); the server's cart then replaces it and goes to the other tabs (`cart:updated`).
 * A refusal puts the cart back as it was and is thrown (an ApiError) for the caller to say why; an
 * unknown outcome (no answer, a 5xx, a garbled one) reads the cart back as well. A removal is
 * announced as `cart:removed` ({cart, entry}: the tracker's remove from cart).
 *
 * The answer (our paths; the spec shows none): a cart, whole or as `shoppingCart`, is used; any
 * other 2xx (204, `{}`, text) means done, and the cart is read again.
 */
export function setQuantity(
  runtime: VitrineRuntime,
  service: CartService,
  entryId: string,
  quantity: number,
): Promise<StoreCart | undefined> {
  const base = pageSettings(runtime.config).apiBase;
  return quantity > 0
    ? _change(runtime, service, entryId, quantity, () =>
        request(cartUpdateEntryQuantity, { base, body: { quantity }, params: { entryId } }),
      )
    : removeEntry(runtime, service, entryId);
}

export function removeEntry(
  runtime: VitrineRuntime,
  service: CartService,
  entryId: string,
): Promise<StoreCart | undefined> {
  const base = pageSettings(runtime.config).apiBase;
  return _change(runtime, service, entryId, 0, () => request(cartRemoveEntry, { base, params: { entryId } }));
}

async function _change(
  runtime: VitrineRuntime,
  service: CartService,
  entryId: string,
  quantity: number,
  call: () => Promise<unknown>,
): Promise<StoreCart | undefined> {
  const before = service.state.cart;
  const entry = before?.entries.find((e) => e.id === entryId);
  const optimistic = before && _withQuantity(before, entryId, quantity);
  if (optimistic) service.take(optimistic, false);
  let answered: Cart;
  try {
    answered = _cartOf(await call()) ?? (await fetchCart(pageSettings(runtime.config).apiBase));
  } catch (error) {
    // (Unless another tab's cart came meanwhile: that one is newer.)
    if (optimistic && service.state.cart === optimistic) service.take(before, false);
    if (!(error instanceof ApiError) || _unknownOutcome(error)) void service.reload();
    throw error;
  }
  service.take(answered, true);
  const cart = service.state.cart ?? undefined;
  if (quantity === 0 && entry && cart) runtime.emit('cart:removed', { cart, entry } satisfies CartRemoved);
  return cart;
}

/** The cart an answer carries, whole or as `shoppingCart` (a whole one says so by its entries). */
function _cartOf(answer: unknown): Cart | undefined {
  const data = answer as { shoppingCart?: unknown; entries?: unknown } | null | undefined;
  const cart = data?.shoppingCart ?? (Array.isArray(data?.entries) ? data : undefined);
  const parsed = cart === undefined ? undefined : cartSchema.safeParse(cart);
  return parsed?.success ? parsed.data : undefined;
}

/** The cart with one entry's quantity changed (0: gone) and its totals to match; undefined if absent. */
function _withQuantity(cart: StoreCart, entryId: string, quantity: number): StoreCart | undefined {
  const entry = cart.entries.find((e) => e.id === entryId);
  if (!entry) return undefined;
  const delta = quantity - entry.quantity;
  const cents = delta * entry.purchasePriceCents;
  return {
    ...cart,
    entries: quantity
      ? cart.entries.map((e) =>
          e === entry ? { ...e, quantity, subTotal: e.purchasePriceCents * quantity } : e,
        )
      : cart.entries.filter((e) => e !== entry),
    totalQuantity: Math.max(0, cart.totalQuantity + delta),
    subtotalCents: cart.subtotalCents + cents,
    grandTotalCents: cart.grandTotalCents + cents,
  };
}

/** No answer, or one that does not say whether the change was made. */
function _unknownOutcome(error: ApiError): boolean {
  return ['network', 'timeout', 'malformed'].includes(error.kind) || error.status >= 500;
}
