import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newsletterForm } from '../../fixtures/server/seed/demoForms.ts';
import { engineItem, merchandisingContext } from '../../fixtures/server/site/engineItem.ts';
import { demoCatalog } from '../../fixtures/server/seed/catalog.ts';
import type { Form } from '../../src/api/routes/forms.ts';
import { render } from '../../src/engine/index.ts';
import { type Handler, type SecondPlatform, startSecondPlatform } from '../secondPlatform.ts';
import { collectPageErrors, expect, repo, staticServer, test } from './fixtures.ts';

/**
 * The bundle in Chromium against the second stand-in of the API (test/secondPlatform.ts), not the
 * fixture server: it has no form pre-check (404), answers the save and the restock sign-up
 * `200 {"success":true}`, and checks the newsletter's field itself. The page is a plain static
 * page on another origin (the loader and its chunks beside it, built by `npm run build`), as a
 * published page calling an API host: no crumb at first, CORS with credentials.
 */

const partials = Object.fromEntries(
  readdirSync(join(repo, 'fixtures', 'site', 'partials')).map((f) => [
    f,
    readFileSync(join(repo, 'fixtures', 'site', 'partials', f), 'utf8'),
  ]),
);
const THANKS = 'Thanks for signing up.';
const INVALID = 'One or more fields is invalid, please check your entries.';

/** A newsletter form whose email field is `fieldId` on the page, and the sold-out scarf's restock form. */
function page(apiBase: string, fieldId: string): string {
  const form: Form = {
    ...newsletterForm,
    successRedirect: '',
    parsedSubmissionMessage: THANKS,
    fields: [{ ...newsletterForm.fields[0]!, id: fieldId }],
  };
  const scarf = demoCatalog.find((p) => p.id === 'wool-scarf')!;
  const parts = [
    render('{@|apply form-block.html}', form, { partials }),
    render('{.section item}{@|product-restock-notification}{.end}', {
      item: engineItem(scarf),
      productMerchandisingContext: merchandisingContext([scarf]),
    }),
  ];
  for (const part of parts) expect(part.errors).toEqual([]);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Second platform</title>
<script>window.vitrine = window.vitrine || [];</script>
<script async src="/loader.js" data-api-base="${apiBase}" data-locale="en-US"></script></head>
<body><main>${parts.map((p) => p.output).join('\n')}</main></body></html>`;
}

/** The platform's own check of the newsletter: its email field, by its id. */
const requiresEmail: Handler = ({ body }) => {
  const fields = JSON.parse((body as { form: string }).form) as Record<string, unknown>;
  if (fields['newsletter-email']) return undefined;
  return {
    status: 400,
    type: 'application/json',
    body: JSON.stringify({ message: INVALID, errors: { 'newsletter-email': 'Email address is required.' } }),
  };
};

let api: SecondPlatform;
let site: { url: string; close: () => Promise<unknown> };
test.beforeEach(async () => {
  api = await startSecondPlatform({
    spelling: 'success flag',
    routes: { 'POST /api/form/SaveFormSubmission': requiresEmail },
  });
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-second-'));
  cpSync(join(repo, 'dist', 'loader.js'), join(dir, 'loader.js'));
  cpSync(join(repo, 'dist', 'chunks'), join(dir, 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), page(api.base, 'newsletter-email'));
  writeFileSync(join(dir, 'renamed.html'), page(api.base, 'newsletter-address'));
  site = await staticServer(dir);
});
test.afterEach(async () => {
  await site.close();
  await api.close();
});

const form = (p: import('@playwright/test').Page) => p.locator('form.visitor-form');

test('a visitor form is sent with no pre-check on the platform, and its submission text shown', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${site.url}/index.html`);
  await expect(form(page).locator('.vitrine-form__message')).toHaveCount(1); // hydrated
  await form(page).getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  await form(page).getByRole('button', { name: 'Subscribe' }).click();

  const thanks = page.locator('.form-submission-text');
  await expect(thanks).toBeVisible();
  await expect(thanks).toHaveText(THANKS);
  await expect(thanks).toBeFocused();
  await expect(form(page)).toBeHidden();
  const calls = api.received.filter((r) => r.path.startsWith('/api/form'));
  expect(calls.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
    'POST /api/forms/newsletter/validate 404',
    'POST /api/form/FormSubmissionKey 200',
    'POST /api/form/SaveFormSubmission 200',
  ]);
  expect(calls[2]!.headers.origin).toBe(site.url);
  expect(JSON.parse((calls[2]!.body as { form: string }).form)).toEqual({
    'newsletter-email': 'ada@example.com',
  });
  expect(errors).toEqual([]);
});

