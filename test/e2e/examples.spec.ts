import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_API_BASE, examples } from '../../fixtures/examples/examples.ts';
import { loaderTag } from '../../fixtures/examples/renderExamples.ts';
import type { LoggedRequest } from '../../fixtures/server/requestLog.ts';
import { collectPageErrors, expect, type FixtureServerHandle, repo, staticServer, test } from './fixtures.ts';

const examplesDir = join(repo, 'dist-examples');
const pill = '[data-vitrine="cart-pill"] a';

// dist-examples as an integrator would host it: a plain static server on another origin, with
// no API of its own; the pages' data-api-base is pointed at this test's fixture server.
const served = test.extend<{ examples: { url: string } }>({
  examples: async ({ site }, use) => {
    const server = await staticServer(examplesDir, (html) => html.replaceAll(DEFAULT_API_BASE, site.url));
    await use(server);
    await server.close();
  },
});

/**
 * Open an example as a shopper would: having visited the shop, whose pages hand out the session
 * crumb (cookies are per host, not per port, so the example's origin on 127.0.0.1 sees it).
 * Returns the widget chunks the example loads.
 */
async function open(page: Page, site: FixtureServerHandle, url: string) {
  // The browser context's own request client: it shares the page's cookies but runs no script.
  await page.request.get(`${site.url}/`);
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/chunks/')) chunks.push(r.url());
  });
  await page.goto(url);
  return chunks;
}

/**
 * The widget has taken the button over (a click before that would be lost). Add to cart
 * hydrates once visible, so scroll to it as a shopper would.
 */
async function hydrated(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveClass(/\bvitrine-add-to-cart\b/);
  return button;
}

const cartPosts = async (site: FixtureServerHandle): Promise<LoggedRequest[]> =>
  (await site.received()).filter((r) => r.method === 'POST' && r.path === '/api/commerce/cart/entries');

test('dist-examples holds every example, the index and its own copy of the bundle', () => {
  for (const file of ['index.html', 'vitrine/loader.js', ...examples.map((e) => e.file)]) {
    expect(existsSync(join(examplesDir, file)), `${file} (npm run build writes it)`).toBe(true);
  }
});

served('the index links every example and says how to run them', async ({ page, examples: ex }) => {
  await page.goto(`${ex.url}/`);
  for (const example of examples) {
    await expect(page.getByRole('link', { name: example.title, exact: true })).toHaveAttribute(
      'href',
      example.file,
    );
  }
  await expect(page.locator('#running')).toContainText('npm start');
  await expect(page.locator('#running')).toContainText('file://');
});

served(
  'cart pill: hidden while empty, then counts what the mug adds',
  async ({ page, site, examples: ex }) => {
    const errors = collectPageErrors(page);
    const chunks = await open(page, site, `${ex.url}/cart-pill.html`);
    await expect(page.locator('[data-vitrine="cart-pill"][hidden]')).toHaveCount(1);
    const button = await hydrated(page.locator('.sqs-add-to-cart-button'));
    await button.click();
    await expect(button).toHaveText('Added!');
    await expect(page.locator(pill)).toHaveText('1 item $18.50');

    // The page's own copy of the bundle, by the relative path; the API across origins (CORS).
    expect(chunks.length).toBeGreaterThan(0);
    for (const url of chunks) expect(url.startsWith(`${ex.url}/vitrine/chunks/`), url).toBe(true);
    const [post] = await cartPosts(site);
    expect(post?.headers.origin).toBe(ex.url);
    expect(post?.headers['x-csrf-token']).toBeTruthy();
    expect(post?.status).toBe(200);
    expect(JSON.parse(post!.body!)).toEqual({ itemId: 'ceramic-mug', quantity: 1 });
    expect(errors).toEqual([]);
  },
);

served(
  'product page: asks for a size, then adds two Medium and says so',
  async ({ page, site, examples: ex }) => {
    const errors = collectPageErrors(page);
    await open(page, site, `${ex.url}/product-page.html`);
    const button = await hydrated(page.locator('.sqs-add-to-cart-button'));
    await button.click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Please select the Size option.');
    await alert.getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Select Size').selectOption('Medium');
    await page.getByLabel('Quantity').fill('2');
    await button.click();
    await expect(button).toHaveText('Adding…');
    await expect(page.locator('.vitrine-added-item')).toContainText('Linen Shirt was added to your cart.');
    await expect(button).toHaveText('Added!');
    await expect(page.locator(pill)).toHaveText('2 items $90.00');
    expect((await cartPosts(site)).map((r) => [r.status, JSON.parse(r.body!)])).toEqual([
      [200, { itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 2 }],
    ]);

    await page.getByLabel('Select Size').selectOption('Large');
    await expect(button).toHaveText('Sold Out');
    expect(errors).toEqual([]);
  },
);

