import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { collectPageErrors, expect, staticServer, test } from './fixtures.ts';

/**
 * The page on one site, the API on another (not just another port): 127.0.0.1 and localhost are
 * two sites to the browser. The page cannot read the API's cookies, so it keeps the crumb the
 * crumb route answers in its body; the API's cookies come back to it as partitioned cross-site
 * cookies. The page is the demo's linen-shirt page, saved with its loader tag pointed at the API
 * (the loader comes from there too, as from a CDN), on a plain static server.
 */
async function publishedPage(request: APIRequestContext, siteUrl: string, api: string) {
  const page = await (await request.get(`${siteUrl}/shop/linen-shirt`)).text();
  const html = page
    .replace(
      /<script async src="\/static\/loader\.js"/,
      `<script async src="${api}/static/loader.js" data-api-base="${api}"`,
    )
    .replaceAll('"/assets/', `"${siteUrl}/assets/`);
  expect(html).toContain(`data-api-base="${api}"`);
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-cross-site-'));
  writeFileSync(join(dir, 'index.html'), html);
  return staticServer(dir);
}

const PAIRS = [
  { name: 'the page on localhost, the API on 127.0.0.1', pageHost: 'localhost', api: 'url' },
  { name: 'the page on 127.0.0.1, the API on localhost', pageHost: '127.0.0.1', api: 'otherOrigin' },
] as const;

for (const pair of PAIRS) {
  test(`${pair.name}: add to cart works, twice into one cart, with the crumb the API answered`, async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    const api = site[pair.api];
    const published = await publishedPage(page.request, site.url, api);
    const pageUrl = published.url.replace('127.0.0.1', pair.pageHost);
    const pageOrigin = new URL(pageUrl).origin;
    expect(new URL(pageOrigin).hostname).not.toBe(new URL(api).hostname);
    await page.context().clearCookies();
    await page.goto(`${pageUrl}/`);

    const button = page.locator('.sqs-add-to-cart-button');
    await expect(button).toHaveClass(/vitrine-add-to-cart/);
    await page.locator('select[data-variant-option-name="Size"]').selectOption('Medium');
    await button.click();
    await expect(button).toHaveText('Added!');
    await expect(page.locator('header [data-vitrine="cart-pill"] a')).toHaveText('1 item $45.00');
    await expect(button).toHaveText('Add To Cart', { timeout: 5000 });
    await button.click();
    await expect(button).toHaveText('Added!');
    // The second add went into the same cart: the API's cart cookie came back cross-site.
    await expect(page.locator('header [data-vitrine="cart-pill"] a')).toHaveText('2 items $90.00');

    // The page never could read the API's cookies: what it sent was the crumb route's answer.
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )crumb=/);
    const received = (await site.received()).filter((r) => r.headers.origin === pageOrigin).reverse();
    const crumbCalls = received.filter((r) => r.path === '/api/commerce/crumb');
    expect(crumbCalls.map((r) => r.status)).toEqual([200]);
    const adds = received.filter((r) => r.method === 'POST' && r.path === '/api/commerce/cart/entries');
    expect(adds.map((r) => r.status)).toEqual([200, 200]);
    // Both carried the crumb (the inspector shows it redacted), the one the browser keeps for the
    // API's host: a cross-site cookie partitioned by the page's site (its scheme and host).
    expect(adds.map((r) => Boolean(r.headers['x-csrf-token']))).toEqual([true, true]);
    const crumb = (await page.context().cookies(api)).find((c) => c.name === 'crumb');
    expect(crumb).toMatchObject({ sameSite: 'None', secure: true, partitionKey: `http://${pair.pageHost}` });
    expect(errors).toEqual([]);
    await published.close();
  });
}

test('the page on localhost, the API on 127.0.0.1: a refused crumb is renewed once and the add goes through once', async ({
  page,
  site,
}) => {
  const errors = collectPageErrors(page);
  const published = await publishedPage(page.request, site.url, site.url);
  const pageUrl = published.url.replace('127.0.0.1', 'localhost');
  await page.context().clearCookies();
  await page.goto(`${pageUrl}/`);
  const button = page.locator('.sqs-add-to-cart-button');
  await expect(button).toHaveClass(/vitrine-add-to-cart/);
  await page.locator('select[data-variant-option-name="Size"]').selectOption('Medium');
  // The next add's crumb is refused, as an expired one would be.
  await site.arm('crumb', '/api/commerce/cart/entries');
  await button.click();
  await expect(button).toHaveText('Added!');
  await expect(page.locator('header [data-vitrine="cart-pill"] a')).toHaveText('1 item $45.00');
  const calls = (await site.received())
    .filter((r) => r.headers.origin === new URL(pageUrl).origin)
    .reverse()
    .map((r) => `${r.method} ${r.path} ${r.status}`);
  expect(calls.filter((c) => !c.startsWith('GET /api/commerce/cart '))).toEqual([
    'GET /api/commerce/crumb 200',
    'POST /api/commerce/cart/entries 401',
    'GET /api/commerce/crumb 200',
    'POST /api/commerce/cart/entries 200',
  ]);
  expect(errors).toEqual([]);
  await published.close();
});
