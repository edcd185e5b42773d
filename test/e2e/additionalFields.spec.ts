import type { Locator, Page } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { addToCart, collectPageErrors, expect, test } from './fixtures.ts';
import { drawn, idle } from './settled.ts';

const POUCH = '/shop/monogram-pouch';
const CHUNK = '/chunks/additional-fields.js';
const ENTRIES = '/api/commerce/cart/entries';

const button = (page: Page) => page.locator('.sqs-add-to-cart-button');
const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Personalise your order' });
const field = (page: Page, label: string) => lightbox(page).getByLabel(label, { exact: false });
const submit = (page: Page, name = 'Add To Cart') => lightbox(page).getByRole('button', { name });

/** What a shopper who fills the form in properly sends. */
const VALUES = {
  monogram: 'ABC',
  recipient: { First: '', Last: 'Lovelace' },
  wrapping: 'Linen bag',
  note: 'Happy birthday',
};

/**
 * The pouch's page, with the lightbox's chunk held back `delayMs` (a slow connection), and a
 * record of when it was asked for: nothing may ask for it before the shopper's first touch.
 */
async function pouchPage(page: Page, url: string, delayMs = 0) {
  const asked: number[] = [];
  await page.route(`**${CHUNK}`, async (route) => {
    asked.push(Date.now());
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  await page.goto(`${url}${POUCH}`);
  // Scrolling is no interaction: the button hydrates once in view, the lightbox still waits.
  await button(page).scrollIntoViewIfNeeded();
  await expect(button(page)).toHaveClass(/\bvitrine-add-to-cart\b/);
  return asked;
}

async function fillIn(page: Page) {
  await field(page, 'Monogram').fill(VALUES.monogram);
  await field(page, 'Last Name').fill(VALUES.recipient.Last);
  await lightbox(page).getByRole('radio', { name: 'Linen bag' }).check();
  await field(page, 'Gift note').fill(VALUES.note);
}

/** The visitor's cart as the API reads it back from SQLite (the page's own cookies). */
async function cartEntries(page: Page, url: string) {
  const res = await page.request.get(`${url}/api/commerce/cart`);
  expect(res.ok()).toBe(true);
  return (
    (await res.json()) as { entries: Array<{ id: string; quantity: number; additionalFields?: string }> }
  ).entries;
}

/** Where focus is: inside the lightbox or not. */
const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

test.describe('the additional-fields lightbox', () => {
  test('a first click, while its code is still on the way, opens it; the fields are added as JSON text', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    const asked = await pouchPage(page, site.url, 800);
    // What waits for idle has begun, and the page drew: still no touch, so nothing asked.
    await idle(page);
    await drawn(page);
    expect(asked, 'nothing asked for the lightbox before the first touch').toEqual([]);

    await button(page).click();
    await expect(lightbox(page)).toBeVisible({ timeout: 8000 });
    expect(asked).toHaveLength(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.locator('html')).toHaveClass(/\bvitrine-dialog-open\b/);
    await expect(field(page, 'Monogram')).toBeFocused();
    // The stock was checked before it opened (storefront §5).
    const stock = (await site.received()).filter((r) => r.path.startsWith('/api/commerce/inventory/stock'));
    expect(stock).toHaveLength(1);

    await fillIn(page);
    await submit(page).click();
    await expect(lightbox(page)).toHaveCount(0, { timeout: 8000 });
    await expect(page.locator('html')).not.toHaveClass(/\bvitrine-dialog-open\b/);
    await expect(button(page)).toBeFocused();
    await expect(page.locator('.vitrine-added-item')).toContainText(
      'Monogrammed Pouch was added to your cart.',
    );
    await expect(page.locator('header [data-vitrine="cart-pill"] a')).toHaveText('1 item $38.00');

    const posts = (await site.received()).filter((r) => r.method === 'POST' && r.path === ENTRIES);
    expect(posts).toHaveLength(1);
    const body = JSON.parse(posts[0]!.body!) as {
      itemId: string;
      quantity: number;
      additionalFields: string;
    };
    expect(body).toEqual({ itemId: 'monogram-pouch', quantity: 1, additionalFields: expect.any(String) });
    expect(JSON.parse(body.additionalFields)).toEqual(VALUES);
    // Kept by the server (SQLite), as the cart reads back.
    const [entry] = await cartEntries(page, site.url);
    expect(JSON.parse(entry!.additionalFields!)).toEqual(VALUES);
    expect(errors).toEqual([]);
  });

  test('by keyboard as the first interaction: Tab to the button, Enter; focus stays inside; Escape closes and focus returns', async ({
    page,
    site,
  }) => {
    const asked = await pouchPage(page, site.url, 800);
    for (let i = 0; i < 60 && !(await button(page).evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(button(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(lightbox(page)).toBeVisible({ timeout: 8000 });
    expect(asked).toHaveLength(1);
    await expect(field(page, 'Monogram')).toBeFocused();

    // Tab and Shift+Tab cycle inside, never reaching the page behind.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(lightbox(page))).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(lightbox(page))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect(button(page)).toBeFocused();
    await expect(page.locator('html')).not.toHaveClass(/\bvitrine-dialog-open\b/);
    expect((await site.received()).filter((r) => r.method === 'POST')).toEqual([]);

    // The × button closes it too.
    await page.keyboard.press('Enter');
    await expect(lightbox(page)).toBeVisible();
    await lightbox(page).getByRole('button', { name: 'Close' }).click();
    await expect(lightbox(page)).toHaveCount(0);
    await expect(button(page)).toBeFocused();
  });

  test("empty required fields: 'Required' above their titles, and nothing is added", async ({
    page,
    site,
  }) => {
    await pouchPage(page, site.url);
    await button(page).click();
    await submit(page).click();
    await expect(lightbox(page)).toContainText('Update the missing or invalid information above');
    const monogram = lightbox(page).locator('[data-field-id="monogram"]');
    const wrapping = lightbox(page).locator('[data-field-id="wrapping"]');
    await expect(monogram.locator('.vitrine-field__error')).toHaveText('Required');
    await expect(wrapping.locator('.vitrine-field__error')).toHaveText('Required');
    await expect(lightbox(page).locator('[data-field-id="recipient"] .vitrine-field__error')).toHaveCount(0);
    // Above the title, on screen too.
    const error = (await monogram.locator('.vitrine-field__error').boundingBox())!;
    const title = (await monogram.locator('label').first().boundingBox())!;
    expect(error.y + error.height).toBeLessThanOrEqual(title.y + 1);
    await expect(field(page, 'Monogram')).toBeFocused();
    await expect(field(page, 'Monogram')).toHaveAttribute('aria-invalid', 'true');

    await field(page, 'Monogram').fill('ABCD');
    await submit(page).click();
    await expect(monogram.locator('.vitrine-field__error')).toHaveText(
      'You have exceeded the character limit.',
    );
    expect((await site.received()).filter((r) => r.method === 'POST')).toEqual([]);
  });

  test('50 px from the top when taller than the window, otherwise centred; re-placed 100 ms after a resize settles', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 1024, height: 1400 });
    await pouchPage(page, site.url);
    await button(page).click();
    const panel = lightbox(page);
    await expect(panel).toBeVisible();
    const tall = await panel.evaluate((el) => ({
      top: parseFloat(getComputedStyle(el).marginTop),
      height: (el as HTMLElement).offsetHeight,
    }));
    expect(tall.height).toBeLessThan(1400);
    expect(tall.top).toBe(Math.round((1400 - tall.height) / 2));

    // Record each resize and each placement, then shrink the window in three quick steps.
    await panel.evaluate((el) => {
      const w = window as unknown as { resizes: number[]; placed: Array<[number, string]> };
      w.resizes = [];
      w.placed = [];
      addEventListener('resize', () => w.resizes.push(performance.now()));
      new MutationObserver(() =>
        w.placed.push([performance.now(), (el as HTMLElement).style.marginTop]),
      ).observe(el, {
        attributes: true,
        attributeFilter: ['style'],
      });
    });
    // Each step well inside the 100 ms the lightbox waits for resizing to pause: the next comes
    // once the page has seen this one (a frame: its resize event goes before the frame's callbacks).
    for (const height of [1200, 900, 500]) {
      await page.setViewportSize({ width: 1024, height });
      await drawn(page);
    }
    await expect.poll(() => panel.evaluate((el) => getComputedStyle(el).marginTop)).toBe('50px');
    const { resizes, placed } = await page.evaluate(() => {
      const w = window as unknown as { resizes: number[]; placed: Array<[number, string]> };
      return { resizes: w.resizes, placed: w.placed };
    });
    expect(resizes.length).toBeGreaterThanOrEqual(2);
    // Each placement comes once resizing has been quiet for 100 ms, never during a burst; the
    // last is 50 px. (How many bursts the three steps make depends on the machine's speed: on a
    // busy one a step may take longer than 100 ms, and the lightbox rightly places it between.)
    expect(placed.at(-1)?.[1]).toBe('50px');
    for (const [at] of placed) {
      const lastResize = Math.max(...resizes.filter((r) => r <= at));
      expect(at - lastResize).toBeGreaterThanOrEqual(99);
    }
  });

  test("once the cart holds all 3 pouches: 'Sorry, we do not have enough of that item available.'", async ({
    page,
    site,
  }) => {
    await addToCart(page.request, site.url, { itemId: 'monogram-pouch', quantity: 3 });
    await pouchPage(page, site.url);
    await button(page).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Unable to Add Item');
    await expect(alert).toContainText('Sorry, we do not have enough of that item available.');
    await expect(lightbox(page)).toHaveCount(0);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(button(page)).toBeFocused();
    const posts = (await site.received()).filter((r) => r.method === 'POST' && r.path === ENTRIES);
    expect(posts).toHaveLength(1); // the one that filled the cart
  });

  test('axe finds nothing with it open, and at 390 px it fits the window', async ({ page, site }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await pouchPage(page, site.url);
    await button(page).click();
    await expect(lightbox(page)).toBeVisible();
    await submit(page).click(); // with its errors showing too
    await expect(lightbox(page)).toContainText('Required');
    expect(await axeFindings(page)).toEqual([]);
    const box = (await lightbox(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const wide = await lightbox(page).evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(wide, 'nothing in the panel scrolls sideways').toBe(false);
  });
});

test.describe('editing an entry’s fields on the cart page', () => {
  async function cartWithPouch(page: Page, url: string) {
    await page.goto(`${url}/`);
    const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;
    const res = await page.request.post(`${url}${ENTRIES}`, {
      data: { itemId: 'monogram-pouch', quantity: 1, additionalFields: JSON.stringify(VALUES) },
      headers: { 'X-CSRF-Token': crumb },
    });
    expect(res.ok()).toBe(true);
    await page.goto(`${url}/cart`);
  }
  const edit = (page: Page) => page.getByRole('button', { name: 'Edit details of Monogrammed Pouch' });
  const editor = (page: Page) => page.getByRole('dialog', { name: 'Personalise your order' });

  test('Edit details opens the lightbox filled in; Save sends the update, the cart is busy meanwhile, and it reads back', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await cartWithPouch(page, site.url);
    await site.arm('slow', `${ENTRIES}/`);
    await edit(page).click();
    await expect(editor(page)).toBeVisible();
    await expect(editor(page).getByLabel('Monogram', { exact: false })).toHaveValue('ABC');
    await expect(editor(page).getByLabel('Last Name')).toHaveValue('Lovelace');
    await expect(editor(page).getByRole('radio', { name: 'Linen bag' })).toBeChecked();
    await expect(editor(page).getByLabel('Gift note', { exact: false })).toHaveValue('Happy birthday');

    await editor(page).getByLabel('Monogram', { exact: false }).fill('XYZ');
    await editor(page).getByRole('button', { name: 'Save' }).click();
    // The update is slow (3 s): the button says so and the cart recalculates meanwhile.
    await expect(editor(page).getByRole('button', { name: 'Saving…' })).toBeVisible();
    await expect(page.locator('#sqs-cart-root')).toHaveAttribute('aria-busy', 'true');
    await expect(editor(page)).toHaveCount(0, { timeout: 8000 });
    await expect(page.locator('#sqs-cart-root')).not.toHaveAttribute('aria-busy', 'true');
    await expect(edit(page)).toBeFocused();

    const [entry] = await cartEntries(page, site.url);
    const puts = (await site.received()).filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.path)).toEqual([`${ENTRIES}/${entry!.id}/additional-fields`]);
    const sent = JSON.parse(puts[0]!.body!) as { itemId: string; sku: string; additionalFields: string };
    expect(sent).toEqual({ itemId: 'monogram-pouch', sku: 'POUCH', additionalFields: expect.any(String) });
    expect(JSON.parse(entry!.additionalFields!)).toEqual({ ...VALUES, monogram: 'XYZ' });
    // The line shows the new answer (the cart widget redraws it from the cart read back).
    await expect(page.locator('.vitrine-cart__field', { hasText: 'Monogram' })).toHaveText('Monogram: XYZ');

    // Opened again, it shows what was saved.
    await edit(page).click();
    await expect(editor(page).getByLabel('Monogram', { exact: false })).toHaveValue('XYZ');
    expect(errors).toEqual([]);
  });

  test("a busy server: 'Unable to update form' and 'Please try again in a few seconds.' in the form", async ({
    page,
    site,
  }) => {
    await cartWithPouch(page, site.url);
    await site.arm('429', `${ENTRIES}/`);
    await edit(page).click();
    await editor(page).getByRole('button', { name: 'Save' }).click();
    const problem = editor(page).getByRole('alert');
    await expect(problem).toContainText('Unable to update form');
    await expect(problem).toContainText('Please try again in a few seconds.');
    await expect(editor(page)).toBeVisible();
    const [entry] = await cartEntries(page, site.url);
    expect(JSON.parse(entry!.additionalFields!)).toEqual(VALUES);
  });

  test('axe finds nothing on the cart page with the editor open; at 390 px both fit the window', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await cartWithPouch(page, site.url);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    await edit(page).click();
    await expect(editor(page)).toBeVisible();
    const box = (await editor(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);
  });
});
