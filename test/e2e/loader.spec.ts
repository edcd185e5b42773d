import { addToCart, expect, test } from './fixtures.ts';
import { chunkRan, drawn, idle } from './settled.ts';

test.describe('loader', () => {
  test('a widget that throws leaves the others working and the page without an uncaught error', async ({
    page,
    site,
  }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    // Integrators' widgets join the registry through the command queue, before the loader runs.
    await page.addInitScript(() => {
      const w = window as unknown as { vitrine: unknown[]; _widgetErrors: string[] };
      w._widgetErrors = [];
      w.vitrine = [
        ['on', 'widget:error', (d: { widget: string }) => w._widgetErrors.push(d.widget)],
        [
          'register',
          'throws-on-mount',
          '[data-vitrine="throws-on-mount"]',
          () =>
            Promise.resolve({
              mount() {
                throw new Error('mount failed on purpose');
              },
              unmount() {},
            }),
          'eager',
        ],
        [
          'register',
          'chunk-404',
          '[data-vitrine="chunk-404"]',
          () => import(`${location.origin}/static/chunks/missing.js`),
          'eager',
        ],
      ];
    });
    await page.goto(`${site.url}/`);
    await addToCart(page.request, site.url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 });
    await page.reload();
    await page.evaluate(() => {
      for (const name of ['throws-on-mount', 'chunk-404']) {
        const el = document.createElement('div');
        el.setAttribute('data-vitrine', name);
        document.body.append(el);
      }
    });
    await expect(page.locator('header [data-vitrine="cart-pill"] a')).toHaveText('1 item $18.50');
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { _widgetErrors: string[] })._widgetErrors.sort()),
      )
      .toEqual(['chunk-404', 'throws-on-mount']);
    expect(pageErrors).toEqual([]);
  });

  test('works as type="module" loaded from another origin, resolving chunks against its own URL', async ({
    page,
    site,
  }) => {
    await addToCart(page.request, site.url, { itemId: 'linen-shirt', sku: 'SHIRT-S', quantity: 2 });
    const chunkUrls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/chunks/')) chunkUrls.push(r.url());
    });
    await page.goto(`${site.url}/embed/module`);
    await expect(page.locator('[data-vitrine="cart-pill"] a')).toHaveText('2 items $90.00');
    expect(chunkUrls.length).toBeGreaterThan(0);
    for (const url of chunkUrls) expect(url.startsWith(`${site.otherOrigin}/static/chunks/`)).toBe(true);
  });

  test('works as a classic async script from a sub-path', async ({ page, site }) => {
    await page.goto(`${site.url}/`);
    await addToCart(page.request, site.url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 3 });
    await page.goto(`${site.url}/embed/classic`);
    await expect(page.locator('[data-vitrine="cart-pill"] a')).toHaveText('3 items $55.50');
    // Classic-script top-level names must not leak onto the host page's window.
    const leaked = await page.evaluate(() => ['e', 't', 'n', 'r', 'i'].filter((k) => k in window));
    expect(leaked).toEqual([]);
  });
});

test('data-vitrine-load="visible" hydrates a marker only once it scrolls into view', async ({
  page,
  site,
}) => {
  await addToCart(page.request, site.url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 });
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto(`${site.url}/contact`);
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    const below = document.createElement('div');
    below.id = 'below';
    below.setAttribute('data-vitrine', 'cart-pill');
    below.setAttribute('data-vitrine-load', 'visible');
    document.body.append(spacer, below);
  });
  // The header pill (idle) hydrates; the one below the fold waits, past the browser's idle time
  // and two frames (in which its observer said it is out of view).
  await expect(page.locator('header [data-vitrine="cart-pill"] a')).toHaveText('1 item $18.50');
  await idle(page);
  await drawn(page);
  await drawn(page);
  await expect(page.locator('#below')).toBeEmpty();
  await page.locator('#below').scrollIntoViewIfNeeded();
  await expect(page.locator('#below a')).toHaveText('1 item $18.50');
});

test('data-vitrine-load="interaction" hydrates on the first pointer or focus', async ({ page, site }) => {
  await addToCart(page.request, site.url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 2 });
  await page.goto(`${site.url}/contact`);
  await page.evaluate(() => {
    const lazy = document.createElement('div');
    lazy.id = 'lazy';
    lazy.tabIndex = 0;
    lazy.textContent = 'Cart';
    lazy.setAttribute('data-vitrine', 'cart-pill');
    lazy.setAttribute('data-vitrine-load', 'interaction');
    document.querySelector('main')!.append(lazy);
  });
  // The page's idle work done (the header pill's chunk, the same widget's, ran) and drawn: no
  // interaction yet, so still the page's own text.
  await chunkRan(page, 'cart-pill');
  await idle(page);
  await drawn(page);
  await expect(page.locator('#lazy')).toHaveText('Cart');
  await page.locator('#lazy').focus();
  await expect(page.locator('#lazy a')).toHaveText('2 items $37.00');
});
