import type { Page } from '@playwright/test';
import { collectPageErrors, expect, test } from './fixtures.ts';
import { drawn, requestsOf, sentUpToNow } from './settled.ts';

const ENTRIES = '/api/commerce/cart/entries';
const pill = (page: Page) => page.locator('header [data-vitrine="cart-pill"] a');
const button = (page: Page, scope = '') => page.locator(`${scope} .sqs-add-to-cart-button`.trim());
const alert = (page: Page) => page.getByRole('alertdialog');
const popover = (page: Page) => page.locator('.vitrine-added-item');

async function productPage(page: Page, url: string, slug: string) {
  await page.goto(`${url}/shop/${slug}`);
  await expect(button(page)).toHaveClass(/vitrine-add-to-cart/);
}

test.describe('add to cart on a product page, keyboard only', () => {
  test('Tab, choose, type, Enter: Adding…, Added! after 1 s, for 2 s, the popover for 3 s, the pill', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await productPage(page, site.url, 'linen-shirt');
    const size = page.locator('select[data-variant-option-name="Size"]');
    await size.focus();
    await page.keyboard.press('ArrowDown'); // Small
    await page.keyboard.press('ArrowDown'); // Medium
    await expect(size).toHaveValue('Medium');
    const quantity = page.locator('.product-quantity-input input');
    await quantity.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await button(page).focus();
    await expect(button(page)).toBeFocused();

    // When the shopper sees each change, as the page's own clock has it: the test's polling may
    // see a change late on a busy machine, which would shorten every interval it measures.
    await page.evaluate(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { seen: typeof seen }).seen = seen;
      const button = document.querySelector('.sqs-add-to-cart-button')!;
      addEventListener('keydown', () => (seen.press ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        const text = button.textContent!.trim();
        if (seen.press !== undefined) seen[text] ??= performance.now();
        if (document.querySelector('.vitrine-added-item')) seen.popover ??= performance.now();
        else if (seen.popover !== undefined) seen.popoverGone ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const seen = () => page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);

    await page.keyboard.press('Enter');
    await expect(button(page)).toHaveText('Adding…');
    await expect(popover(page)).toContainText('Linen Shirt was added to your cart.');
    await expect(button(page)).toHaveText('Added!', { timeout: 3000 });
    const first = await seen();
    const added = first['Added!']!;
    expect(added - first.press!).toBeGreaterThanOrEqual(900);

    await expect(popover(page).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(pill(page)).toHaveText('2 items $90.00');
    // Under the cart link, which is visible in the header.
    const link = (await pill(page).boundingBox())!;
    const box = (await popover(page).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(link.y + link.height);
    // The shopper keeps the focus.
    await expect(button(page)).toBeFocused();

    await expect(button(page)).toHaveText('Add To Cart', { timeout: 3000 });
    await expect(popover(page)).toHaveCount(0, { timeout: 3500 });
    const times = await seen();
    // 'Added!' for 2 s, the popover for 3 s (a few ms of timer slack either way).
    expect(times['Add To Cart']! - added).toBeGreaterThanOrEqual(1950);
    expect(times.popoverGone! - times.popover!).toBeGreaterThanOrEqual(2950);

    const posts = (await site.received()).filter((r) => r.method === 'POST');
    expect(posts.map((r) => JSON.parse(r.body!))).toEqual([
      { itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 2 },
    ]);
    expect(errors).toEqual([]);
  });

  test('Space activates; a missing option is said in an alert dialog that Enter closes, focus back on the button', async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'linen-shirt');
    await button(page).focus();
    await page.keyboard.press('Space');
    await expect(alert(page)).toBeVisible();
    await expect(alert(page)).toContainText('Unable to Add Item');
    await expect(alert(page)).toContainText('Please select the Size option.');
    await expect(alert(page).getByRole('button', { name: 'OK' })).toBeFocused();
    // Focus stays inside while it is open.
    await page.keyboard.press('Tab');
    await expect(alert(page).getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(alert(page)).toHaveCount(0);
    await expect(button(page)).toBeFocused();
    expect((await site.received()).filter((r) => r.method === 'POST')).toEqual([]);
  });

  test("a sold-out product reads 'Sold Out', disabled, and sends nothing", async ({ page, site }) => {
    await productPage(page, site.url, 'wool-scarf');
    await expect(button(page)).toHaveText('Sold Out');
    await expect(button(page)).toHaveAttribute('aria-disabled', 'true');
    const sent = requestsOf(page);
    await button(page).click({ force: true });
    await button(page).focus();
    await page.keyboard.press('Enter');
    // The press handled and drawn: an add would have begun, its request made, the text changed.
    await drawn(page);
    expect((await sentUpToNow(page, sent, { hide: false })).filter((r) => r.method() === 'POST')).toEqual([]);
    await expect(button(page)).toHaveText('Sold Out');
    await expect(alert(page)).toHaveCount(0);
    expect((await site.received()).filter((r) => r.method === 'POST')).toEqual([]);
  });

  test("choosing a sold-out size turns the button to 'Sold Out'; another size brings it back", async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'linen-shirt');
    const size = page.locator('select[data-variant-option-name="Size"]');
    await size.selectOption('Large');
    await expect(button(page)).toHaveText('Sold Out');
    await expect(button(page)).toHaveAttribute('aria-disabled', 'true');
    await size.selectOption('Small');
    await expect(button(page)).toHaveText('Add To Cart');
    await expect(button(page)).not.toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('add to cart when the server fails', () => {
  const cases: Array<[string, string, string]> = [
    ['429', 'Please try again in a few seconds.', 'Too many requests.'],
    ['crumb', 'Your session has expired. Please reload the page and try again.', 'CSRF'],
    ['500', 'Something went wrong on our side. Please try again in a moment.', 'HTTP'],
  ];
  for (const [fault, message, never] of cases) {
    test(`${fault}: '${message}' in the alert, and the label is back a second later`, async ({
      page,
      site,
    }) => {
      await productPage(page, site.url, 'ceramic-mug');
      await site.arm(fault, ENTRIES);
      await button(page).click();
      await expect(alert(page)).toContainText('Unable to Add Item');
      await expect(alert(page)).toContainText(message);
      await expect(alert(page)).not.toContainText(never);
      await expect(button(page)).toHaveText('Add To Cart', { timeout: 2000 });
      await alert(page).getByRole('button', { name: 'OK' }).click();
      await expect(pill(page)).toHaveCount(0);
    });
  }

  test("a refused crumb with cookies off: 'Please enable cookies in your browser, reload the page, and try again.'", async ({
    page,
    site,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }),
    );
    await productPage(page, site.url, 'ceramic-mug');
    await site.arm('crumb', ENTRIES);
    await button(page).click();
    await expect(alert(page)).toContainText(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
  });

  test('a garbled answer to an add that went through is shown as added, not as a failure', async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'ceramic-mug');
    await site.arm('garbage', ENTRIES);
    await button(page).click();
    await expect(button(page)).toHaveText('Added!', { timeout: 3000 });
    await expect(alert(page)).toHaveCount(0);
    await expect(pill(page)).toHaveText('1 item $18.50');
    await expect(popover(page)).toContainText('Ceramic Mug was added to your cart.');
  });

  test("not enough stock: the server's refusal reads 'Sorry, we do not have enough of that item available.'", async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'canvas-tote');
    await site.arm('sold-out', ENTRIES);
    await button(page).click();
    await expect(alert(page)).toContainText('Sorry, we do not have enough of that item available.');
  });
});

