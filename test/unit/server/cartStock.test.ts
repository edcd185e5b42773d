// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

function add(body: unknown, cartCookie = '') {
  return fetch(`${server.base}/api/commerce/cart/entries`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-CSRF-Token': server.crumb,
      Cookie: server.cookies(cartCookie),
    },
    body: JSON.stringify(body),
  });
}

describe('stock of a variant across cart entries', () => {
  it('counts every entry of the variant, also those added with additional fields', async () => {
    // Medium has 3 in stock; entries with additional fields are kept apart, one row each.
    const withFields = (note: string) => ({
      itemId: 'linen-shirt',
      sku: 'SHIRT-M',
      quantity: 1,
      additionalFields: JSON.stringify({ monogram: note }),
    });
    const first = await add(withFields('A'));
    expect(first.status).toBe(200);
    const cart = cookieFrom(first, 'ss_cart');
    expect((await add(withFields('B'), cart)).status).toBe(200);
    expect((await add({ itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 1 }, cart)).status).toBe(200);

    const fourth = await add(withFields('D'), cart);
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toMatchObject({
      message: 'Sorry, we do not have enough of that item available.',
    });
    const read = await (
      await fetch(`${server.base}/api/commerce/cart`, { headers: { Cookie: cart } })
    ).json();
    expect(read.totalQuantity).toBe(3);
    expect(read.entries).toHaveLength(3);
  });
});
