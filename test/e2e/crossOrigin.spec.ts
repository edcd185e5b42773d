import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { collected, consentFirst, cookieJar } from './collectedRecords.ts';
import { collectPageErrors, expect, staticServer, test } from './fixtures.ts';

/**
 * The embed snippet (README, docs/integrators/embed.md) as integrators use it: a published page on a plain static server,
 * the loader (and its chunks) and the API on another origin, here the fixture server's second
 * port, as a CDN and an API host would be. The page is the demo store's product page, saved
 * with its loader tag pointed at the other origin. (Served for real, not fulfilled by Playwright:
 * Chromium treats a fulfilled page as public and refuses its loopback requests.)
 */
async function publishedPage(
  request: APIRequestContext,
  siteUrl: string,
  origin: string,
  form: 'classic' | 'module',
) {
  const page = await (await request.get(`${siteUrl}/shop/linen-shirt`)).text();
  const html = page
    .replace(
      /<script async src="\/static\/loader\.js"/,
      `<script ${form === 'module' ? 'type="module"' : 'async'} src="${origin}/static/loader.js" data-api-base="${origin}"`,
    )
    .replaceAll('"/assets/', `"${siteUrl}/assets/`);
  expect(html).toContain(`src="${origin}/static/loader.js"`);
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-published-'));
  writeFileSync(join(dir, 'index.html'), html);
  return staticServer(dir);
}

for (const form of ['classic', 'module'] as const) {
  test(`the loader as a ${form === 'classic' ? 'classic async script' : 'module'} from another origin hydrates the pill and add to cart, and the cart goes through CORS`, async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/chunks/')) chunks.push(r.url());
    });
    const published = await publishedPage(page.request, site.url, site.secondOrigin, form);
    await page.context().clearCookies();
    await page.goto(`${published.url}/`);
    const tag = page.locator('script[src$="/static/loader.js"]');
    await expect(tag).toHaveAttribute('src', `${site.secondOrigin}/static/loader.js`);
    expect(await tag.getAttribute('crossorigin')).toBeNull();

    const button = page.locator('.sqs-add-to-cart-button');
    await expect(button).toHaveClass(/vitrine-add-to-cart/);
    await page.locator('select[data-variant-option-name="Size"]').selectOption('Medium');
    await button.click();
    await expect(button).toHaveText('Added!');
    await expect(page.locator('header [data-vitrine="cart-pill"] a')).toHaveText('1 item $45.00');

    // A new page reads the cart from the other origin, with the visitor's cookies.
    await page.reload();
    await expect(page.locator('header [data-vitrine="cart-pill"] a')).toHaveText('1 item $45.00');

    const received = await site.received();
    // The page had no crumb (no platform served it): it asked the API for one first.
    expect(received.some((r) => r.path === '/api/commerce/crumb' && r.headers.origin === published.url)).toBe(
      true,
    );
    const add = received.find((r) => r.method === 'POST' && r.path === '/api/commerce/cart/entries')!;
    expect(add.headers.origin).toBe(published.url);
    expect(add.status).toBe(200);
    expect(add.headers['x-csrf-token']).toBeTruthy();
    const read = received.find((r) => r.method === 'GET' && r.path === '/api/commerce/cart')!;
    expect(read.headers.origin).toBe(published.url);
    expect(read.status).toBe(200);
    expect(chunks.length).toBeGreaterThan(0);
    for (const url of chunks) expect(url.startsWith(`${site.secondOrigin}/static/chunks/`)).toBe(true);
    expect(errors).toEqual([]);
    await published.close();
  });
}

test('the API answers a preflight for the page origin, with credentials, and nothing to an unknown origin', async ({
  request,
  site,
}) => {
  const preflight = await request.fetch(`${site.secondOrigin}/api/commerce/cart/entries`, {
    method: 'OPTIONS',
    headers: {
      Origin: site.url,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,x-csrf-token',
    },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe(site.url);
  expect(preflight.headers()['access-control-allow-credentials']).toBe('true');
  const stranger = await request.get(`${site.secondOrigin}/api/commerce/cart`, {
    headers: { Origin: 'https://evil.example' },
  });
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
});

test('with consent, the collectors of a classic async loader from another origin deliver to the API host: page view, tracker event, error report', async ({
  page,
  site,
}) => {
  const errors = collectPageErrors(page);
  const published = await publishedPage(page.request, site.url, site.secondOrigin, 'classic');
  const host = new URL(published.url).host;
  await consentFirst(page);
  const loaded = page.waitForResponse(
    (r) => r.url() === `${site.secondOrigin}/static/chunks/error-reporter.js`,
  );
  await page.goto(`${published.url}/`);
  await loaded;
  // The page's own error, which the reporter (loaded from the other origin) sends to the API host.
  const marker = `published page failed ${Date.now()}`;
  await page.evaluate((m) => setTimeout(() => Promise.reject(new Error(m))), marker);

  // The new tracker's page view names the published page's host: this test's own record.
  await expect
    .poll(async () =>
      (await collected(site, 'tracker-event')).some((r) => {
        // Stored as the server read it: the content string parsed.
        const p = r.payload as { eventSchemaName: string; eventContent: { page_host?: string } };
        return p.eventSchemaName === 'page_view' && p.eventContent.page_host === host;
      }),
    )
    .toBe(true);
  // The visitor cookies are the page's, and the census page view carries the same visit record.
  await expect.poll(async () => (await cookieJar(page)).ss_cvr ?? '').toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|1$/);
  const visit = (await cookieJar(page)).ss_cvr!;
  await expect
    .poll(async () =>
      (await collected(site, 'census-hit')).some((r) =>
        JSON.stringify(r.payload).includes(visit.split('|')[0]!),
      ),
    )
    .toBe(true);
  await expect
    .poll(async () =>
      (await collected(site, 'error-report')).some((r) => JSON.stringify(r.payload).includes(marker)),
    )
    .toBe(true);
  expect(errors.map((e) => e.message)).toEqual([marker]);
  await published.close();
});