test.describe('add to cart on the listing grid', () => {
  // 'Select Option' on a grid button (spec §4) is the unit tests' and the listing-grid example's:
  // the demo's grid gives a product with options its Quick View instead (test/e2e/quickView.spec.ts).
  test('a product with sizes offers its Quick View, never an add the server refuses', async ({
    page,
    site,
  }) => {
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes(ENTRIES) && r.status() >= 400) refused.push(r.url());
    });
    await page.goto(`${site.url}/`);
    const card = page.locator('.product[data-item-id="linen-shirt"]');
    await expect(card.locator('.sqs-product-quick-view-button')).toHaveText('Quick View');
    await expect(card.locator('.sqs-add-to-cart-button')).toHaveCount(0);
    expect(refused).toEqual([]);
  });
});

test.describe("the dialogs' chunk is on its way before the press lands", () => {
  const dialogsChunk = (page: Page) =>
    page.waitForRequest((r) => /\/chunks\/overlay-[\w-]+\.js$/.test(r.url()), { timeout: 10_000 });

  test('a finger (or the mouse) down on add to cart asks for it; nothing is added until the press ends', async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'canvas-tote');
    const sent = requestsOf(page);
    const box = (await button(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const asked = dialogsChunk(page);
    await page.mouse.down();
    await asked;
    expect((await sentUpToNow(page, sent, { hide: false })).filter((r) => r.method() === 'POST')).toEqual([]);
    await page.mouse.up();
    await expect(popover(page)).toContainText('Canvas Tote was added to your cart.');
  });

  test('keyboard: focus on add to cart asks for it', async ({ page, site }) => {
    await productPage(page, site.url, 'canvas-tote');
    const asked = dialogsChunk(page);
    await button(page).focus();
    await asked;
    await page.keyboard.press('Enter');
    await expect(popover(page)).toContainText('Canvas Tote was added to your cart.');
  });
});