test("the restock form signs up on a 200 {success: true}: 'Signed up!'", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${site.url}/index.html`);
  const restock = page.locator('.product-restock-notification:visible');
  await restock.scrollIntoViewIfNeeded();
  const email = restock.getByPlaceholder('Your Email');
  await expect(email).toHaveAttribute('type', 'email'); // hydrated
  await email.fill('winter@example.com');
  await restock.getByRole('button', { name: 'Sign Up' }).click();

  await expect(restock.locator('.product-restock-success')).toHaveText('Signed up!');
  await expect(restock.locator('.product-restock-success')).toBeFocused();
  // The page had no crumb (the platform did not serve it): it asked for one, then sent it.
  const calls = api.received.filter((r) => !r.path.startsWith('/api/form'));
  expect(calls.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
    'GET /api/commerce/crumb 204',
    'POST /api/site-users/account/notifications/restock 200',
  ]);
  expect(calls[1]!.headers['x-csrf-token']).toBeTruthy();
  expect(calls[1]!.body).toMatchObject({ productId: 'wool-scarf', siteVisitorEmail: 'winter@example.com' });
  expect(errors).toEqual([]);
});

test('a refused save naming a field the page does not have: that field and its message above the button', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${site.url}/renamed.html`);
  await expect(form(page).locator('.vitrine-form__message')).toHaveCount(1);
  await form(page).getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  await form(page).getByRole('button', { name: 'Subscribe' }).click();

  const message = form(page).locator('.vitrine-form__message');
  await expect(message).toHaveRole('alert');
  await expect(message).toContainText(INVALID);
  await expect(message.locator('.vitrine-form__message-line')).toHaveText([
    'newsletter-email: Email address is required.',
  ]);
  await expect(message).toBeVisible();
  // Above the button, and nothing on the page marked: it has no such field.
  const above = await message.evaluate(
    (el) =>
      !!(
        el.compareDocumentPosition(el.closest('form')!.querySelector('button')!) &
        Node.DOCUMENT_POSITION_FOLLOWING
      ),
  );
  expect(above).toBe(true);
  await expect(form(page).locator('.vitrine-form__error')).toHaveCount(0);
  await expect(form(page).getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('aria-disabled');
  await expect(page.locator('.form-submission-text')).toBeHidden();
  expect(api.received.find((r) => r.path === '/api/form/SaveFormSubmission')?.status).toBe(400);
  expect(errors).toEqual([]);
});

