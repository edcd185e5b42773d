import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/ApiError.ts';
import {
  addCartEntry,
  createCartSubscription,
  fetchCart,
  fetchInventoryStock,
  updateCartEntryAdditionalFields,
} from '../../../src/api/cartApi.ts';
import { holdCrumb } from '../../../src/api/crumb.ts';
import { encodeBody } from '../../../src/api/encodeBody.ts';
import { fetchFormSubmissionKey, saveFormSubmission, validateForm } from '../../../src/api/formApi.ts';
import { signUpForRestock } from '../../../src/api/restockApi.ts';
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
  holdCrumb(undefined);
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

describe('API request wrapper: the other calls', () => {
  it('carries the error body’s code and form errors, and keeps the status', async () => {
    answer(409, {
      message: 'Sorry, we do not have enough of that item available.',
      code: 'insufficient-stock',
    });
    await expect(addCartEntry({ itemId: 'mug', quantity: 1 })).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      code: 'insufficient-stock',
    });
    answer(400, { message: 'One or more fields is invalid', errors: { email: 'Required' } });
    await expect(validateForm('contact-form', {})).rejects.toMatchObject({
      status: 400,
      fieldErrors: { email: 'Required' },
    });
  });

  it('keeps the status of a success whose body is garbage', async () => {
    answer(200, '{"shoppingCart": <html>Bad Gateway', true);
    await expect(fetchCart()).rejects.toMatchObject({ kind: 'malformed', status: 200 });
  });

  it('says to check the connection when the request never got an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchCart()).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      message: 'Please check your internet connection',
    });
  });

  it('a browser without fetch (or a page that removed it): the same words, never a ReferenceError', async () => {
    vi.stubGlobal('fetch', undefined);
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
    delete (globalThis as { fetch?: unknown }).fetch;
    try {
      await expect(fetchCart()).rejects.toMatchObject({
        kind: 'network',
        message: 'Please check your internet connection',
      });
    } finally {
      if (saved) Object.defineProperty(globalThis, 'fetch', saved);
    }
  });

  it("rejects with the caller's own abort, not as a failure to show", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: URL, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = fetchCart('', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('puts the entry id in the path and sends the crumb on the PUT', async () => {
    answer(200, { shoppingCart: cart, updatedEntry: { id: 'e/1', itemId: 'mug', quantity: 1 } });
    await updateCartEntryAdditionalFields('e/1', { itemId: 'mug', additionalFields: '{}' });
    expect(calls[0]!.url).toBe(`${location.origin}/api/commerce/cart/entries/e%2F1/additional-fields`);
    expect(calls[0]!.init.method).toBe('PUT');
    expect((calls[0]!.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('abc123');
  });

  it('reads a subscription token and the stock rows', async () => {
    answer(200, { cartToken: 't1' });
    expect(await createCartSubscription({ itemId: 'coffee', qty: 1 })).toEqual({ cartToken: 't1' });
    answer(200, { results: [{ unlimited: false, qtyInStock: 3 }] });
    expect(await fetchInventoryStock('shirt')).toEqual({ results: [{ unlimited: false, qtyInStock: 3 }] });
    expect(calls[1]!.url).toMatch(/\/api\/commerce\/inventory\/stock\?itemId=shirt$/);
  });

  it('sends form submission without the crumb, with cookies', async () => {
    answer(200, { key: 'k1' });
    await fetchFormSubmissionKey();
    answer(200, { success: true });
    await saveFormSubmission({ formId: 'contact-form', form: '{}', key: 'k1' });
    for (const { init } of calls) {
      expect((init.headers as Record<string, string>)['X-CSRF-Token']).toBeUndefined();
      expect(init.credentials).toBe('include');
    }
    expect((calls[1]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('accepts a 204 as success for the restock sign-up', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(
      signUpForRestock({
        isJoinMailingList: false,
        productId: 'scarf',
        variantId: 1,
        siteVisitorEmail: 'a@b.co',
        recaptchaEnterpriseV3Token: 't',
      }),
    ).resolves.toBeUndefined();
  });
});

describe('encoding a body as its route sends it', () => {
  it('form-encodes the census hit and sends performance records as text/plain JSON', () => {
    expect(encodeBody(routes.censusHit, { event: 'view', data: '{"a":1}', ss_cvr: undefined })).toEqual({
      text: 'event=view&data=%7B%22a%22%3A1%7D',
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    });
    expect(encodeBody(routes.performanceRecords, [{ ts: 1 }])).toEqual({
      text: '[{"ts":1}]',
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(encodeBody(routes.formSubmissionKey, undefined)).toBeUndefined();
  });
});

describe('a page the platform did not serve', () => {
  it('asks the API for a crumb before its first mutating call, then echoes it', async () => {
    Cookies.remove('crumb');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        calls.push({ url: String(url), init });
        if (String(url).endsWith('/api/commerce/crumb')) {
          Cookies.set('crumb', 'fresh-crumb'); // what the browser does with the answer's Set-Cookie
          return new Response(null, { status: 204 });
        }
        return new Response(
          JSON.stringify({ shoppingCart: cart, newlyAdded: { id: 'e', itemId: 'mug', quantity: 1 } }),
        );
      }),
    );
    await addCartEntry({ itemId: 'mug', quantity: 1 }, 'https://api.example.com');
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET https://api.example.com/api/commerce/crumb',
      'POST https://api.example.com/api/commerce/cart/entries',
    ]);
    expect((calls[1]!.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('fresh-crumb');
  });

  it('with cookies off, the crumb never arrives and the refusal says to enable cookies', async () => {
    Cookies.remove('crumb');
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        calls.push({ url: String(url), init });
        if (String(url).endsWith('/api/commerce/crumb')) return new Response(null, { status: 204 });
        return new Response(JSON.stringify({ message: 'refused', crumbFail: true }), { status: 401 });
      }),
    );
    await expect(addCartEntry({ itemId: 'mug', quantity: 1 })).rejects.toMatchObject({
      kind: 'crumb',
      message: 'Please enable cookies in your browser, reload the page, and try again.',
    });
    expect((calls[1]!.init.headers as Record<string, string>)['X-CSRF-Token']).toBeUndefined();
  });
});

describe("a page on another site than the API (it cannot read the API's cookies)", () => {
  const added = { shoppingCart: cart, newlyAdded: { id: 'e', itemId: 'mug', quantity: 1 } };
  const refused = { message: 'The CSRF crumb is missing, expired or does not match.', crumbFail: true };

  /** The API: the crumb route answers the crumbs given in turn (in its body only); adds answer `adds` in turn. */
  function api(crumbs: string[], adds: Array<[number, unknown]>) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        calls.push({ url: String(url), init });
        if (String(url).endsWith('/api/commerce/crumb')) return Response.json({ crumb: crumbs.shift() });
        const [status, body] = adds.shift()!;
        return Response.json(body, { status });
      }),
    );
  }
  const sent = () =>
    calls.map(
      (c) =>
        `${c.init.method} ${new URL(c.url).pathname} ${(c.init.headers as Record<string, string>)['X-CSRF-Token'] ?? '-'}`,
    );

  beforeEach(() => Cookies.remove('crumb'));

  it('keeps the crumb the crumb route answers and sends it, asking only once', async () => {
    api(
      ['held-1'],
      [
        [200, added],
        [200, added],
      ],
    );
    await addCartEntry({ itemId: 'mug', quantity: 1 }, 'https://api.example.com');
    await addCartEntry({ itemId: 'mug', quantity: 1 }, 'https://api.example.com');
    expect(sent()).toEqual([
      'GET /api/commerce/crumb -',
      'POST /api/commerce/cart/entries held-1',
      'POST /api/commerce/cart/entries held-1',
    ]);
  });

  it('sends a crumb cookie it can read rather than the one it holds: the platform may rotate it', async () => {
    api(
      ['held-1'],
      [
        [200, added],
        [200, added],
      ],
    );
    await addCartEntry({ itemId: 'mug', quantity: 1 });
    Cookies.set('crumb', 'rotated');
    await addCartEntry({ itemId: 'mug', quantity: 1 });
    expect(sent().slice(1)).toEqual([
      'POST /api/commerce/cart/entries held-1',
      'POST /api/commerce/cart/entries rotated',
    ]);
  });

  it('when the crumb it held is refused, fetches a fresh one and sends the add once more: one add, not two', async () => {
    api(
      ['held-1', 'held-2'],
      [
        [401, refused],
        [200, added],
      ],
    );
    await expect(addCartEntry({ itemId: 'mug', quantity: 1 })).resolves.toMatchObject({
      newlyAdded: { id: 'e' },
    });
    expect(sent()).toEqual([
      'GET /api/commerce/crumb -',
      'POST /api/commerce/cart/entries held-1',
      'GET /api/commerce/crumb -',
      'POST /api/commerce/cart/entries held-2',
    ]);
  });

  it('retries only once: a second refusal is the session-expired message', async () => {
    api(
      ['held-1', 'held-2'],
      [
        [401, refused],
        [401, refused],
      ],
    );
    await expect(addCartEntry({ itemId: 'mug', quantity: 1 })).rejects.toMatchObject({
      kind: 'crumb',
      message: 'Your session has expired. Please reload the page and try again.',
    });
    expect(sent().filter((c) => c.startsWith('POST'))).toHaveLength(2);
  });

  it('never sends an add again after a failure other than a crumb refusal (it may have gone through)', async () => {
    api(['held-1', 'held-2'], [[500, { message: 'Server error' }]]);
    await expect(addCartEntry({ itemId: 'mug', quantity: 1 })).rejects.toMatchObject({ status: 500 });
    expect(sent()).toEqual(['GET /api/commerce/crumb -', 'POST /api/commerce/cart/entries held-1']);
  });

  it("does not retry a refused crumb cookie: that is the platform's session, which expired", async () => {
    Cookies.set('crumb', 'cookie-crumb');
    api(['held-1'], [[401, refused]]);
    await expect(addCartEntry({ itemId: 'mug', quantity: 1 })).rejects.toMatchObject({ kind: 'crumb' });
    expect(sent()).toEqual(['POST /api/commerce/cart/entries cookie-crumb']);
  });

  it('two first calls at once ask for one crumb', async () => {
    api(
      ['held-1', 'held-2'],
      [
        [200, added],
        [200, added],
      ],
    );
    await Promise.all([
      addCartEntry({ itemId: 'mug', quantity: 1 }),
      addCartEntry({ itemId: 'mug', quantity: 1 }),
    ]);
    expect(sent().sort()).toEqual([
      'GET /api/commerce/crumb -',
      'POST /api/commerce/cart/entries held-1',
      'POST /api/commerce/cart/entries held-1',
    ]);
  });
});
