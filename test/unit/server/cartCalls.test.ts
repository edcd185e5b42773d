// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

function call(
  method: string,
  path: string,
  body: unknown,
  cookie = '',
  headers: Record<string, string> = {},
) {
  return fetch(`${server.base}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-CSRF-Token': server.crumb,
      Cookie: server.cookies(cookie),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

async function cartWithShirt() {
  const res = await call('POST', '/api/commerce/cart/entries', {
    itemId: 'linen-shirt',
    sku: 'SHIRT-S',
    quantity: 1,
    additionalFields: JSON.stringify({ monogram: 'AB' }),
  });
  const body = await res.json();
  return { cart: cookieFrom(res, 'ss_cart'), entryId: body.newlyAdded.id as string };
}

const fieldsPath = (entryId: string) =>
  `/api/commerce/cart/entries/${encodeURIComponent(entryId)}/additional-fields`;

describe('updating an entry’s additional fields', () => {
  it('replaces the fields and answers the cart and the updated entry', async () => {
    const { cart, entryId } = await cartWithShirt();
    const res = await call(
      'PUT',
      fieldsPath(entryId),
      { itemId: 'linen-shirt', sku: 'SHIRT-S', additionalFields: JSON.stringify({ monogram: 'XY' }) },
      cart,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.updatedEntry).toMatchObject({
      id: entryId,
      additionalFields: '{"monogram":"XY"}',
      quantity: 1,
    });
    expect(body.shoppingCart.entries[0].additionalFields).toBe('{"monogram":"XY"}');
  });

  it("refuses an entry of someone else's cart as not found", async () => {
    const { entryId } = await cartWithShirt();
    const { cart: otherCart } = await cartWithShirt();
    const body = { itemId: 'linen-shirt', additionalFields: '{}' };
    const res = await call('PUT', fieldsPath(entryId), body, otherCart);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not-found' });
    expect((await call('PUT', fieldsPath(entryId), body)).status).toBe(404);
  });

  it('refuses fields that name another item', async () => {
    const { cart, entryId } = await cartWithShirt();
    const res = await call(
      'PUT',
      fieldsPath(entryId),
      { itemId: 'ceramic-mug', additionalFields: '{}' },
      cart,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'entry-mismatch' });
  });
});

describe('subscribing', () => {
  it('answers a cart token for a subscribable product, with or without its option id', async () => {
    const plain = await call('POST', '/api/commerce/cart/subscription', {
      itemId: 'coffee-subscription',
      qty: 2,
    });
    expect(plain.status).toBe(200);
    const { cartToken } = await plain.json();
    expect(cartToken).toMatch(/^[0-9a-f]{32}$/);
    const withOption = await call('POST', '/api/commerce/cart/subscription', {
      itemId: 'coffee-subscription',
      sku: 'COFFEE',
      qty: 1,
      subscriptionOptionId: 'coffee-subscription-COFFEE-plan',
      additionalFields: '{"grind":"fine"}',
    });
    expect(withOption.status).toBe(200);
    expect((await withOption.json()).cartToken).not.toBe(cartToken);
  });

  it('refuses what cannot be subscribed to, with the reason', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ itemId: 'nope', qty: 1 }, 404, 'not-found'],
      [{ itemId: 'ceramic-mug', qty: 1 }, 400, 'not-subscribable'],
      [{ itemId: 'coffee-subscription', sku: 'TEA', qty: 1 }, 400, 'variant-unavailable'],
      [
        { itemId: 'coffee-subscription', qty: 1, subscriptionOptionId: 'x' },
        400,
        'subscription-option-unavailable',
      ],
    ];
    for (const [body, status, code] of cases) {
      const res = await call('POST', '/api/commerce/cart/subscription', body);
      expect(res.status, code).toBe(status);
      expect(await res.json()).toMatchObject({ code });
    }
    const soldOut = await call(
      'POST',
      '/api/commerce/cart/subscription',
      { itemId: 'coffee-subscription', qty: 1 },
      '',
      { 'X-Vitrine-Fault': 'sold-out' },
    );
    expect(soldOut.status).toBe(409);
    expect(await soldOut.json()).toMatchObject({ code: 'insufficient-stock' });
  });

  it('needs the crumb', async () => {
    const res = await call(
      'POST',
      '/api/commerce/cart/subscription',
      { itemId: 'coffee-subscription', qty: 1 },
      '',
      {
        'X-CSRF-Token': 'forged',
      },
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ crumbFail: true });
  });
});

describe('inventory stock', () => {
  const stock = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}/api/commerce/inventory/stock?${query}`, { headers });

  it('answers one row per variant, as stocked', async () => {
    const res = await stock('itemId=linen-shirt');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      results: [
        { unlimited: false, qtyInStock: 12 },
        { unlimited: false, qtyInStock: 3 },
        { unlimited: false, qtyInStock: 0 },
      ],
    });
    expect(await (await stock('itemId=ceramic-mug')).json()).toEqual({
      results: [{ unlimited: true, qtyInStock: 0 }],
    });
  });

  it('answers 404 for an unknown item, and no stock at all under the sold-out fault', async () => {
    expect((await stock('itemId=nope')).status).toBe(404);
    const soldOut = await stock('itemId=ceramic-mug&__fault=sold-out');
    expect(await soldOut.json()).toEqual({ results: [{ unlimited: false, qtyInStock: 0 }] });
  });
});

describe('a crumb for a page the platform did not serve', () => {
  it('GET /api/commerce/crumb sets one for a visitor without a valid crumb, answers it in its body too, and that crumb is accepted', async () => {
    const server = await startServer();
    try {
      const res = await fetch(`${server.base}/api/commerce/crumb`);
      expect(res.status).toBe(200);
      const fresh = /crumb=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
      expect(fresh).toMatch(/^[0-9a-f]{32}$/);
      expect(await res.json()).toEqual({ crumb: fresh });
      const again = await fetch(`${server.base}/api/commerce/crumb`, {
        headers: { Cookie: `crumb=${fresh}` },
      });
      expect(again.headers.get('set-cookie')).toBeNull();
      // A valid crumb is kept, and answered: a page on another site cannot read the cookie.
      expect(await again.json()).toEqual({ crumb: fresh });
      const add = await fetch(`${server.base}/api/commerce/cart/entries`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': fresh!, Cookie: `crumb=${fresh}` },
        body: JSON.stringify({ itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 }),
      });
      expect(add.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
