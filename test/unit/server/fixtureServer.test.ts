// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFixtureServer, type FixtureServer } from '../../../fixtures/server/createServer.ts';
import { openDatabase } from '../../../fixtures/server/state/db.ts';
import type { LoggedRequest } from '../../../fixtures/server/http/requestLog.ts';

const repo = join(import.meta.dirname, '..', '..', '..');
let fixture: FixtureServer;
let base: string;
let crumb: string;

beforeAll(async () => {
  fixture = createFixtureServer({
    db: openDatabase(':memory:'),
    distDir: join(repo, 'dist'),
    siteDir: join(repo, 'fixtures', 'site'),
  });
  await new Promise<void>((resolve) => fixture.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fixture.server.address() as AddressInfo).port}`;
  const page = await fetch(`${base}/`);
  crumb = /crumb=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')![1]!;
});
// Every connection closed, not only the idle ones: a test that read a response's headers and
// not its body (a compressed bundle) leaves its connection busy, and close() would wait for it.
afterAll(() => {
  fixture.server.closeAllConnections();
  return new Promise((resolve) => fixture.server.close(resolve));
});
beforeEach(() => {
  fixture.faults.clear();
  fixture.log.clear();
});

function add(body: unknown, headers: Record<string, string> = {}, cookies = '') {
  return fetch(`${base}/api/commerce/cart/entries`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-CSRF-Token': crumb,
      Cookie: `crumb=${crumb}${cookies}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('fixture server', () => {
  it('keeps a cart across calls through the cart cookie it sets', async () => {
    const first = await add({ itemId: 'ceramic-mug', sku: 'MUG', quantity: 2 });
    expect(first.status).toBe(200);
    const cookies = first.headers.getSetCookie();
    const cartCookie = cookies.find((c) => c.startsWith('ss_cart='))!.split(';')[0]!;
    expect(cookies.some((c) => c.startsWith('ss_hasCart=true'))).toBe(true);

    await add({ itemId: 'linen-shirt', sku: 'SHIRT-S', quantity: 1 }, {}, `; ${cartCookie}`);
    const cart = await (await fetch(`${base}/api/commerce/cart`, { headers: { Cookie: cartCookie } })).json();
    expect(cart).toMatchObject({ totalQuantity: 3, subtotalCents: 2 * 1850 + 4500, currencyCode: 'USD' });
    expect(cart.entries.map((e: { title: string }) => e.title)).toEqual(['Ceramic Mug', 'Linen Shirt']);
  });

  it('answers an empty cart, with every default, to a visitor without one', async () => {
    const cart = await (await fetch(`${base}/api/commerce/cart`)).json();
    expect(cart).toMatchObject({ totalQuantity: 0, entries: [], isPurchased: false, subtotalCents: 0 });
  });

  it.each([
    ['not JSON', '{"itemId": ', /not valid JSON/],
    ['empty', '', /empty/],
    ['a wrong type', { itemId: 'ceramic-mug', quantity: 'two' }, /quantity/],
    ['a zero quantity', { itemId: 'ceramic-mug', quantity: 0 }, /quantity/],
    ['an unknown field', { itemId: 'ceramic-mug', quantity: 1, price: 0 }, /price/],
    [
      'additionalFields that are not a JSON object',
      { itemId: 'ceramic-mug', quantity: 1, additionalFields: '[1]' },
      /additionalFields/,
    ],
  ])('refuses a body with %s: 400 with a reason', async (_what, body, reason) => {
    const res = await add(body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(reason);
  });

  it('refuses an unknown product, a missing or unknown variant and more than the stock, with a code', async () => {
    const unknown = await add({ itemId: 'nope', quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not-found' });

    const unavailable = 'Sorry, that item variant is unavailable. Please select another variant.';
    const noSku = await add({ itemId: 'linen-shirt', quantity: 1 });
    expect(noSku.status).toBe(400);
    expect(await noSku.json()).toEqual({ message: unavailable, code: 'variant-required' });
    const badSku = await add({ itemId: 'linen-shirt', sku: 'SHIRT-XXL', quantity: 1 });
    expect(badSku.status).toBe(400);
    expect(await badSku.json()).toEqual({ message: unavailable, code: 'variant-unavailable' });

    const stock = await add({ itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 4 });
    expect(stock.status).toBe(409);
    expect(await stock.json()).toEqual({
      message: 'Sorry, we do not have enough of that item available.',
      code: 'insufficient-stock',
    });
  });

  it('requires the crumb on mutations', async () => {
    const res = await add({ itemId: 'ceramic-mug', quantity: 1 }, { 'X-CSRF-Token': 'forged' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ crumbFail: true });
  });

  it.each([
    ['429', 429],
    ['500', 500],
    ['crumb', 401],
    ['sold-out', 409],
  ])('fault %s answers %i', async (fault, status) => {
    const res = await add({ itemId: 'ceramic-mug', quantity: 1 }, { 'X-Vitrine-Fault': fault });
    expect(res.status).toBe(status);
  });

  it('fault garbage answers 200 with a body that is not JSON', async () => {
    const res = await fetch(`${base}/api/commerce/cart?__fault=garbage`);
    expect(res.status).toBe(200);
    await expect(res.clone().json()).rejects.toThrow();
  });

  it('fault slow delays the answer', async () => {
    const start = Date.now();
    await fetch(`${base}/api/commerce/cart`, { headers: { 'X-Vitrine-Fault': 'slow' } });
    expect(Date.now() - start).toBeGreaterThanOrEqual(2900);
  });

  it('an armed fault hits the next matching call only', async () => {
    const json = { 'Content-Type': 'application/json' };
    const arm = await fetch(`${base}/__vitrine/faults`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ fault: '500', path: '/api/commerce/cart', times: 1 }),
    });
    expect(arm.status).toBe(200);
    expect((await fetch(`${base}/api/commerce/cart`)).status).toBe(500);
    expect((await fetch(`${base}/api/commerce/cart`)).status).toBe(200);
    const bad = await fetch(`${base}/__vitrine/faults`, {
      method: 'POST',
      headers: json,
      body: '{"fault":"teapot"}',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/fault/);
  });

  it('the inspector lists what was received, newest first, escaping what it shows', async () => {
    await add({ itemId: '<script>x</script>', quantity: 1 });
    await fetch(`${base}/api/commerce/cart`);
    const list = (await (await fetch(`${base}/__vitrine/requests`)).json()) as LoggedRequest[];
    expect(list.map((r) => `${r.method} ${r.path} ${r.status} ${r.route}`)).toEqual([
      'GET /api/commerce/cart 200 cart',
      'POST /api/commerce/cart/entries 404 cartAddEntry',
    ]);
    expect(JSON.parse(list[1]!.body!)).toEqual({ itemId: '<script>x</script>', quantity: 1 });
    const html = await (await fetch(`${base}/__vitrine/`)).text();
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&#60;script&#62;x&#60;/script&#62;');
  });

  it('serves pages with a crumb, the bundle with CORS, and 404 for what it does not have', async () => {
    expect((await fetch(`${base}/`)).headers.get('set-cookie')).toMatch(/crumb=/);
    expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
    const css = await fetch(`${base}/assets/demo.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await fetch(`${base}/static/../package.json`)).status).toBe(404);
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
    const unknownApi = await fetch(`${base}/api/unknown`);
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toMatchObject({ code: 'not-found' });
  });
});
