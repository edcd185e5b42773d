import type { Page } from '@playwright/test';
import { collected, consentFirst } from './collectedRecords.ts';
import { axeFindings } from './axe.ts';
import { collectPageErrors, expect, test } from './fixtures.ts';
import { pathsOf, requestsOf, sentUpToNow } from './settled.ts';

/**
 * The grid's Quick View (the engine's `product-quick-view`, on each product with options): the
 * lightbox with the product's widgets, an add, the added-item popover, the census record; keyboard
 * only, at a desktop and a phone width, and axe on the open lightbox.
 */
const quickView = (page: Page, id: string) =>
  page.locator(`.product[data-item-id="${id}"] .sqs-product-quick-view-button`);
const lightbox = (page: Page) => page.getByRole('dialog');
const popover = (page: Page) => page.locator('.vitrine-added-item');

for (const width of [1280, 390]) {
  test.describe(`quick view at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('keyboard only: open, choose, add; the popover with View cart; recorded once; no console error', async ({
      page,
      site,
    }) => {
      const errors = collectPageErrors(page);
      const console: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') console.push(m.text());
      });
      await consentFirst(page);
      await page.goto(`${site.url}/`);
      const recorded = async () =>
        (await collected(site, 'quick-view')).filter(
          (r) => (r.payload as { id: string }).id === 'linen-shirt',
        ).length;
      const before = await recorded();
      const sent = requestsOf(page);
      // A product with options has no add on the grid: its Quick View instead.
      const shirtCard = page.locator('.product[data-item-id="linen-shirt"]');
      await expect(shirtCard.locator('.sqs-add-to-cart-button')).toHaveCount(0);
      const button = quickView(page, 'linen-shirt');
      await expect(button).toHaveText('Quick View');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(lightbox(page)).toBeVisible();
      await expect(lightbox(page).getByRole('heading', { name: 'Linen Shirt' })).toBeVisible();
      await expect(lightbox(page).locator('.product-price')).toHaveText('from $45.00');
      // It fits the window: nothing wider than the viewport.
      const panel = (await lightbox(page).boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(width);

      expect(await axeFindings(page, { include: '.vitrine-quick-view' })).toEqual([]);

      // Focus starts on the first control; the picker hydrated (marks), the add button too.
      const size = lightbox(page).getByLabel('Select Size');
      await expect(size).toBeFocused();
      await expect(lightbox(page).locator('option', { hasText: 'Large' })).toHaveAttribute(
        'label',
        'Large (Sold out)',
      );
      await page.keyboard.press('ArrowDown'); // Small
      await expect(size).toHaveValue('Small');
      await expect(lightbox(page).locator('.product-price')).toHaveText('$45.00');
      await page.keyboard.press('Tab'); // quantity
      await page.keyboard.press('Tab'); // Add To Cart
      const add = lightbox(page).locator('.sqs-add-to-cart-button');
      await expect(add).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(popover(page)).toContainText('Linen Shirt was added to your cart.');
      await expect(lightbox(page)).toHaveCount(0);
      await expect(button).toBeFocused();
      await expect(popover(page)).toContainText('Size: Small');
      await expect(popover(page)).toContainText('Quantity: 1');
      await expect(popover(page).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
      await expect(popover(page).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
        'href',
        '/checkout',
      );
      const box = (await popover(page).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);

      await expect.poll(recorded).toBe(before + 1);
      // Once: nothing more of it left the page, with whatever the collectors held sent now.
      expect(
        pathsOf(await sentUpToNow(page, sent)).filter((p) => p === '/api/census/RecordQuickView/linen-shirt'),
      ).toHaveLength(1);
      expect(await recorded()).toBe(before + 1);
      expect(errors).toEqual([]);
      expect(console).toEqual([]);
    });

    test('Escape closes it and focus returns to the button; opening again is recorded again', async ({
      page,
      site,
    }) => {
      await consentFirst(page);
      await page.goto(`${site.url}/`);
      const recorded = async () =>
        (await collected(site, 'quick-view')).filter(
          (r) => (r.payload as { id: string }).id === 'field-jacket',
        ).length;
      const before = await recorded();
      const button = quickView(page, 'field-jacket');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(lightbox(page)).toBeVisible();
      // No ?variant= on the grid's address from a choice in the lightbox.
      await lightbox(page).getByLabel('Select Colour').selectOption('Navy');
      expect(new URL(page.url()).search).toBe('');
      await page.keyboard.press('Escape');
      await expect(lightbox(page)).toHaveCount(0);
      await expect(button).toBeFocused();
      await page.keyboard.press(' ');
      await expect(lightbox(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
      await expect.poll(recorded).toBe(before + 2);
    });
  });
}
