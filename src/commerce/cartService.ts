import { ApiError } from '../api/ApiError.ts';
import {
  addCartEntry,
  createCartSubscription,
  fetchCart,
  updateCartEntryAdditionalFields,
} from '../api/cartApi.ts';
import { type AddEntryRequest, type AddEntryResponse, cartSchema } from '../api/schemas.ts';
import { pageSettings } from '../runtime/settings.ts';
import type { VitrineRuntime } from '../runtime/types.ts';
import type { Cart, CartEntry, StoreCart } from './cart.ts';
import { shouldLoadCartAtStart } from './cartLoadPolicy.ts';
import { crossTab } from './crossTab.ts';
import type { ProductPageKind } from './productScope.ts';
import { readCookies } from './readCookies.ts';

export type CartStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface CartState {
  status: CartStatus;
  /** the last cart seen, kept while a reload fails: a failure never empties the pill */
  cart: StoreCart | null;
  /** set while a form-submission update recalculates the cart (spec: cart model) */
  recalculating: boolean;
  /** why the last read failed, while status is 'error' */
  error?: ApiError;
}

/** What `cart:added` carries: the popover and trackers read it. */
export interface CartAdded {
  cart: StoreCart;
  entry: CartEntry;
  /** the product's title, for '{productName} was added to your cart.' */
  productName: string;
  item?: AddEntryResponse['item'];
  /** where the shopper added it from, for the add-to-cart tracking event */
  productPage?: ProductPageKind;
}

/** Retry delays for a failed read: 1 s doubling to 30 s, then it waits for 'online' or a reload. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000];

/** What `cart:removed` carries: the entry gone and the cart after (the tracker's remove from cart). */
export interface CartRemoved {
  cart: StoreCart;
  entry: CartEntry;
}

type Listener = (state: CartState) => void;

/**
 * The cart as a service, started once by the runtime (src/runtime/services.ts), never by a
 * widget: reads (at page start only when the spec's policy allows), add, update additional
 * fields and subscribe (an entry's quantity and removal: src/widgets/cart/cartChanges.ts); every
 * change announced as `cart:updated` and sent to the other tabs.
 * A failed read keeps the last cart, retries with backoff and is announced as `cart:error`.
 */
export class CartService {
  private _state: CartState = { status: 'idle', cart: null, recalculating: false };
  private readonly _listeners = new Set<Listener>();
  private _attempt = 0;
  private _retry: ReturnType<typeof setTimeout> | undefined;
  private readonly _tabs;
  private readonly _base: string;
  private readonly _currency: string | undefined;
  private _warnedCurrency = false;

  constructor(private readonly runtime: VitrineRuntime) {
    const settings = pageSettings(runtime.config);
    this._base = settings.apiBase;
    this._currency = settings.currency;
    // Another tab changed the cart: show it here too, without echoing it back.
    this._tabs = crossTab((data) => {
      const parsed = cartSchema.safeParse(data);
      if (parsed.success) this._set({ status: 'loaded', cart: parsed.data, error: undefined }, false);
    });
    // An integrator who changed the cart announces it: take it (ours come back as the same object).
    runtime.on('cart:updated', (detail) => {
      if (detail === this._state.cart) return;
      const parsed = cartSchema.safeParse(detail);
      if (parsed.success) this._set({ status: 'loaded', cart: parsed.data, error: undefined });
      else {
        runtime.handleError(new TypeError('cart:updated carried something that is not a cart'), 'cart');
      }
    });
    // Restored from the back/forward cache: the cart may have changed in another tab meanwhile.
    addEventListener('pageshow', (event) => {
      if (event.persisted) this._loadIfAllowed();
    });
    addEventListener('online', () => {
      if (this._state.status === 'error') void this.reload();
    });
    this._loadIfAllowed();
  }

  get state(): CartState {
    return this._state;
  }

  /** Call `fn` on every change; returns the function that stops it. */
  listen(fn: Listener): () => void {
    this._listeners.add(fn);
    return () => this._listeners.delete(fn);
  }

  /** Read the cart now (loading → loaded); on failure keep the last cart and retry with backoff. */
  async reload(): Promise<Cart | undefined> {
    clearTimeout(this._retry);
    this._set({ status: 'loading' }, false);
    try {
      const cart = await fetchCart(this._base);
      this._attempt = 0;
      this._set({ status: 'loaded', cart, error: undefined }, false);
      return cart;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError('network', String(error));
      const delay = _retryable(apiError) ? RETRY_DELAYS_MS[this._attempt] : undefined;
      this._attempt += 1;
      this._set({ status: 'error', error: apiError }, false);
      this.runtime.emit('cart:error', { error: apiError, attempt: this._attempt, retryInMs: delay });
      if (delay !== undefined) this._retry = setTimeout(() => void this.reload(), delay);
      return undefined;
    }
  }