served(
  "listing grid: adds straight from the grid; a product with options says 'Select Option'",
  async ({ page, site, examples: ex }) => {
    await open(page, site, `${ex.url}/listing-grid.html`);
    const card = (id: string) => page.locator(`.product[data-item-id="${id}"] .sqs-add-to-cart-button`);
    await (await hydrated(card('canvas-tote'))).click();
    await expect(page.locator(pill)).toHaveText('1 item $24.00');
    await expect(page.locator('.vitrine-added-item')).toContainText('Canvas Tote was added to your cart.');

    const shirt = card('linen-shirt');
    await shirt.click();
    await expect(shirt).toHaveText('Select Option');
    await expect(shirt).toHaveAttribute('aria-disabled', 'true');
    await expect(shirt).toHaveText('Add To Cart');
    await expect(page.locator(pill)).toHaveText('1 item $24.00');
    expect((await cartPosts(site)).map((r) => [JSON.parse(r.body!).itemId, r.status])).toEqual([
      ['linen-shirt', 400],
      ['canvas-tote', 200],
    ]);
  },
);

served(
  'sold out: the button says so and adds nothing; one restock form shows',
  async ({ page, site, examples: ex }) => {
    await open(page, site, `${ex.url}/sold-out.html`);
    // It hydrates once visible: scroll to it as a shopper would.
    const button = page.locator('.sqs-add-to-cart-button');
    await button.scrollIntoViewIfNeeded();
    await expect(button).toHaveText('Sold Out');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.focus();
    await page.keyboard.press('Enter');
    const restock = page.locator('.product-restock-notification').filter({ visible: true });
    await expect(restock).toHaveCount(1);
    await page.waitForTimeout(300);
    expect(await cartPosts(site)).toEqual([]);

    // The restock sign-up, from this origin to the API's, with the captcha stand-in's token.
    await restock.getByPlaceholder('Your Email').fill('example@vitrine.test');
    await restock.getByRole('button', { name: 'Sign Up' }).click();
    await expect(restock.locator('.product-restock-success')).toHaveText('Signed up!');
    const stored = (await (await page.request.get(`${site.url}/__vitrine/restock`)).json()) as Array<{
      email: string;
      productId: string;
    }>;
    expect(stored[0]).toMatchObject({ email: 'example@vitrine.test', productId: 'wool-scarf' });
  },
);

served(
  'visitor form: checked, captcha ticked, sent to the API on its origin and stored',
  async ({ page, site, examples: ex }) => {
    const errors = collectPageErrors(page);
    await open(page, site, `${ex.url}/visitor-form.html`);
    const form = page.locator('form.visitor-form');
    await form.scrollIntoViewIfNeeded();
    const box = form.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(box).toBeVisible();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.locator('#contact-email .vitrine-form__error')).toHaveText('Required');
    await form.getByLabel('First name').fill('Example');
    await form.getByRole('textbox', { name: 'Email' }).fill('example@vitrine.test');
    await form.getByLabel('Topic').selectOption('Wholesale');
    await form.getByLabel('Message').fill('Sent from an example page on another origin.');
    await form.getByLabel('By email').check();
    await box.click();
    await expect(box).toHaveAttribute('aria-checked', 'true');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('.form-submission-text')).toBeVisible();
    const [stored] = (await (await page.request.get(`${site.url}/__vitrine/submissions`)).json()) as Array<{
      formId: string;
      fields: Record<string, unknown>;
    }>;
    expect(stored).toMatchObject({ formId: 'contact-form', fields: { 'contact-topic': 'Wholesale' } });
    expect(errors).toEqual([]);
  },
);

served(
  'variant picker, from another origin, keyboard only: Navy Medium shows its sale price and is the variant added',
  async ({ page, site, examples: ex }) => {
    await open(page, site, `${ex.url}/variant-picker.html`);
    const button = await hydrated(page.locator('.sqs-add-to-cart-button'));
    const colour = page.locator('select[data-variant-option-name="Colour"]');
    await colour.focus();
    await page.keyboard.press('ArrowDown'); // Olive
    await page.keyboard.press('ArrowDown'); // Navy
    await expect(colour).toHaveValue('Navy');
    const size = page.locator('select[data-variant-option-name="Size"]');
    await size.focus();
    await page.keyboard.press('ArrowDown'); // Small
    await page.keyboard.press('ArrowDown'); // Medium
    await expect(size).toHaveValue('Medium');
    await expect(page.locator('.product-detail .original-price')).toHaveText('$120.00');
    await expect(page.locator('.product-scarcity').filter({ visible: true })).toHaveText('Only 2 left!');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await cartPosts(site)).map((r) => JSON.parse(r.body ?? '{}').sku))
      .toEqual(['JACKET-NAVY-M']);
  },
);

