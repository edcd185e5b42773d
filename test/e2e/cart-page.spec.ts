import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chromiumLaunch } from './chromium.ts';
import { addToCart, collectPageErrors, expect, test, transitionsDone } from './fixtures.ts';

/** The demo's /cart, rendered by the engine with the cart widget's markup, at two widths, mouse and keyboard only. */
const line = (page: Page, title: string) => page.locator('.vitrine-cart__line', { hasText: title });
const quantity = (page: Page, title: string) =>
  page.getByRole('spinbutton', { name: `Quantity of ${title}` });
const subtotal = (page: Page) => page.locator('.vitrine-cart__amount');

/** Two mugs and a tote, then the cart page with its widget live. */
async function cartPage(page: Page, url: string) {
  const mug = await addToCart(page.request, url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 2 });
  const tote = await addToCart(page.request, url, { itemId: 'canvas-tote', sku: 'TOTE', quantity: 1 });
  await page.goto(`${url}/cart`);
  await page.waitForFunction(() => document.querySelector('style[data-vitrine-style="cart"]'));
  return {
    mug: mug.newlyAdded.id as string,
    tote: tote.newlyAdded.id as string,
  };
}

/**
 * Layout shift since the page started (the performance observer's CLS), of the page's main part:
 * the footer's newsletter form, in view under an empty cart, grows as it hydrates (its own story,
 * seen with the cart's chunk blocked too).
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const main = document.querySelector('main')!;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as Array<{
            value: number;
            sources: Array<{ node?: Node }>;
          }>) {
            if (e.sources.some((s) => s.node && (main.contains(s.node) || s.node.contains(main))))
              total += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );

// The back/forward cache, which Playwright turns off by default, is part of the story.
test.use({ launchOptions: { ...chromiumLaunch, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

for (const width of [1280, 390]) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('changes a quantity and removes a line, with no layout shift and nothing for axe', async ({
      page,
      site,
    }) => {
      const errors = collectPageErrors(page);
      await cartPage(page, site.url);
      await expect(quantity(page, 'Ceramic Mug')).toHaveValue('2');
      expect(await layoutShift(page)).toBe(0);
      await transitionsDone(page);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      // The mouse: + once.
      await page.getByRole('button', { name: 'Increase the quantity of Ceramic Mug' }).click();
      await expect(quantity(page, 'Ceramic Mug')).toHaveValue('3');
      await expect(subtotal(page)).toHaveText('$79.50');
      await expect(line(page, 'Ceramic Mug').locator('.vitrine-cart__total')).toHaveText('$55.50');
      await expect(page.locator('[data-vitrine-announcer="polite"]')).toHaveText(
        'Quantity of Ceramic Mug is now 3. Subtotal $79.50.',
      );

      // The keyboard: type a quantity, Enter.
      await quantity(page, 'Canvas Tote').focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('2');
      await page.keyboard.press('Enter');
      await expect(subtotal(page)).toHaveText('$103.50');

      // Remove the mug with the keyboard: focus goes to the tote's Remove.
      await page.getByRole('button', { name: 'Remove Ceramic Mug' }).focus();
      await page.keyboard.press('Enter');
      await expect(line(page, 'Ceramic Mug')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Remove Canvas Tote' })).toBeFocused();
      await expect(subtotal(page)).toHaveText('$48.00');

      // And the last: the empty state, focused.
      await page.keyboard.press('Space');
      await expect(page.locator('.vitrine-cart__empty')).toHaveText(
        'You have nothing in your shopping cart.',
      );
      await expect(page.locator('.vitrine-cart__empty')).toBeFocused();
      await transitionsDone(page);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('a refused change rolls back with the message', async ({ page, site }) => {
      const { mug } = await cartPage(page, site.url);
      await site.arm('429', `/api/commerce/cart/entries/${mug}/quantity`);
      await page.getByRole('button', { name: 'Increase the quantity of Ceramic Mug' }).click();
      await expect(line(page, 'Ceramic Mug').getByRole('alert')).toHaveText(
        'Unable to update quantity. Please try again in a few seconds.',
      );
      await expect(quantity(page, 'Ceramic Mug')).toHaveValue('2');
      await expect(subtotal(page)).toHaveText('$61.00');
      // more than the stock: the catalogue's reason
      await quantity(page, 'Canvas Tote').fill('9');
      await page.keyboard.press('Enter');
      await expect(line(page, 'Canvas Tote').getByRole('alert')).toHaveText(
        'Unable to update quantity. Sorry, we do not have enough of that item available.',
      );
      await expect(quantity(page, 'Canvas Tote')).toHaveValue('1');
    });

    test('the cart in a second tab follows', async ({ page, context, site }) => {
      await cartPage(page, site.url);
      const other = await context.newPage();
      await other.setViewportSize({ width, height: 900 });
      await other.goto(`${site.url}/cart`);
      await expect(quantity(other, 'Ceramic Mug')).toHaveValue('2');
      await page.getByRole('button', { name: 'Remove Ceramic Mug' }).click();
      await expect(line(other, 'Ceramic Mug')).toHaveCount(0, { timeout: 1000 });
      await expect(subtotal(other)).toHaveText('$24.00');
    });

    test('Back and Forward show the cart as it is now', async ({ page, site }) => {
      await cartPage(page, site.url);
      await page.goto(`${site.url}/contact`);
      await addToCart(page.request, site.url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 });
      await page.goBack({ waitUntil: 'commit' });
      await expect(quantity(page, 'Ceramic Mug')).toHaveValue('3');
      await expect(subtotal(page)).toHaveText('$79.50');
    });

    test('an empty cart shows its empty state', async ({ page, site }) => {
      await page.goto(`${site.url}/cart`);
      await expect(page.locator('.vitrine-cart__empty')).toHaveText(
        'You have nothing in your shopping cart.',
      );
      await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
      expect(await layoutShift(page)).toBe(0);
    });
  });
}
