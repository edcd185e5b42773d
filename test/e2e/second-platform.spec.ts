import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newsletterForm } from '../../fixtures/server/demoForms.ts';
import { engineItem, merchandisingContext } from '../../fixtures/server/engineItem.ts';
import { demoCatalog } from '../../fixtures/server/catalog.ts';
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
