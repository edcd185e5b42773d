import type { Page } from '@playwright/test';
import { addToCart, expect, test } from './fixtures.ts';

/**
 * docs/theme-authors/theming.md, in Chromium's cascade: the widgets' default sheets sit in
 * `@layer vitrine` at the start of <head>, so any unlayered rule of the theme wins, and so does a
 * rule in a layer of the theme's own (`vitrine`, first in the document, is the lowest layer). The
 * witness is the cart pill's corner radius (cartPill.css: 999px), which the demo's CSS does not set.
 */
async function pillRadiusWith(page: Page, url: string, themeCss: string) {
  await page.addInitScript((css) => {
    addEventListener('DOMContentLoaded', () => {
      const theme = document.createElement('style');
      theme.textContent = css;
      document.head.append(theme);
    });
  }, themeCss);
  // The pill shows once the cart holds something.
  await addToCart(page.request, url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 });
  await page.goto(`${url}/shop/canvas-tote`);
  const pill = page.locator('.vitrine-cart-pill');
  await expect(pill).toBeVisible();
  return pill.evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
}

test.describe("the theme's rules win over the widgets' defaults", () => {
  test('the default where the theme says nothing', async ({ page, site }) => {
    expect(await pillRadiusWith(page, site.url, '')).toBe('999px');
  });

  test('a plain rule, whatever its specificity', async ({ page, site }) => {
    expect(await pillRadiusWith(page, site.url, '.vitrine-cart-pill { border-radius: 3px }')).toBe('3px');
  });

  test("a rule in a layer of the theme's own, added after ours", async ({ page, site }) => {
    const css = '@layer theme { .vitrine-cart-pill { border-radius: 3px } }';
    expect(await pillRadiusWith(page, site.url, css)).toBe('3px');
  });
});
