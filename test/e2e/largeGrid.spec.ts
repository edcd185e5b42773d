import type { Page } from '@playwright/test';
import type { LoggedRequest } from '../../fixtures/server/http/requestLog.ts';
import { collectPageErrors, expect, type FixtureServerHandle, test } from './fixtures.ts';

/**
 * A page of 300 add-to-cart buttons that hydrate when the browser is idle (a long product grid,
 * as the page benchmark's scale mode has it), on a phone's CPU (4× slower): every button comes
 * alive (in slices of at most 30 ms: test/unit/widgets/defineWidget.test.tsx), the page's timeline
 * stays bounded, and a shopper who tabs to the last button and presses Enter while the others are
 * still hydrating gets exactly one add.
 */

const N = 300;
const ENTRIES = '/api/commerce/cart/entries';

function card(i: number): string {
  return `<li class="product" data-item-id="ceramic-mug">
  <h2>Ceramic Mug ${i + 1}</h2>
  <div class="sqs-add-to-cart-button-wrapper">
    <div class="sqs-add-to-cart-button" role="button" tabindex="0" data-vitrine-load="idle" data-collection-id="shop" data-item-id="ceramic-mug" data-product-type="1" data-original-label="Add To Cart">
      <div class="sqs-add-to-cart-button-inner">Add To Cart</div>
    </div>
  </div>
</li>`;
}

/** The grid, served at the demo store's origin with the loader's tag as the demo's pages have it. */
async function openGrid(page: Page, site: FixtureServerHandle): Promise<void> {
  const home = await (await fetch(`${site.url}/`)).text();
  const loaderTag = /<script\b[^>]*\/static\/loader\.js[^>]*><\/script>/.exec(home)![0];
  await page.route(`${site.url}/__test/grid`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Grid</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${loaderTag}</head>
<body><main><h1>All products</h1><ul class="products">${Array.from({ length: N }, (_, i) => card(i)).join('')}</ul></main></body></html>`,
    }),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${site.url}/__test/grid`, { waitUntil: 'commit' });
}

const live = (page: Page) => page.locator('.sqs-add-to-cart-button.vitrine-add-to-cart');
const adds = (requests: LoggedRequest[]) => requests.filter((r) => r.method === 'POST' && r.path === ENTRIES);

test.describe('a grid of 300 add-to-cart buttons', () => {
  test('every button comes alive, and the timeline keeps 200 hydration measures, not 300', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await openGrid(page, site);
    await expect(live(page)).toHaveCount(N, { timeout: 60_000 });
    const measured = await page.evaluate(
      () =>
        performance.getEntriesByType('measure').filter((m) => m.name.startsWith('vitrine:hydrate:')).length,
    );
    expect(measured).toBe(200);
    expect(errors).toEqual([]);
  });

  test('the last button, pressed by keyboard while the grid hydrates, adds once', async ({ page, site }) => {
    const errors = collectPageErrors(page);
    await openGrid(page, site);
    const last = page.locator('.sqs-add-to-cart-button').last();
    await last.waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForFunction(() => 'Vitrine' in window, undefined, { timeout: 60_000 });
    await last.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => adds(await site.received()).length, { timeout: 60_000 }).toBe(1);
    await expect(last).toHaveClass(/vitrine-add-to-cart/);
    await expect(live(page)).toHaveCount(N, { timeout: 60_000 });
    // Every button live, the press's add answered: a second add would have been sent by now.
    await expect(last).not.toHaveText(/Adding/, { timeout: 30_000 });
    expect(adds(await site.received())).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