  /**
   * Add an entry; the new cart is announced and `cart:added` tells the popover what was added.
   * A garbled answer to a call the server said went through (2xx) is checked against the cart
   * read back: the item is likely in it, and telling the shopper it failed would be wrong.
   */
  async addEntry(body: AddEntryRequest, productPage?: ProductPageKind): Promise<CartAdded> {
    const before = _held(this._state.cart, body.itemId);
    let added: CartAdded;
    try {
      const response = await addCartEntry(body, this._base);
      added = {
        cart: this._inStoreCurrency(response.shoppingCart),
        entry: response.newlyAdded,
        productName: response.item?.title || response.newlyAdded.title,
        item: response.item,
        productPage,
      };
    } catch (error) {
      if (!(
        error instanceof ApiError &&
        error.kind === 'malformed' &&
        error.status >= 200 &&
        error.status < 300
      )) {
        throw error;
      }
      const cart = await this.reload();
      const entry = cart?.entries.findLast((e) => e.itemId === body.itemId);
      if (!cart || !entry || _held(cart, body.itemId) <= before) throw error;
      added = { cart: this._inStoreCurrency(cart), entry, productName: entry.title, productPage };
      // reload() took this cart in quietly; the other tabs still have to hear of the add.
      this._tabs.post(cart);
    }
    this._set({ status: 'loaded', cart: added.cart, error: undefined });
    this.runtime.emit('cart:added', added);
    return added;
  }

  /** Update an entry's additional fields; `recalculating` is set meanwhile (spec: cart model). */
  async updateAdditionalFields(
    entryId: string,
    body: { itemId: string; sku?: string; additionalFields: string },
  ): Promise<CartEntry> {
    this._set({ recalculating: true }, false);
    try {
      const response = await updateCartEntryAdditionalFields(entryId, body, this._base);
      this._set({ status: 'loaded', cart: response.shoppingCart, error: undefined });
      return response.updatedEntry;
    } finally {
      if (this._state.recalculating) this._set({ recalculating: false }, false);
    }
  }

  /**
   * Take in a cart a change of the cart page brought (src/widgets/cart/cartChanges.ts: quantity
   * and removal live there, so the product page never downloads them). `share`: announce it to
   * the other tabs as well, even when it is the cart shown already (an optimistic one).
   */
  take(cart: Cart | null, share: boolean): void {
    const previous = this._state.cart;
    this._set({ status: 'loaded', cart, error: undefined }, share);
    if (share && this._state.cart && this._state.cart === previous) this._tabs.post(previous);
  }

  /** Start a subscription checkout; the caller sends the shopper on with the cart token. */
  createSubscription(body: Parameters<typeof createCartSubscription>[0]): Promise<{ cartToken: string }> {
    return createCartSubscription(body, this._base);
  }

  /**
   * The cart with the currency its amounts are in: its own currencyCode, else the store's (the
   * page's data-currency), else the spec's default, USD, with one warning: never silently.
   */
  private _inStoreCurrency(cart: Cart): StoreCart {
    if (cart.currencyCode) return cart as StoreCart;
    if (!this._currency && !this._warnedCurrency) {
      this._warnedCurrency = true;
      console.warn(
        "[vitrine] the cart carries no currencyCode and the loader's <script> tag no data-currency: amounts are shown in USD",
      );
    }
    return { ...cart, currencyCode: this._currency ?? 'USD' };
  }

  /**
   * Storefront spec §4, cart model: the cart is read only when the policy allows; "otherwise the
   * add-to-cart wrappers are simply made visible" (`add-to-cart-btn`'s wrappers, inline
   * visibility: visible, over a theme that hides them until the cart is known).
   */
  private _loadIfAllowed() {
    if (shouldLoadCartAtStart(readCookies())) void this.reload();
    else
      document
        .querySelectorAll<HTMLElement>('.sqs-add-to-cart-button-wrapper')
        .forEach((w) => (w.style.visibility = 'visible'));
  }

  /** Every change goes to the listeners; a new cart is announced and, when ours, sent to other tabs. */
  private _set(change: Partial<Omit<CartState, 'cart'>> & { cart?: Cart | null }, broadcast = true) {
    const previous = this._state.cart;
    const { cart: incoming, ...rest } = change;
    let next: Partial<CartState> =
      incoming === undefined ? rest : { ...rest, cart: incoming && this._inStoreCurrency(incoming) };
    // The cart we hold, come back (another copy of this service on the page heard ours, from an
    // event or another tab's message): nothing changed, and answering would echo it for ever.
    if (next.cart && previous && JSON.stringify(next.cart) === JSON.stringify(previous)) {
      next = { ...next, cart: previous };
    }
    this._state = { ...this._state, ...next };
    for (const fn of this._listeners) fn(this._state);
    const cart = this._state.cart;
    if (cart && cart !== previous) {
      // Vitrine.cart, the last cart announced: written here only, so it is always a cart (one a
      // page announced is checked first) in the store's currency.
      this.runtime.cart = cart;
      this.runtime.emit('cart:updated', cart);
      if (broadcast) this._tabs.post(cart);
    }
  }
}

/** Units of `itemId` in the cart, whatever the variant. */
function _held(cart: Cart | null | undefined, itemId: string): number {
  return (cart?.entries ?? []).filter((e) => e.itemId === itemId).reduce((sum, e) => sum + e.quantity, 0);
}

/** Worth trying again: the network, a timeout, a busy or failing server, a garbled answer. */
function _retryable(error: ApiError): boolean {
  return error.kind !== 'http' || error.status >= 500;
}
