import type { Page } from '@playwright/test';
import type { LoggedRequest } from '../../fixtures/server/http/requestLog.ts';
import { collectPageErrors, expect, type FixtureServerHandle, test } from './fixtures.ts';
import { chunksAskedFor, consentDecided } from './settled.ts';

/** What the demo store's stand-in ad pixel and purchase-tracking function were handed. */
async function pixelCalls(site: FixtureServerHandle) {
  const log: LoggedRequest[] = await site.received();
  return log
    .filter((r) => r.path === '/stand-ins/ad-pixel')
    .reverse()
    .map((r) => JSON.parse(r.body ?? '{}') as { fn: string; event?: string; data: Record<string, unknown> });
}

/** The visitor consents before the page loads (what a consent banner would do), and we listen on the bus. */
async function consentAndListen(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { vitrine: unknown[]; tracked: unknown[] };
    w.tracked = [];
    w.vitrine = w.vitrine || [];
    w.vitrine.push(['consent', true], (v: { on(t: string, l: (d: unknown) => void): void }) =>
      v.on('track:add-to-cart', (d) => w.tracked.push(d)),
    );
  });
}

test.describe("tracking hooks, handed to the page's ad pixel and purchase tracking", () => {
  test('nothing is handed over before the visitor consents', async ({ page, site }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${site.url}/shop/canvas-tote`);
    await expect(page.locator('.sqs-add-to-cart-button')).toHaveClass(/vitrine-add-to-cart/);
    await page.locator('.sqs-add-to-cart-button').click();
    await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!', { timeout: 4000 });
    // The consent chunk refused: the tracker was never asked for, so nothing reached the pixel.
    await consentDecided(page);
    expect(await chunksAskedFor(page)).not.toContain('tracker');
    expect(await pixelCalls(site)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('view-product and add to cart on a product page, after consent', async ({ page, site }) => {
    const errors = collectPageErrors(page);
    await consentAndListen(page);
    await page.goto(`${site.url}/shop/canvas-tote`);
    await expect.poll(async () => (await pixelCalls(site)).map((c) => c.event)).toEqual(['ViewContent']);
    expect((await pixelCalls(site))[0]!.data).toEqual({
      content_ids: ['canvas-tote'],
      content_name: 'Canvas Tote',
      content_type: 'product',
    });

    await page.locator('.sqs-add-to-cart-button').click();
    await expect
      .poll(async () => (await pixelCalls(site)).map((c) => c.event))
      .toEqual(['ViewContent', 'AddToCart']);
    expect((await pixelCalls(site))[1]!.data).toMatchObject({
      content_ids: ['TOTE'],
      value: 24,
      currency: 'USD',
    });

    const tracked = await page.evaluate(() => (window as unknown as { tracked: unknown[] }).tracked);
    expect(tracked).toEqual([
      {
        website_id: 'vitrine-demo',
        page_id: 'shop',
        cart_id: expect.any(String),
        product_page: 'pdp',
        product: {
          item_id: 'canvas-tote',
          item_type: 1,
          item_title: 'Canvas Tote',
          item_collection_id: 'shop',
          item_collection_name: 'Shop',
        },
      },
    ]);
    expect(errors).toEqual([]);
  });

  test('an add from the shop grid is a plp add, and the grid sends no view-product', async ({
    page,
    site,
  }) => {
    await consentAndListen(page);
    await page.goto(site.url);
    const tote = page.locator('.product[data-item-id="canvas-tote"] .sqs-add-to-cart-button');
    // It hydrates when visible: the demo's cookie notice can push the grid below the fold.
    await tote.scrollIntoViewIfNeeded();
    await expect(tote).toHaveClass(/vitrine-add-to-cart/);
    await tote.click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { tracked: Array<{ product_page: string }> }).tracked),
      )
      .toEqual([expect.objectContaining({ product_page: 'plp' })]);
    expect((await pixelCalls(site)).map((c) => c.event)).toEqual(['AddToCart']);
  });

  test('placing an order hands the purchase to the purchase-tracking function and the pixel', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await consentAndListen(page);
    await page.goto(`${site.url}/shop/ceramic-mug`);
    const add = page.locator('.sqs-add-to-cart-button');
    for (let i = 0; i < 2; i++) {
      await add.click();
      await expect(add).toHaveText('Added!', { timeout: 4000 });
      await expect(add).toHaveText('Add To Cart', { timeout: 4000 });
    }

    await page.goto(`${site.url}/checkout`);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    const orderId = await page.locator('.order-number').textContent();

    // Two calls, each posted to the stand-in on its own: either may arrive first.
    await expect
      .poll(async () =>
        (await pixelCalls(site))
          .filter((c) => c.fn === 'trackPurchase' || c.event === 'Purchase')
          .map((c) => c.event ?? c.fn)
          .sort(),
      )
      .toEqual(['Purchase', 'trackPurchase']);
    const calls = await pixelCalls(site);
    expect(calls.find((c) => c.fn === 'trackPurchase')!.data).toMatchObject({
      id: orderId,
      grandTotal: 3700,
      items: [{ sku: 'MUG', productName: 'Ceramic Mug', quantity: 2, unitPrice: 1850 }],
    });
    expect(calls.find((c) => c.event === 'Purchase')!.data).toMatchObject({
      value: 37,
      currency: 'USD',
      content_ids: ['MUG'],
      num_items: 2,
    });
    // The order emptied the cart: the pill is gone.
    await expect(page.locator('header [data-vitrine="cart-pill"] a')).toBeHidden();
    expect(errors).toEqual([]);
  });
});
