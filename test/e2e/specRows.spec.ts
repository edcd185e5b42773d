import type { Page } from '@playwright/test';
import { collectPageErrors, expect, test } from './fixtures.ts';
import { pixelsDiffering } from './pixels.ts';

// Rows of the specification (issue 19, deliverables 2 and 3) tried in the demo store as a shopper
// tries them: each test is named after its spec line or the defect it shows fixed.

const detail = (page: Page) => page.locator('.product-detail');
const addButton = (page: Page) => detail(page).locator('.sqs-add-to-cart-button');
/** Where an element is on the page (not in the viewport: a screenshot may scroll). */
const pageBox = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
    });
const BUTTON = '.product-detail .sqs-add-to-cart-button';
const RESTOCK = '.product-detail .product-restock-notification';

/** A product page with its add-to-cart hydrated (it hydrates when the shopper reaches it). */
async function productPage(page: Page, url: string, slug: string) {
  await page.goto(`${url}/shop/${slug}`);
  await addButton(page).scrollIntoViewIfNeeded();
  await expect(addButton(page)).toHaveClass(/vitrine-add-to-cart/);
}

/** Open a product page with the loader held back; `hydrate()` lets it through. */
async function beforeHydration(page: Page, url: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/loader.js', async (route) => {
    await held;
    await route.continue();
  });
  // Layout shifts and their sources, from the first paint on.
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null }>;
      }>) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) =>
            s.node instanceof Element
              ? s.node.closest('.product-summary')
                ? 'summary'
                : s.node.tagName
              : '?',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return {
    hydrate: async () => {
      release();
      await expect(addButton(page)).toHaveClass(/vitrine-add-to-cart/);
    },
    /** The layout shift the product's summary (price, form, button, restock form) took part in. */
    summaryShift: () =>
      page.evaluate(() =>
        (window as unknown as { __shifts: Array<{ value: number; sources: string[] }> }).__shifts
          .filter((s) => s.sources.includes('summary'))
          .reduce((sum, s) => sum + s.value, 0),
      ),
  };
}

