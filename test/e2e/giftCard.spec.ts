import type { Page } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { collectPageErrors, expect, test } from './fixtures.ts';

const block = (page: Page) => page.locator('[data-vitrine="gift-card"]');
const buy = (page: Page) => block(page).getByRole('button');
const alert = (page: Page) => page.getByRole('alertdialog');
const pill = (page: Page) => page.locator('header [data-vitrine="cart-pill"] a');

/** The shop page, its gift-card block scrolled to and hydrated (its JSON child is then gone). */
async function shop(page: Page, url: string) {
  await page.goto(`${url}/`);
  await block(page).scrollIntoViewIfNeeded();
  await expect(block(page)).toHaveClass(/vitrine-gift-card/);
}

const adds = async (site: { received(): Promise<Array<{ route: string | null; body: string | null }>> }) =>
  (await site.received()).filter((r) => r.route === 'cartAddEntry').map((r) => JSON.parse(r.body!));

test.describe('the gift-card product page (variants-select + add-to-cart)', () => {
  test("no amount: 'Unable to purchase Gift Card', 'Select a denomination for the Gift Card'; then $50 is added", async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/shop/gift-card`);
    const button = page.locator('.sqs-add-to-cart-button');
    await expect(button).toHaveClass(/vitrine-add-to-cart/);
    await button.click();
    await expect(alert(page)).toBeVisible();
    await expect(alert(page).getByRole('heading')).toHaveText('Unable to purchase Gift Card');
    await expect(alert(page)).toContainText('Select a denomination for the Gift Card');
    await alert(page).getByRole('button', { name: 'OK' }).click();
    expect(await adds(site)).toEqual([]);

    await page.locator('select[data-variant-option-name="Amount"]').selectOption('$50');
    await button.click();
    await expect(button).toHaveText('Added!', { timeout: 3000 });
    expect(await adds(site)).toEqual([{ itemId: 'gift-card', sku: 'GIFT-50', quantity: 1 }]);
  });
});

test.describe('the gift-card block on the shop page', () => {
  test('shows the amounts; Buy without one says why; with $50 it adds GIFT-50: Adding…, Added!, the pill', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await shop(page, site.url);
    const amounts = block(page).getByRole('group', { name: 'Amount' });
    await expect(amounts.getByRole('radio')).toHaveCount(3);
    await expect(amounts.locator('label')).toHaveText(['$25.00', '$50.00', '$100.00']);
    await expect(buy(page)).toHaveText('Buy a gift card');

    await buy(page).click();
    await expect(alert(page).getByRole('heading')).toHaveText('Unable to purchase Gift Card');
    await expect(alert(page)).toContainText('Select a denomination for the Gift Card');
    expect(await axeFindings(page)).toEqual([]);
    await alert(page).getByRole('button', { name: 'OK' }).click();
    await expect(alert(page)).toHaveCount(0);
    await expect(buy(page)).toBeFocused();
    expect(await adds(site)).toEqual([]);

    await amounts.getByRole('radio', { name: '$50.00' }).check();
    const started = Date.now();
    await buy(page).click();
    await expect(buy(page)).toHaveText('Adding…');
    await expect(buy(page)).toHaveText('Added!', { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await expect(pill(page)).toHaveText('1 item $50.00');
    expect(await adds(site)).toEqual([{ itemId: 'gift-card', sku: 'GIFT-50', quantity: 1 }]);
    await expect(buy(page)).toHaveText('Buy a gift card', { timeout: 3000 });
    expect(errors).toEqual([]);
  });

  test('keyboard only: Tab to the amounts, arrow to one, Tab to Buy, Enter', async ({ page, site }) => {
    await shop(page, site.url);
    await block(page).getByRole('radio').first().focus();
    await page.keyboard.press('ArrowRight'); // $50.00
    await page.keyboard.press('ArrowRight'); // $100.00
    await expect(block(page).getByRole('radio', { name: '$100.00' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(buy(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(buy(page)).toHaveText('Added!', { timeout: 3000 });
    expect(await adds(site)).toEqual([{ itemId: 'gift-card', sku: 'GIFT-100', quantity: 1 }]);
  });

  test("a refused add shows the server's message under the gift-card title", async ({ page, site }) => {
    await shop(page, site.url);
    await block(page).getByRole('radio', { name: '$25.00' }).check();
    await site.arm('500', '/api/commerce/cart/entries');
    await buy(page).click();
    await expect(alert(page).getByRole('heading')).toHaveText('Unable to purchase Gift Card');
    await expect(alert(page)).toContainText(
      'Something went wrong on our side. Please try again in a moment.',
    );
  });

  test('hydrating moves nothing, and at 390 px nothing scrolls sideways', async ({ page, site }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const box = async () => {
      const b = (await block(page).boundingBox())!;
      return { width: Math.round(b.width), height: Math.round(b.height) };
    };
    await page.route('**/static/loader.js', (route) => route.abort());
    await page.goto(`${site.url}/`);
    const before = await box();
    const words = await block(page).innerText();
    await page.unroute('**/static/loader.js');
    await shop(page, site.url);
    expect(await box()).toEqual(before);
    expect(await block(page).innerText()).toBe(words);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);
  });
});
