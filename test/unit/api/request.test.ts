import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/ApiError.ts';
import { addCartEntry, fetchCart } from '../../../src/api/cartApi.ts';
import { routePath, routes } from '../../../src/api/routes.ts';

const calls: Array<{ url: string; init: RequestInit }> = [];

function answer(status: number, body: unknown, raw = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response(raw ? (body as string) : JSON.stringify(body), { status });
    }),
  );
}

const cart = { id: 'c1', totalQuantity: 2, subtotalCents: 3700, entries: [] };

beforeEach(() => {
  calls.length = 0;
  Cookies.set('crumb', 'abc123');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove('crumb');
});

describe('API request wrapper', () => {
  it('reads the cart with its query and fills every default of the model', async () => {
    answer(200, cart);
    const result = await fetchCart('https://api.example.com');
    expect(calls[0]!.url).toBe('https://api.example.com/api/commerce/cart?calculateSubtotal=true');
    expect(calls[0]!.init.method).toBe('GET');
    expect((calls[0]!.init.headers as Record<string, string>)['X-CSRF-Token']).toBeUndefined();
    expect(result).toMatchObject({
      id: 'c1',
      totalQuantity: 2,
      isPurchased: false,
      taxCents: 0,
      coupons: [],
    });
  });

  it('sends the crumb header and a JSON body on mutating calls', async () => {
    answer(200, { shoppingCart: cart, newlyAdded: { id: 'e1', itemId: 'mug', quantity: 1 } });
    await addCartEntry({ itemId: 'mug', sku: 'MUG', quantity: 1 });
    const { init } = calls[0]!;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-CSRF-Token']).toBe('abc123');
    expect(JSON.parse(init.body as string)).toEqual({ itemId: 'mug', sku: 'MUG', quantity: 1 });
  });

  it("maps 429 to the spec's message", async () => {
    answer(429, { message: 'slow down' });
    await expect(fetchCart()).rejects.toMatchObject({
      kind: 'rate-limited',
      message: 'Please try again in a few seconds.',
    });
  });

  it('maps a refused crumb to the session message, or the cookie message when cookies are off', async () => {
    answer(401, { crumbFail: true, message: 'bad crumb' });
    await expect(addCartEntry({ itemId: 'mug', quantity: 1 })).rejects.toMatchObject({
      kind: 'crumb',
      message: 'Your session has expired. Please reload the page and try again.',
    });
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    await expect(addCartEntry({ itemId: 'mug', quantity: 1 })).rejects.toMatchObject({
      message: 'Please enable cookies in your browser, reload the page, and try again.',
    });
  });

  it("shows the server's message on other failures", async () => {
    answer(409, { message: 'Sorry, we do not have enough of that item available.' });
    await expect(addCartEntry({ itemId: 'mug', quantity: 1 })).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      message: 'Sorry, we do not have enough of that item available.',
    });
  });

  it('refuses a body that is not JSON or not a cart', async () => {
    answer(200, '{"shoppingCart": <html>', true);
    await expect(fetchCart()).rejects.toMatchObject({ kind: 'malformed' });
    answer(200, { totalQuantity: 'three' });
    await expect(fetchCart()).rejects.toBeInstanceOf(ApiError);
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: URL, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const { request } = await import('../../../src/api/request.ts');
    await expect(request(routes.cart, { timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Please try again',
    });
  });

  it('encodes path parameters so an id cannot change the path', () => {
    expect(routePath(routes.cartUpdateEntryFields, { entryId: '../x?y' })).toBe(
      '/api/commerce/cart/entries/..%2Fx%3Fy/additional-fields',
    );
    expect(() => routePath(routes.formValidate)).toThrow(/Missing path parameter "id"/);
  });
});
