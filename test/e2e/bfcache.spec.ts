import { chromiumLaunch } from './chromium.ts';
import { addToCart, expect, test } from './fixtures.ts';

const pill = '[data-vitrine="cart-pill"]';

// Playwright turns the back/forward cache off by default; this story needs it on.
test.use({ launchOptions: { ...chromiumLaunch, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

test('reloads the cart when the page is restored from the back/forward cache', async ({ page, site }) => {
  await addToCart(page.request, site.url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 });
  await page.goto(`${site.url}/`);
  await expect(page.locator(`${pill} a`)).toHaveText('1 item $18.50');
  await page.evaluate(() => {
    (window as unknown as { _sameDocument: boolean })._sameDocument = true;
  });
  await page.goto(`${site.url}/contact`);
  // The cart changes while the visitor is on another page (another tab, say).
  await addToCart(page.request, site.url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 2 });
  // A restored page fires no load event: wait for the commit only.
  await page.goBack({ waitUntil: 'commit' });
  // Restored from the cache, not reloaded: the pill must notice the change by itself.
  expect(await page.evaluate(() => (window as unknown as { _sameDocument?: boolean })._sameDocument)).toBe(
    true,
  );
  await expect(page.locator(`${pill} a`)).toHaveText('3 items $55.50');
});