test.describe('the Wool Scarf (sold out) before and after hydration', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px its button reads 'Sold Out' from the first paint: no empty gap, nothing moves when the widget hydrates (CLS 0)`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors = collectPageErrors(page);
      const load = await beforeHydration(page, `${site.url}/shop/wool-scarf`);
      await expect(addButton(page)).not.toHaveClass(/vitrine-add-to-cart/);
      // As a shopper sees it: a disabled-looking 'Sold Out' button, not a blank where one goes.
      await expect(detail(page).getByRole('button', { name: 'Sold Out' })).toBeVisible();
      expect(await addButton(page).evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
      const before = {
        button: await pageBox(page, BUTTON),
        restock: await pageBox(page, RESTOCK),
        shot: await addButton(page).screenshot(),
      };
      expect(before.button!.height).toBeGreaterThan(30);

      await addButton(page).scrollIntoViewIfNeeded();
      await load.hydrate();
      await expect(addButton(page)).toHaveText('Sold Out');
      await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');
      expect(await pageBox(page, BUTTON)).toEqual(before.button);
      expect(await pageBox(page, RESTOCK)).toEqual(before.restock);
      // The same pixels: the button hydrated looks as it did before (an edge pixel's anti-aliasing
      // may move by a shade between two paints; a change a shopper could see moves hundreds).
      expect(
        await pixelsDiffering(page, await addButton(page).screenshot(), before.shot),
      ).toBeLessThanOrEqual(4);
      expect(await load.summaryShift()).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the Waxed Field Jacket: a colour choice, as a shopper makes it', () => {
  const picture = (page: Page) => detail(page).locator('.product-image:visible');
  const mark = (page: Page) => detail(page).locator('.product-mark');
  const choose = (page: Page, option: string, value: string) =>
    detail(page).locator(`select[data-variant-option-name="${option}"]`).selectOption(value);

  test("Product block: when the selected variant changes, the image matching the new variant's main image is shown; choosing only a colour changes the photo", async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'field-jacket');
    await expect(picture(page)).toHaveAttribute('data-image-id', 'field-jacket-olive');
    // Only the colour, no size yet: the navy jacket is what the shopper sees.
    await choose(page, 'Colour', 'Navy');
    await expect(picture(page)).toHaveCount(1);
    await expect(picture(page)).toHaveAttribute('data-image-id', 'field-jacket-navy');
    await expect(picture(page)).toHaveAttribute('alt', /navy/);
    await choose(page, 'Colour', 'Olive');
    await expect(picture(page)).toHaveAttribute('data-image-id', 'field-jacket-olive');
  });

  test("the 'SALE' badge is on a variant on sale only (on-sale), not on a full-price one", async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'field-jacket');
    // Navy is on sale: the product shows its sale badge until a full variant is chosen.
    await expect(mark(page)).toBeVisible();
    await expect(mark(page)).toHaveText(/sale/i);
    await choose(page, 'Colour', 'Olive');
    await choose(page, 'Size', 'Medium');
    await expect(detail(page).locator('.product-price').first()).toContainText('$120.00');
    await expect(mark(page)).toBeHidden();
    await choose(page, 'Colour', 'Navy');
    await expect(mark(page)).toBeVisible();
    await expect(mark(page)).toHaveText(/sale/i);
  });
});

test.describe('Mobile breakpoint at most 432 px; desktop from 433 px', () => {
  /** Add the Canvas Tote by its button, as a shopper does; the popover opens. */
  async function addTote(page: Page, url: string) {
    await productPage(page, url, 'canvas-tote');
    await addButton(page).click();
    await expect(page.locator('.vitrine-popover')).toBeVisible({ timeout: 5000 });
  }

  test('at 432 px (mobile) the cart pill is a 44 px touch target and the added-item popover spans the screen', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 432, height: 800 });
    await addTote(page, site.url);
    const popover = await page.locator('.vitrine-popover').boundingBox();
    expect(popover!.x).toBe(16);
    expect(Math.round(popover!.width)).toBe(432 - 32);
    const pill = page.locator('.vitrine-cart-pill');
    await expect(pill).toBeVisible();
    expect((await pill.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });

  test('at 433 px (desktop) the pill keeps its own height and the popover its own width, under the cart link', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 433, height: 800 });
    await addTote(page, site.url);
    // Back to the top, where the cart link is in view: the popover follows it.
    await page.mouse.wheel(0, -5000);
    await expect(page.locator('.vitrine-popover')).toHaveAttribute('data-placement', 'anchor');
    const popover = (await page.locator('.vitrine-popover').boundingBox())!;
    expect(Math.round(popover.width)).toBeLessThan(433 - 32);
    const pill = (await page.locator('.vitrine-cart-pill').boundingBox())!;
    expect(pill.height).toBeLessThan(44);
    // Right edges aligned under the cart link, 16 px below it (to the pixel the placement rounds to).
    expect(Math.abs(popover.x + popover.width - (pill.x + pill.width))).toBeLessThanOrEqual(2);
    expect(Math.abs(popover.y - (pill.y + pill.height + 16))).toBeLessThanOrEqual(2);
  });
});

test.describe('Cart link: uninitialised, initialised at first sync, marked empty when count is 0', () => {
  test('a first visit (no cart cookie) is initialised and empty at once; an add makes it initialised', async ({
    page,
    site,
  }) => {
    const host = page.locator('header [data-vitrine="cart-pill"]');
    await productPage(page, site.url, 'canvas-tote');
    await expect(host).toHaveAttribute('data-cart', 'empty');
    await expect(host).toBeHidden();
    await addButton(page).click();
    await expect(host).toHaveAttribute('data-cart', 'initialised');
    await expect(host).toBeVisible();
    // The next page reads the cart first: uninitialised until the read comes back.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/commerce/cart?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/shop/canvas-tote`);
    await expect(host).toHaveAttribute('data-cart', 'uninitialised');
    release();
    await expect(host).toHaveAttribute('data-cart', 'initialised');
  });
});
