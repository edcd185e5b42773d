// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './startServer.ts';

/** Product reviews on the fixture server: stored in SQLite, listed, summed up, written, refused. */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const api = (path: string) => `${server.base}/api/commerce/products/${path}`;
const get = async (path: string) => {
  const res = await fetch(api(path));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const post = (itemId: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(api(`${itemId}/reviews`), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-CSRF-Token': server.crumb,
      Cookie: server.cookies(),
      ...headers,
    },
    body: JSON.stringify(body),
  });
const good = { rating: '4', title: 'Nice mug', text: 'Holds a lot of tea.', name: 'Ada' };

describe('product reviews: the routes', () => {
  it('the summary: average to one decimal, count, distribution from 5 stars down', async () => {
    expect(await get('canvas-tote/reviews/summary')).toEqual({
      status: 200,
      body: { average: 4.6, count: 12, distribution: [8, 3, 1, 0, 0] },
    });
    // A product without reviews exists (the demo's Ceramic Mug, at first).
    expect((await get('gift-card/reviews/summary')).body).toEqual({
      average: 0,
      count: 0,
      distribution: [0, 0, 0, 0, 0],
    });
    expect((await get('no-such-thing/reviews/summary')).status).toBe(404);
  });

  it('lists a page in each order: newest, highest, lowest; pages past the last read the last', async () => {
    const newest = await get('canvas-tote/reviews');
    expect(newest.body).toMatchObject({ sort: 'newest', page: 1, pageCount: 3, total: 12 });
    const dates = (newest.body.reviews as Array<{ created: string }>).map((r) => r.created);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newest.body.reviews).toHaveLength(5);
    const highest = (await get('canvas-tote/reviews?sort=highest&page=3')).body;
    expect((highest.reviews as Array<{ rating: number }>).map((r) => r.rating)).toEqual([4, 3]);
    const lowest = (await get('canvas-tote/reviews?sort=lowest')).body;
    expect((lowest.reviews as Array<{ rating: number }>).map((r) => r.rating)).toEqual([3, 4, 4, 4, 5]);
    expect((await get('canvas-tote/reviews?page=9')).body).toMatchObject({ page: 3 });
    expect((await get('canvas-tote/reviews?pageSize=20')).body.reviews).toHaveLength(12);
    expect((await get('canvas-tote/reviews?sort=random')).status).toBe(400);
  });

  it('a review is written, crumb-protected, and comes first among the newest', async () => {
    expect((await post('ceramic-mug', good, { 'X-CSRF-Token': 'wrong' })).status).toBe(401);
    const res = await post('ceramic-mug', good);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      productId: 'ceramic-mug',
      rating: 4,
      author: 'Ada',
      verified: false,
    });
    const first = (await get('ceramic-mug/reviews')).body.reviews as Array<{ title: string }>;
    expect(first[0]!.title).toBe('Nice mug');
  });

  it("refuses by the forms' rules, with the forms' messages by field", async () => {
    const res = await post('ceramic-mug', { rating: '7', title: ' ', text: 'x'.repeat(2001), name: 'Bo' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'One or more fields is invalid, please check your entries.',
      code: 'invalid',
      errors: { rating: 'Required', title: 'Required', text: 'You have exceeded the character limit.' },
    });
    expect((await post('no-such-thing', good)).status).toBe(404);
  });

  it('plays its faults', async () => {
    const res = await fetch(api('canvas-tote/reviews?__fault=500'));
    expect(res.status).toBe(500);
  });

  it('the product page renders the summary and the first page without script; a product without reviews has no marker', async () => {
    const html = await (
      await fetch(`${server.base}/shop/canvas-tote?reviews-sort=lowest&reviews-page=2`)
    ).text();
    expect(html).toContain('data-vitrine="reviews"');
    expect(html).toContain('aria-label="4.6 out of 5 stars"');
    expect(html).toContain('12 reviews');
    expect(html).toContain('class="product-reviews-link"');
    expect(html).toContain('<option value="lowest" selected>');
    expect(html).toContain('Page 2 of 3');
    const bare = await (await fetch(`${server.base}/shop/gift-card`)).text();
    expect(bare).not.toContain('data-vitrine="reviews"');
    expect(bare).not.toContain('product-reviews');
  });

  it("a reviewer's text is shown as text, never as HTML", async () => {
    await post('field-guide-ebook', { ...good, title: '<img src=x onerror=alert(1)>', name: '<b>Eve</b>' });
    const html = await (await fetch(`${server.base}/shop/field-guide-ebook`)).text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<b>Eve</b>');
  });

  it("a buyer's review is verified when their order holds the product, and the order page links the request page", async () => {
    const id = '0b0e4c6a-1f6e-4d3c-9a43-2f1d5c0a7e11';
    const order = {
      id,
      purchasedCartId: 'cart-1',
      testMode: true,
      websiteId: 'vitrine-demo',
      currencyCode: 'USD',
      items: [{ sku: 'MUG', productName: 'Ceramic Mug', quantity: 1, unitPrice: 1850 }],
      grandTotal: 1850,
      shippingTotal: 0,
      taxTotal: 0,
      created: Date.now(),
    };
    server.db
      .prepare('INSERT INTO orders (id, cart_id, data, created) VALUES (?, ?, ?, ?)')
      .run(id, 'cart-1', JSON.stringify(order), Date.now());
    expect(await (await post('ceramic-mug', { ...good, orderId: id })).json()).toMatchObject({
      verified: true,
    });
    // The order names no tote: a review of the tote with it is no verified buyer's.
    expect(await (await post('canvas-tote', { ...good, orderId: id })).json()).toMatchObject({
      verified: false,
    });
    const page = await (await fetch(`${server.base}/order/${id}`)).text();
    expect(page).toContain(`href="/reviews-request?product=ceramic-mug&amp;order=${id}"`);
    const request = await (
      await fetch(`${server.base}/reviews-request?product=ceramic-mug&order=${id}`)
    ).text();
    expect(request).toContain(`data-vitrine-order-id="${id}"`);
  });

  it('the reviews-request page is page type 209 with the form', async () => {
    const html = await (await fetch(`${server.base}/reviews-request?product=canvas-tote`)).text();
    expect(html).toContain('data-page-type="209"');
    expect(html).toContain(
      'class="product-review-form" data-vitrine="reviews" data-vitrine-product-id="canvas-tote"',
    );
    expect((await fetch(`${server.base}/reviews-request?product=nope`)).status).toBe(404);
  });
});
