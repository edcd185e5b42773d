// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { cookieFrom, type RunningServer, startServer } from './startServer.ts';

// The demo checkout on real HTTP: orders check and take the stock in one transaction, so however
// many shoppers press Place Order at once, no more is sold than there is.
let server: RunningServer;
afterEach(() => server.close());

/** A visitor with a cart of their own holding these lines: the cart cookie. */
async function visitorWith(lines: Array<{ itemId: string; sku: string; quantity: number }>): Promise<string> {
  let cart = '';
  for (const line of lines) {
    const res = await fetch(`${server.base}/api/commerce/cart/entries`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-CSRF-Token': server.crumb,
        Cookie: server.cookies(cart),
      },
      body: JSON.stringify(line),
    });
    expect(res.status).toBe(200);
    cart ||= cookieFrom(res, 'ss_cart');
  }
  return cart;
}

/** Place Order, as the checkout page's form posts it (from the store's own page). */
function placeOrder(cart: string, origin = server.base) {
  return fetch(`${server.base}/checkout`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin,
      Cookie: server.cookies(cart),
    },
  });
}

async function readCart(cart: string) {
  const res = await fetch(`${server.base}/api/commerce/cart`, { headers: { Cookie: cart } });
  return (await res.json()) as { totalQuantity: number };
}

async function stockOf(itemId: string) {
  const res = await fetch(`${server.base}/api/commerce/inventory/stock?itemId=${itemId}`);
  return ((await res.json()) as { results: Array<{ qtyInStock: number }> }).results.map((r) => r.qtyInStock);
}

const CHAIR = { itemId: 'reading-chair', sku: 'CHAIR' };

describe('placing orders against the stock', () => {
  it('of 12 shoppers ordering the last 2 chairs at once, exactly 2 get them; the others are told what ran out', async () => {
    server = await startServer();
    expect(await stockOf('reading-chair')).toEqual([2]);
    const carts = await Promise.all(
      Array.from({ length: 12 }, () => visitorWith([{ ...CHAIR, quantity: 1 }])),
    );

    const answers = await Promise.all(carts.map((cart) => placeOrder(cart)));
    const placed = answers.filter(
      (r) => r.status === 303 && /^\/order\/[0-9a-f-]{36}$/.test(r.headers.get('location') ?? ''),
    );
    const refused = answers.filter((r) => r.status === 409);
    expect(placed).toHaveLength(2);
    expect(refused).toHaveLength(10);

    const page = await refused[0]!.text();
    expect(page).toContain('Your order was not placed: not enough is left of some items in your cart.');
    expect(page).toContain('<li>Oak Reading Chair: 1 in your cart, none left.</li>');
    expect(page).toContain('Nothing was ordered, and your cart is as it was.');
    // The refused carts still hold their chair; the stock is gone, and a new add says so.
    const left = await Promise.all(carts.map(readCart));
    expect(left.filter((c) => c.totalQuantity === 1)).toHaveLength(10);
    expect(left.filter((c) => c.totalQuantity === 0)).toHaveLength(2);
    expect(await stockOf('reading-chair')).toEqual([0]);
    const more = await fetch(`${server.base}/api/commerce/cart/entries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': server.crumb, Cookie: server.cookies() },
      body: JSON.stringify({ ...CHAIR, quantity: 1 }),
    });
    expect(more.status).toBe(409);
    expect(await more.json()).toMatchObject({ code: 'insufficient-stock' });
  });

  it('with every cart holding both chairs, exactly one order of the 8 goes through', async () => {
    server = await startServer();
    const carts = await Promise.all(
      Array.from({ length: 8 }, () => visitorWith([{ ...CHAIR, quantity: 2 }])),
    );
    const answers = await Promise.all(carts.map((cart) => placeOrder(cart)));
    expect(answers.map((r) => r.status).sort()).toEqual([303, 409, 409, 409, 409, 409, 409, 409]);
    const refused = await answers.find((r) => r.status === 409)!.text();
    expect(refused).toContain('<li>Oak Reading Chair: 2 in your cart, none left.</li>');
  });

  it('names a short line with its options as the cart does, orders nothing of a cart with one short line, and warns at checkout', async () => {
    server = await startServer();
    // Medium linen shirts: 3 in stock. The first shopper buys 2; the second wants 2 and a mug.
    const first = await visitorWith([{ itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 2 }]);
    const second = await visitorWith([
      { itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 2 },
      { itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 },
    ]);
    expect((await placeOrder(first)).status).toBe(303);

    const checkout = await (await fetch(`${server.base}/checkout`, { headers: { Cookie: second } })).text();
    expect(checkout).toContain(
      'Not enough is left of some items in your cart, so the order cannot be placed as it is.',
    );
    expect(checkout).toContain('<li>Linen Shirt (Size: Medium): 2 in your cart, only 1 left.</li>');

    const refused = await placeOrder(second);
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain('<li>Linen Shirt (Size: Medium): 2 in your cart, only 1 left.</li>');
    expect(page).not.toContain('Ceramic Mug: '); // the unlimited mug is not short
    expect((await readCart(second)).totalQuantity).toBe(3);
    expect(await stockOf('linen-shirt')).toEqual([12, 1, 0]);
  });

  it('refuses Place Order sent from a page of another site: 403, nothing ordered, the cart kept', async () => {
    server = await startServer();
    const cart = await visitorWith([{ ...CHAIR, quantity: 2 }]);
    for (const origin of ['http://evil.example', 'null']) {
      const res = await placeOrder(cart, origin);
      expect(res.status).toBe(403);
      expect(await res.text()).toBe(
        `A page on ${origin} may not place orders here: only this store's own pages and the allowed origins may.`,
      );
    }
    expect((await readCart(cart)).totalQuantity).toBe(2);
    expect(await stockOf('reading-chair')).toEqual([2]);
    // The store's own page, and a client that sends no Origin (not a browser), may.
    const res = await fetch(`${server.base}/checkout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: server.cookies(cart) },
    });
    expect(res.status).toBe(303);
    expect(await stockOf('reading-chair')).toEqual([0]);
  });
});
