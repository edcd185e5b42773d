import type { Page } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { collectPageErrors, expect, test } from './fixtures.ts';
import { drawn } from './settled.ts';

const field = (page: Page) => page.locator('.product-quantity-input input');
const message = (page: Page) => page.locator('.vitrine-quantity-message');
const button = (page: Page) => page.locator('.sqs-add-to-cart-button');

async function productPage(page: Page, url: string, slug: string) {
  await page.goto(`${url}/shop/${slug}`);
  // The widgets hydrate when visible.
  await button(page).scrollIntoViewIfNeeded();
  await expect(button(page)).toHaveClass(/vitrine-add-to-cart/);
}

/** Type into the field until the widget has hydrated and answers (it hydrates when visible). */
async function typeUntilSaid(page: Page, text: string, said: string) {
  await expect(async () => {
    await field(page).fill(text);
    await expect(message(page)).toHaveText(said, { timeout: 300 });
  }).toPass({ timeout: 5000 });
}

test.describe('which products have a quantity field (engine spec §5)', () => {
  for (const [slug, shown, why] of [
    ['pottery-class', true, 'a service (multiple quantities on services by default)'],
    ['reading-chair', true, 'a physical product with 2 in stock'],
    ['field-guide-ebook', false, 'a digital product'],
    ['gift-card', false, 'a gift card'],
    ['coffee-subscription', false, 'a subscription'],
  ] as const) {
    test(`${slug}: ${shown ? 'shown' : 'none'}, ${why}`, async ({ page, site }) => {
      await productPage(page, site.url, slug);
      await expect(field(page)).toHaveCount(shown ? 1 : 0);
      if (shown) {
        await expect(field(page)).toHaveAttribute('min', '1');
        await expect(field(page)).toHaveAttribute('max', '9999');
        await expect(field(page)).toHaveAttribute('step', '1');
        await expect(field(page)).toHaveValue('1');
      }
    });
  }
});

test.describe('the quantity field', () => {
  test("says 'Quantity must be a whole number' while typing 1.5, beside the field; clears it once fixed; the add uses the fixed quantity", async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await productPage(page, site.url, 'pottery-class');
    await typeUntilSaid(page, '1.5', 'Quantity must be a whole number');
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    const id = await message(page).getAttribute('id');
    await expect(field(page)).toHaveAttribute('aria-describedby', id!);
    // Screen readers hear it too, politely.
    await expect(page.locator('[data-vitrine-announcer="polite"]')).toHaveText(
      'Quantity must be a whole number',
    );
    // Typing was never blocked.
    await expect(field(page)).toHaveValue('1.5');
    expect(await axeFindings(page)).toEqual([]);

    await field(page).fill('3');
    await expect(message(page)).toHaveCount(0);
    await expect(field(page)).not.toHaveAttribute('aria-invalid', /.*/);
    await button(page).click();
    await expect(button(page)).toHaveText('Added!', { timeout: 3000 });
    const posts = (await site.received()).filter((r) => r.method === 'POST' && r.route === 'cartAddEntry');
    // One variant: the server picks it.
    expect(posts.map((r) => JSON.parse(r.body!))).toEqual([{ itemId: 'pottery-class', quantity: 3 }]);
    expect(errors).toEqual([]);
  });

  test("says 'Quantity must be a number.' for text it cannot read as typed, and for an empty field once left", async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'reading-chair');
    await expect(async () => {
      await field(page).fill('');
      await field(page).pressSequentially('e');
      await expect(message(page)).toHaveText('Quantity must be a number.', { timeout: 300 });
    }).toPass({ timeout: 5000 });
    await field(page).fill('2');
    await expect(message(page)).toHaveCount(0);

    // Emptied: nothing said while the shopper is still at it …
    await field(page).fill('');
    await drawn(page);
    await expect(message(page)).toHaveCount(0);
    // … and said once they leave the field (keyboard only).
    await page.keyboard.press('Tab');
    await expect(message(page)).toHaveText('Quantity must be a number.');
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test('is disabled while the chosen size is sold out (the button says Sold Out), and back for another size', async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'linen-shirt');
    const size = page.locator('select[data-variant-option-name="Size"]');
    await size.selectOption('Large');
    await expect(button(page)).toHaveText('Sold Out');
    await expect(field(page)).toBeDisabled();
    await size.selectOption('Small');
    await expect(button(page)).toHaveText('Add To Cart');
    await expect(field(page)).toBeEnabled();
  });

  test('hydrating moves nothing, and at 390 px the page does not scroll sideways with the message shown', async ({
    page,
    site,
  }) => {
    const box = async () => {
      const b = (await page.locator('.product-quantity-input').boundingBox())!;
      return { width: b.width, height: b.height };
    };
    await page.setViewportSize({ width: 390, height: 844 });
    // As the server sent it: the bundle held back.
    await page.route('**/static/loader.js', (route) => route.abort());
    await page.goto(`${site.url}/shop/reading-chair`);
    const before = await box();
    await page.unroute('**/static/loader.js');
    await productPage(page, site.url, 'reading-chair');
    // It hydrates when the shopper reaches it: then its chunk has run (the field says nothing
    // until there is something to say).
    await page.locator('.product-quantity-input input').focus();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.endsWith('/chunks/quantity.js')),
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    expect(await box()).toEqual(before);
    await typeUntilSaid(page, '0', 'Quantity must be between 1 and 9,999.');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);
  });
});