test.describe("the page's own settings against a platform whose cart names no currency", () => {
  /** A euro store's product block and cart pill, the cart at /basket, the API on the stand-in. */
  function storePage(apiBase: string): string {
    const mug = demoCatalog.find((p) => p.id === 'ceramic-mug')!;
    const block = render('{.section item}<div class="product-block">{@|add-to-cart-btn}</div>{.end}', {
      item: engineItem(mug),
    });
    expect(block.errors).toEqual([]);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Euro store</title>
<script>window.vitrine = window.vitrine || [];</script>
<script async src="/loader.js" data-api-base="${apiBase}/" data-locale="en_IE" data-currency="EUR" data-cart-url="/basket"></script></head>
<body><header><div data-vitrine="cart-pill"></div></header><main>${block.output}</main></body></html>`;
  }

  test('a cart without currencyCode is in euros in the pill, which links to /basket; the add is told', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-euro-'));
    cpSync(join(repo, 'dist', 'loader.js'), join(dir, 'loader.js'));
    cpSync(join(repo, 'dist', 'chunks'), join(dir, 'chunks'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), storePage(api.base));
    const euro = await staticServer(dir);
    try {
      await page.goto(`${euro.url}/index.html`);
      const add = page.locator('.sqs-add-to-cart-button');
      await expect(add).toHaveClass(/vitrine-add-to-cart/);
      await add.click();
      await expect(page.locator('.vitrine-added-item')).toContainText('Ceramic Mug was added to your cart.');
      const pill = page.locator('[data-vitrine="cart-pill"] a');
      await expect(pill).toHaveText('1 item €18.50');
      await expect(pill).toHaveAttribute('href', '/basket');
      // The API base's trailing slash made no double slash in any call.
      expect(api.received.map((r) => r.path)).toEqual(['/api/commerce/crumb', '/api/commerce/cart/entries']);
      expect(errors).toEqual([]);
    } finally {
      await euro.close();
    }
  });
});

test.describe('the cart page against a platform without related products', () => {
  /** The full-page cart's root alone, the API on the stand-in, as a published cart page. */
  const cartPage = (apiBase: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cart</title>
<script>window.vitrine = window.vitrine || [];</script>
<script async src="/loader.js" data-api-base="${apiBase}" data-locale="en-US" data-currency="USD"></script></head>
<body><main><h1>Shopping Cart</h1><div id="sqs-cart-root"></div></main></body></html>`;

  const add = async (itemId: string, quantity: number) => {
    const res = await fetch(`${api.base}/api/commerce/cart/entries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': api.issueCrumb() },
      body: JSON.stringify({ itemId, quantity }),
    });
    expect(res.ok).toBe(true);
  };
  const line = (p: import('@playwright/test').Page, title: string) =>
    p.locator('.vitrine-cart__line', { hasText: title });
  const quantity = (p: import('@playwright/test').Page, title: string) =>
    p.getByRole('spinbutton', { name: `Quantity of ${title}` });
  const subtotal = (p: import('@playwright/test').Page) => p.locator('.vitrine-cart__amount');

  test('changes a quantity, rolls a refused change back, removes a line; no section, nothing logged', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    // What the page's code logs: the browser's own line for a refused request (the 404 of the
    // related-products route, the 429 played below) is no script's and cannot be silenced.
    const logged: string[] = [];
    page.on('console', (message) => {
      if (!['error', 'warning'].includes(message.type())) return;
      if (message.text().startsWith('Failed to load resource:')) return;
      logged.push(message.text());
    });
    api.state.products['canvas-tote'] = { title: 'Canvas Tote', cents: 2400 };
    await add('ceramic-mug', 2);
    await add('canvas-tote', 1);
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-cart-'));
    cpSync(join(repo, 'dist', 'loader.js'), join(dir, 'loader.js'));
    cpSync(join(repo, 'dist', 'chunks'), join(dir, 'chunks'), { recursive: true });
    writeFileSync(join(dir, 'cart.html'), cartPage(api.base));
    const shop = await staticServer(dir);
    try {
      await page.goto(`${shop.url}/cart.html`);
      await expect(quantity(page, 'Ceramic Mug')).toHaveValue('2');
      await expect(subtotal(page)).toHaveText('$61.00');

      // + with the mouse: the stand-in answers 204, the widget reads the cart back
      await page.getByRole('button', { name: 'Increase the quantity of Ceramic Mug' }).click();
      await expect(quantity(page, 'Ceramic Mug')).toHaveValue('3');
      await expect(subtotal(page)).toHaveText('$79.50');

      // refused (429): back as it was, with the message. The fault is armed once the stand-in
      // has the mug's change (the page shows it before the call lands), so it meets the tote's.
      await expect
        .poll(() => api.received.filter((r) => r.method === 'PUT' && r.path.endsWith('/quantity')).length)
        .toBe(1);
      api.fault('PUT /api/commerce/cart/entries/{entryId}/quantity', '429');
      await quantity(page, 'Canvas Tote').fill('4');
      await page.keyboard.press('Enter');
      await expect(line(page, 'Canvas Tote').getByRole('alert')).toHaveText(
        'Unable to update quantity. Please try again in a few seconds.',
      );
      await expect(quantity(page, 'Canvas Tote')).toHaveValue('1');
      await expect(subtotal(page)).toHaveText('$79.50');

      // Remove with the keyboard: focus moves to the tote's Remove
      await page.getByRole('button', { name: 'Remove Ceramic Mug' }).focus();
      await page.keyboard.press('Enter');
      await expect(line(page, 'Ceramic Mug')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Remove Canvas Tote' })).toBeFocused();
      await expect(subtotal(page)).toHaveText('$24.00');
      expect(api.state.cart.entries.map((e) => e.itemId)).toEqual(['canvas-tote']);

      // No related-products route here: asked once (404), no section, never again.
      await expect(page.locator('.vitrine-cart__related')).toHaveCount(0);
      const asked = api.received.filter((r) => r.path === '/api/commerce/cart/related-products');
      expect(asked.map((r) => r.status)).toEqual([404]);
      expect(logged).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});
