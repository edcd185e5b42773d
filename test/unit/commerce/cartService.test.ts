import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartService } from '../../../src/commerce/cartService.ts';
import { cartOf, fakeApi } from '../harness/fakeApi.ts';
import type { PageRuntime } from '../harness/pageRuntime.ts';

/** A runtime as the loader hands it over, recording what the service announces. */
function runtimeRecording() {
  const listeners: Record<string, Array<(d: unknown) => void>> = {};
  const emitted: Array<[string, unknown]> = [];
  const errors: unknown[] = [];
  const runtime = {
    version: 'test',
    config: {},
    errors: [],
    on: (t: string, fn: (d: unknown) => void) => (listeners[t] ||= []).push(fn),
    off: () => {},
    emit: (t: string, d?: unknown) => {
      emitted.push([t, d]);
      for (const fn of listeners[t] ?? []) fn(d);
    },
    handleError: (e: unknown) => errors.push(e),
    refresh: () => {},
    register: () => {},
    consent: () => {},
  } as unknown as PageRuntime;
  return { runtime, emitted, errors };
}

const mug = (quantity: number, fields?: string) => {
  const cart = cartOf([{ itemId: 'ceramic-mug', sku: 'MUG', quantity, title: 'Ceramic Mug', cents: 1850 }]);
  if (fields) (cart.entries[0] as Record<string, unknown>).additionalFields = fields;
  return cart;
};

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  Cookies.set('crumb', 'c1');
});
afterEach(() => vi.unstubAllGlobals());

