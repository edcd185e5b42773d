import type { Page } from '@playwright/test';
import { collectPageErrors, expect, test } from './fixtures.ts';

/**
 * The added-item popover (engine spec, "Storefront cart indicator"): '{productName} was added to
 * your cart.' with a Close button, under the cart link or at the top right when no cart link is
 * visible, gone by itself after 3 s; mobile (at most 432 px) spans the window between 16 px gaps.
 * Its timing beside the button's ('Adding…', 'Added!') is test/e2e/addToCart.spec.ts's; its
 * logic, test/unit/widgets/addedItemPopover.test.tsx's.
 */

const pill = (page: Page) => page.locator('header [data-vitrine="cart-pill"] a');
const button = (page: Page, scope = '') => page.locator(`${scope} .sqs-add-to-cart-button`.trim());
const popover = (page: Page) => page.locator('.vitrine-added-item');

/** Two medium linen shirts added from the product page, by mouse. */
async function addShirts(page: Page, url: string) {
  await page.goto(`${url}/shop/linen-shirt`);
  // It hydrates once in view: on a phone it is below the fold.
  await button(page).scrollIntoViewIfNeeded();
  await expect(button(page)).toHaveClass(/vitrine-add-to-cart/);
  await page.locator('select[data-variant-option-name="Size"]').selectOption('Medium');
  await page.locator('.product-quantity-input input').fill('2');
  await button(page).click();
  await expect(popover(page)).toContainText('Linen Shirt was added to your cart.');
}

test.describe('the added-item popover', () => {
  test('desktop: under the cart link, right edges aligned, with the line (size, quantity, price), View cart and Checkout', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await addShirts(page, site.url);
    await expect(popover(page)).toContainText('Size: Medium');
    await expect(popover(page)).toContainText('Quantity: 2');
    await expect(popover(page)).toContainText('$90.00');
    await expect(popover(page).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    await expect(popover(page).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    await expect(popover(page).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(pill(page)).toHaveText('2 items $90.00');
    // Under the link, right edges aligned: also once the link's text has grown with the cart it
    // names, which may arrive after the popover was placed (it follows the link's size).
    const placement = async () => {
      const link = (await pill(page).boundingBox())!;
      const box = (await popover(page).boundingBox())!;
      return {
        below: box.y >= link.y + link.height + 15,
        rightEdgesAligned: Math.abs(box.x + box.width - (link.x + link.width)) <= 1,
        narrowerThanWindow: box.width < 1280 - 32,
      };
    };
    await expect
      .poll(placement, { timeout: 2000 })
      .toEqual({ below: true, rightEdgesAligned: true, narrowerThanWindow: true });
    expect(errors).toEqual([]);
  });

  test('mobile (390 px): the full width between 16 px gaps', async ({ page, site }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await addShirts(page, site.url);
    const box = (await popover(page).boundingBox())!;
    expect(Math.round(box.x)).toBe(16);
    expect(Math.round(box.width)).toBe(390 - 32);
  });

  test('an add from the grid: the popover names the product', async ({ page, site }) => {
    await page.goto(`${site.url}/`);
    const mug = button(page, '.product[data-item-id="ceramic-mug"]');
    await expect(mug).toHaveClass(/vitrine-add-to-cart/);
    await mug.click();
    await expect(popover(page)).toContainText('Ceramic Mug was added to your cart.');
    await expect(pill(page)).toHaveText('1 item $18.50');
  });

  test('the popover sits at the top right when no cart link is in view, and its Close button closes it', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(`${site.url}/`);
    // The last card: with it in view, the header and its cart links are scrolled away.
    const scarf = page.locator('.product[data-item-id="gift-card"]');
    await scarf.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const ebook = button(page, '.product[data-item-id="field-guide-ebook"]');
    await ebook.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(ebook).toHaveClass(/vitrine-add-to-cart/);
    const header = (await page.locator('header').boundingBox())!;
    expect(header.y + header.height).toBeLessThan(0);
    await ebook.click();
    await expect(popover(page)).toBeVisible();
    const box = (await popover(page).boundingBox())!;
    expect(box.y).toBeLessThan(60);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.x).toBeGreaterThanOrEqual(0);
    await popover(page).getByRole('button', { name: 'Close' }).click();
    await expect(popover(page)).toHaveCount(0);
  });
});