served(
  'instalments, from another origin: the offer and the range texts; the popup brings the modal from the API host',
  async ({ page, site, examples: ex }) => {
    await open(page, site, `${ex.url}/instalments.html`);
    const lines = page.locator('[data-vitrine="instalments"]');
    await lines.nth(0).scrollIntoViewIfNeeded();
    await expect(lines.nth(0)).toContainText('or 4 interest-free payments of $11.25 with');
    await lines.nth(2).scrollIntoViewIfNeeded();
    await expect(lines.nth(1)).toContainText('available for orders up to $2,000.00');
    await expect(lines.nth(2)).toContainText('available for orders over $35.00');
    const pill = lines.nth(0).locator('.vitrine-instalments__pill');
    await pill.click();
    await expect(page.getByRole('dialog', { name: 'Afterpay' }).locator('h3').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(pill).toBeFocused();
  },
);

served(
  'gift card: without an amount an alert asks for one; $50 is added',
  async ({ page, site, examples: ex }) => {
    await open(page, site, `${ex.url}/gift-card.html`);
    const buy = page.getByRole('button', { name: 'Buy a gift card' });
    await buy.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-vitrine="gift-card"]')).toHaveClass(/vitrine-gift-card/);
    await buy.click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Unable to purchase Gift Card');
    await expect(alert).toContainText('Select a denomination for the Gift Card');
    await alert.getByRole('button').click();
    await page.getByRole('radio', { name: '$50.00' }).check();
    await buy.click();
    await expect
      .poll(async () => (await cartPosts(site)).map((r) => JSON.parse(r.body ?? '{}').sku))
      .toEqual(['GIFT-50']);
  },
);

served(
  'popup overlay: shown until closed or sent, remembered per version in local storage; its captcha asked for the popup action',
  async ({ page, site, examples: ex }) => {
    const errors = collectPageErrors(page);
    const popup = page.locator('[data-vitrine-popup-overlay]');
    const stored = () =>
      page.evaluate(() => ({
        version: localStorage.getItem('vitrine-popup-overlay:version'),
        dateClosed: localStorage.getItem('vitrine-popup-overlay:date-closed'),
        submitted: localStorage.getItem('vitrine-popup-overlay:submitted'),
      }));
    await open(page, site, `${ex.url}/popup-overlay.html`);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close the offer' }).click();
    await expect(popup).toBeHidden();
    expect(await stored()).toMatchObject({ version: '3', submitted: null });
    expect(Date.parse((await stored()).dateClosed!)).toBeGreaterThan(Date.now() - 60_000);
    await page.reload();
    await page.waitForTimeout(500);
    await expect(popup).toBeHidden();

    // A new version of the popup is shown again.
    await page.evaluate(() => localStorage.setItem('vitrine-popup-overlay:version', '2'));
    await page.reload();
    await expect(popup).toBeVisible();
    await popup.getByLabel('Email address').fill('first-order@vitrine.test');
    const box = popup.getByRole('checkbox', { name: "I'm not a robot" });
    await box.click();
    await expect(box).toHaveAttribute('aria-checked', 'true');
    await popup.getByRole('button', { name: 'Send me the code' }).click();
    await expect(popup.locator('.form-submission-text')).toBeVisible();
    expect(await stored()).toMatchObject({ version: '3', submitted: 'true', dateClosed: null });
    const token = (await site.received()).find((r) => r.path === '/stand-ins/captcha/token');
    expect(JSON.parse(token!.body!)).toMatchObject({ action: 'PROMO_POPUP_SUBMISSION' });
    const [saved] = (await (await page.request.get(`${site.url}/__vitrine/submissions`)).json()) as Array<{
      formId: string;
    }>;
    expect(saved!.formId).toBe('promo-popup');
    await page.reload();
    await page.waitForTimeout(500);
    await expect(popup).toBeHidden();
    expect(errors).toEqual([]);
  },
);

served(
  'each example shows its loader tag and template, escaped, to copy',
  async ({ page, site, examples: ex }) => {
    for (const example of examples) {
      await page.goto(`${ex.url}/${example.file}`);
      await expect(page.locator('#snippet-loader')).toHaveText(loaderTag(site.url));
      for (const formatter of example.formatters) {
        await expect(page.locator('#snippet-template')).toContainText(`{@|${formatter}}`);
      }
      await expect(page.locator('#snippet-html')).toContainText(/data-(vitrine-)?(item|form)-id="/);
    }
  },
);

test('opened from file://, nothing hydrates: Chromium refuses the chunks (as the index warns)', async ({
  page,
}) => {
  await page.goto(pathToFileURL(join(examplesDir, 'cart-pill.html')).href);
  // The loader itself runs (a classic script); each widget chunk is refused, origin 'null'.
  await expect
    .poll(() =>
      page.evaluate(() => (window as { Vitrine?: { errors: unknown[] } }).Vitrine?.errors.length ?? 0),
    )
    .toBeGreaterThan(0);
  await expect(page.locator('.sqs-add-to-cart-button')).not.toHaveClass(/\bvitrine-add-to-cart\b/);
  const errors = await page.evaluate(() =>
    (window as unknown as { Vitrine: { errors: Array<{ error: unknown }> } }).Vitrine.errors.map((e) =>
      String(e.error),
    ),
  );
  expect(errors.every((e) => e.includes('Failed to fetch dynamically imported module: file://'))).toBe(true);
});