describe('cart service', () => {
  it("updates an entry's additional fields with recalculating set meanwhile, and announces the new cart", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      'PUT /api/commerce/cart/entries/entry-0/additional-fields': async () => {
        await gate;
        return {
          status: 200,
          body: {
            shoppingCart: mug(1, '{"engraving":"A"}'),
            updatedEntry: mug(1, '{"engraving":"A"}').entries[0],
          },
        };
      },
    });
    const { runtime, emitted } = runtimeRecording();
    const cart = new CartService(runtime);
    const seen: boolean[] = [];
    cart.listen((s) => seen.push(s.recalculating));
    const done = cart.updateAdditionalFields('entry-0', {
      itemId: 'ceramic-mug',
      sku: 'MUG',
      additionalFields: '{"engraving":"A"}',
    });
    expect(cart.state.recalculating).toBe(true);
    release();
    const entry = await done;
    expect(entry.additionalFields).toBe('{"engraving":"A"}');
    expect(cart.state.recalculating).toBe(false);
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    expect(api.received[0]!.headers['x-csrf-token']).toBe('c1');
    expect(emitted.filter(([t]) => t === 'cart:updated')).toHaveLength(1);
  });

  it('a failed update clears recalculating and rethrows the API error', async () => {
    fakeApi({
      'PUT /api/commerce/cart/entries/entry-0/additional-fields': () => ({
        status: 404,
        body: { message: 'No such entry.' },
      }),
    });
    const { runtime } = runtimeRecording();
    const cart = new CartService(runtime);
    await expect(
      cart.updateAdditionalFields('entry-0', { itemId: 'ceramic-mug', additionalFields: '{}' }),
    ).rejects.toMatchObject({ kind: 'http', status: 404, message: 'No such entry.' });
    expect(cart.state.recalculating).toBe(false);
  });

  it('starts a subscription and hands back the cart token', async () => {
    const api = fakeApi({
      'POST /api/commerce/cart/subscription': () => ({ status: 200, body: { cartToken: 'tok' } }),
    });
    const cart = new CartService(runtimeRecording().runtime);
    await expect(
      cart.createSubscription({ itemId: 'coffee', qty: 1, subscriptionOptionId: 'p1' }),
    ).resolves.toEqual({
      cartToken: 'tok',
    });
    expect(api.received[0]!.body).toEqual({ itemId: 'coffee', qty: 1, subscriptionOptionId: 'p1' });
  });

  it('takes a cart an integrator announces, and reports one that is not a cart', async () => {
    fakeApi({});
    const { runtime, errors } = runtimeRecording();
    const cart = new CartService(runtime);
    runtime.emit('cart:updated', mug(2));
    expect(cart.state.cart?.totalQuantity).toBe(2);
    runtime.emit('cart:updated', { ...mug(1), entries: [{ ...mug(1).entries[0], quantity: 'two' }] });
    runtime.emit('cart:updated', 'a cart');
    expect(cart.state.cart?.totalQuantity).toBe(2);
    expect(errors).toHaveLength(2);
  });

  it('reads the cart again when the page comes back from the back/forward cache', async () => {
    Cookies.set('ss_hasCart', 'true');
    let quantity = 1;
    const api = fakeApi({ 'GET /api/commerce/cart': () => ({ status: 200, body: mug(quantity) }) });
    const cart = new CartService(runtimeRecording().runtime);
    await vi.waitFor(() => expect(cart.state.cart?.totalQuantity).toBe(1));
    quantity = 3;
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.waitFor(() => expect(cart.state.cart?.totalQuantity).toBe(3));
    // A plain page show (not from the cache) reads nothing more. (Services of earlier stories
    // in this file listen too, as they would on one long-lived page: compare before and after.)
    const reads = api.received.filter((r) => r.method === 'GET').length;
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.received.filter((r) => r.method === 'GET')).toHaveLength(reads);
  });

  it('a 4xx read is not retried; a failed read keeps the last cart', async () => {
    Cookies.set('ss_hasCart', 'true');
    let answer = { status: 200, body: mug(1) as unknown };
    const api = fakeApi({ 'GET /api/commerce/cart': () => answer });
    const { runtime, emitted } = runtimeRecording();
    const cart = new CartService(runtime);
    await vi.waitFor(() => expect(cart.state.status).toBe('loaded'));
    answer = { status: 403, body: { message: 'Forbidden' } };
    await cart.reload();
    expect(cart.state).toMatchObject({
      status: 'error',
      cart: expect.objectContaining({ totalQuantity: 1 }),
    });
    expect(emitted.at(-1)).toEqual([
      'cart:error',
      expect.objectContaining({ attempt: 1, retryInMs: undefined }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.received.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('a change made here is sent to the other tabs', async () => {
    fakeApi({
      'POST /api/commerce/cart/entries': () => ({
        status: 200,
        body: { shoppingCart: mug(1), newlyAdded: mug(1).entries[0] },
      }),
    });
    const cart = new CartService(runtimeRecording().runtime);
    const otherTab = new BroadcastChannel('vitrine:cart');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    await cart.addEntry({ itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 });
    await vi.waitFor(() => expect(heard).toEqual([expect.objectContaining({ totalQuantity: 1 })]));
    otherTab.close();
  });
});

describe('the cart service when telling the other tabs is refused', () => {
  const added = () => ({
    status: 200,
    body: { shoppingCart: mug(1), newlyAdded: mug(1).entries[0] },
  });

  for (const [what, Channel] of [
    [
      'BroadcastChannel throwing when made',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    ],
    [
      'BroadcastChannel throwing on postMessage',
      class {
        onmessage: unknown = null;
        postMessage() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    ],
    ['BroadcastChannel missing and storage throwing', undefined],
  ] as const) {
    it(`${what}: an add the server accepted is an add, and nothing throws`, async () => {
      vi.stubGlobal('BroadcastChannel', Channel);
      if (!Channel) {
        vi.stubGlobal('localStorage', {
          setItem() {
            throw new DOMException('quota', 'QuotaExceededError');
          },
          removeItem() {},
        });
      }
      fakeApi({ 'POST /api/commerce/cart/entries': added });
      const { runtime, emitted, errors } = runtimeRecording();
      const service = new CartService(runtime);
      const result = await service.addEntry({ itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 });
      expect(result.entry.itemId).toBe('ceramic-mug');
      expect(service.state.cart?.totalQuantity).toBe(1);
      expect(emitted.map(([type]) => type)).toEqual(['cart:updated', 'cart:added']);
      expect(errors).toEqual([]);
    });
  }
});

describe('Cart model: at page start', () => {
  const WRAPPERS =
    '<div class="sqs-add-to-cart-button-wrapper" style="visibility: hidden"><div class="sqs-add-to-cart-button"></div></div>' +
    '<div class="sqs-add-to-cart-button-wrapper" style="visibility: hidden"><div class="sqs-add-to-cart-button"></div></div>';
  const visibility = () =>
    [...document.querySelectorAll<HTMLElement>('.sqs-add-to-cart-button-wrapper')].map(
      (w) => w.style.visibility,
    );
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('the cart is loaded only if authenticated, has-cart or a cart cookie; otherwise the add-to-cart wrappers are simply made visible', () => {
    document.body.innerHTML = WRAPPERS;
    const api = fakeApi({});
    new CartService(runtimeRecording().runtime);
    expect(api.received).toEqual([]);
    expect(visibility()).toEqual(['visible', 'visible']);
  });

  it('a cart to load: it is read, and the wrappers are left to the theme', async () => {
    document.body.innerHTML = WRAPPERS;
    Cookies.set('ss_hasCart', 'true');
    const api = fakeApi({ 'GET /api/commerce/cart': () => ({ status: 200, body: mug(1) }) });
    const cart = new CartService(runtimeRecording().runtime);
    await vi.waitFor(() => expect(cart.state.status).toBe('loaded'));
    expect(api.received.map((r) => r.path)).toEqual(['/api/commerce/cart']);
    expect(visibility()).toEqual(['hidden', 'hidden']);
  });
});
