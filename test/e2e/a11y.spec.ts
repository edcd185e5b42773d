import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { demoCatalog } from '../../fixtures/server/seed/catalog.ts';
import { axeFindings } from './axe.ts';
import { addToCart, contrastRatio, expect, repo, staticServer, test } from './fixtures.ts';

const pill = '[data-vitrine="cart-pill"] a';
const WIDTHS = [1280, 390];

/** Every page of the demo store, with whether it shows the cart pill. */
const DEMO_PAGES: Array<{ path: string; pill: boolean }> = [
  { path: '/', pill: true },
  ...demoCatalog.map((p) => ({ path: `/shop/${p.slug}`, pill: true })),
  // The cart page never mounts the pill (spec).
  { path: '/cart', pill: false },
  { path: '/checkout', pill: true },
  { path: '/checkout/subscription', pill: true },
  { path: '/contact', pill: true },
  { path: '/feedback', pill: true },
  { path: '/subscribed', pill: true },
  { path: '/embed/module', pill: true },
  { path: '/embed/classic', pill: true },
  { path: '/embed/engine', pill: false },
  { path: '/__vitrine/', pill: false },
];

const examplesDir = join(repo, 'dist-examples');
const EXAMPLE_PAGES = existsSync(examplesDir)
  ? readdirSync(examplesDir).filter((f) => f.endsWith('.html'))
  : [];

/** Wait until the widgets the shopper can see have hydrated: the pill and every button in view. */
async function hydrated(page: Page, withPill: boolean): Promise<void> {
  if (withPill) await expect(page.locator(pill).first()).toBeVisible();
  for (const button of await page.locator('.sqs-add-to-cart-button').all()) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toHaveClass(/\bvitrine-add-to-cart\b/);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Nothing scrolls sideways, and the pill (when there is one) sits inside the window. */
async function fitsWidth(page: Page, withPill: boolean): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(
    innerWidth,
  );
  if (!withPill) return;
  const box = await page.locator(pill).first().boundingBox();
  expect(box, 'the cart pill has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(innerWidth);
}

test.describe('demo store accessibility and layout', () => {
  for (const { path, pill: withPill } of DEMO_PAGES) {
    test(`${path}: axe finds nothing once hydrated, and it fits, at ${WIDTHS.join(' and ')} px`, async ({
      page,
      site,
    }) => {
      // A cart with something in it, so the pill shows and the cart pages list entries.
      await addToCart(page.request, site.url, { itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 1 });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${site.url}${path}`);
        await hydrated(page, withPill);
        await fitsWidth(page, withPill);
        // House Blend shows the formatter's radio buttons, whose labels carry role=button, which
        // ARIA in HTML does not allow on a label (aria-allowed-role, a best practice): the public
        // markup the loader hydrates as it is (variant-picker.spec.ts); every other rule holds.
        const skip = path === '/shop/coffee-beans' ? ['aria-allowed-role'] : [];
        expect(await axeFindings(page, { skip }), `axe on ${path} at ${width}px`).toEqual([]);
      }
    });
  }

  test('an empty cart page passes axe', async ({ page, site }) => {
    await page.goto(`${site.url}/cart`);
    await expect(page.locator('.vitrine-cart__empty')).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });

  test('with the alert dialog open (no size chosen) axe finds nothing', async ({ page, site }) => {
    await page.goto(`${site.url}/shop/linen-shirt`);
    const button = page.locator('.sqs-add-to-cart-button');
    await expect(button).toHaveClass(/\bvitrine-add-to-cart\b/);
    await button.click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Please select the Size option.');
    expect(await axeFindings(page)).toEqual([]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await fitsWidth(page, false);
    }
  });

  /** Add the mug from the shop's grid and keep the popover open (the pointer on it pauses it). */
  async function showPopover(page: Page, url: string) {
    await page.goto(`${url}/`);
    const mug = page.locator('.product[data-item-id="ceramic-mug"] .sqs-add-to-cart-button');
    await mug.scrollIntoViewIfNeeded();
    await expect(mug).toHaveClass(/\bvitrine-add-to-cart\b/);
    await mug.click();
    const popover = page.locator('.vitrine-added-item');
    await expect(popover).toContainText('Ceramic Mug was added to your cart.');
    await popover.hover();
    return popover;
  }

  // The popover is portalled onto <body> as role=group, outside every landmark: axe's
  // best-practice rule 'region' flags it. That is src/ui/Popover.tsx's to fix (reported); here
  // every other rule must pass, and the test below fails until it is fixed.
  test('with the added-item popover showing axe finds nothing else, at both widths', async ({
    page,
    site,
  }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const popover = await showPopover(page, site.url);
      await fitsWidth(page, true);
      const box = (await popover.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // Axe gives up on the contrast of text that wraps inside a fixed layer over different parts
      // of the page ('elmPartiallyObscuring', however opaque the layer: see instalments.spec.ts):
      // every other rule is axe's, and the popover's text is measured against its surface here.
      expect(await axeFindings(page, { skip: ['color-contrast'] }), `axe at ${width}px`).toEqual([]);
      const colours = await popover.evaluate((layer) => ({
        surface: getComputedStyle(layer).backgroundColor,
        texts: [...layer.querySelectorAll('p, a')].map((el) => getComputedStyle(el).color),
      }));
      const ratios = colours.texts.map((text) => contrastRatio(text, colours.surface));
      expect(ratios.length).toBeGreaterThan(1);
      for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(4.5);
      await expect(popover).toBeVisible();
    }
  });
});

test.describe('example pages accessibility and layout', () => {
  test('dist-examples is built (npm run build)', () => {
    expect(EXAMPLE_PAGES.length, `no pages in ${examplesDir}`).toBeGreaterThan(1);
  });

  for (const file of EXAMPLE_PAGES) {
    test(`${file}: axe finds nothing once hydrated, and it fits, at ${WIDTHS.join(' and ')} px`, async ({
      page,
      site,
    }) => {
      const examples = await staticServer(examplesDir, (html) =>
        html.replaceAll('http://127.0.0.1:4173', site.url),
      );
      try {
        // The shop's own pages give the visitor a session; a cart item shows the pill.
        await addToCart(page.request, site.url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${examples.url}/${file}`);
          const withPill = (await page.locator('[data-vitrine="cart-pill"]').count()) > 0;
          await hydrated(page, withPill);
          await fitsWidth(page, withPill);
          // The House Blend's radio buttons, as on /shop/coffee-beans above (aria-allowed-role).
          const skip = file === 'subscription.html' ? ['aria-allowed-role'] : [];
          expect(await axeFindings(page, { skip }), `axe on ${file} at ${width}px`).toEqual([]);
        }
      } finally {
        await examples.close();
      }
    });
  }
});
