import type { Page } from '@playwright/test';
import { addToCart, expect, test } from './fixtures.ts';

/**
 * docs/theme-authors/theming.md, in Chromium's cascade: the widgets' default sheets sit in
 * `@layer vitrine` at the end of <head>, so any unlayered rule of the theme wins, and a theme
 * whose rules are in layers of its own wins once it names `vitrine` first. The witness is the
 * cart pill's corner radius (cartPill.css: 999px), which the demo's own CSS does not set.
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

  test("a rule in the theme's own layer, with vitrine named first", async ({ page, site }) => {
    const css = '@layer vitrine, theme; @layer theme { .vitrine-cart-pill { border-radius: 3px } }';
    expect(await pillRadiusWith(page, site.url, css)).toBe('3px');
  });

  test('a layered theme that does not name vitrine first loses, as documented', async ({ page, site }) => {
    const css = '@layer theme { .vitrine-cart-pill { border-radius: 3px } }';
    expect(await pillRadiusWith(page, site.url, css)).toBe('999px');
  });
});
