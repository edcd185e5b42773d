import type { Page } from '@playwright/test';
import { type Fault, FAULTS } from '../../fixtures/server/http/faults.ts';
import { axeFindings } from './axe.ts';
import { addToCart, expect, type FixtureServerHandle, test } from './fixtures.ts';

// The inspector in a browser: live rows with both bodies, every documented way to arm a fault
// from its form, disarming, adding a form; keyboard only where a person would use it so, and
// axe-clean once it holds requests.

const row = (page: Page, path: string) =>
  page
    .locator('#requests tbody tr')
    .filter({ has: page.locator(`td[data-label="path"] code`, { hasText: path }) });

async function openInspector(page: Page, site: FixtureServerHandle) {
  await page.goto(`${site.url}/__vitrine/`);
  await expect(page.locator('#live-status')).toHaveText('Live: new requests appear at the top.');
  // Marks this very document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a request appears with both its bodies without a reload, and updates once answered', async ({
  page,
  site,
  request,
}) => {
  await openInspector(page, site);
  await expect(page.locator('#no-requests')).toBeVisible();
  await site.arm('slow', '/api/commerce/inventory/stock');
  const answered = request.get(`${site.url}/api/commerce/inventory/stock?itemId=ceramic-mug`);
  const stock = row(page, '/api/commerce/inventory/stock?itemId=ceramic-mug');
  // First while it waits for its answer…
  await expect(stock.locator('td[data-label="status"]')).toHaveText('…');
  await expect(stock.locator('td[data-label="fault"]')).toHaveText('slow');
  expect((await answered).status()).toBe(200);
  // …then answered, with what the server said.
  await expect(stock.locator('td[data-label="status"]')).toHaveText('200');
  await expect(stock.locator('td[data-label="response body"]')).toContainText('"qtyInStock"');

  await addToCart(request, site.url, { itemId: 'ceramic-mug', quantity: 1 });
  const crumb = (await request.storageState()).cookies.find((c) => c.name === 'crumb')!.value;
  const add = row(page, '/api/commerce/cart/entries');
  await expect(add.locator('td[data-label="method"]')).toHaveText('POST');
  await expect(add.locator('td[data-label="status"]')).toHaveText('200');
  await expect(add.locator('td[data-label="request body"]')).toContainText('"itemId": "ceramic-mug"');
  // A long answer folds under a one-line preview; open it from the keyboard.
  const summary = add.locator('td[data-label="response body"] summary');
  await expect(summary).toContainText('{"shoppingCart"');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(add.locator('td[data-label="response body"] pre')).toContainText('"totalQuantity": 1');
  // Newest first, no crumb anywhere, and still the same document.
  await expect(page.locator('#requests tbody tr').first()).toHaveId(/request-\d+/);
  expect(await page.locator('#requests tbody tr').first().getAttribute('id')).toBe(
    await add.getAttribute('id'),
  );
  expect(await page.content()).not.toContain(crumb);
  expect(await sameDocument(page)).toBe(true);
  expect(await axeFindings(page)).toEqual([]);
  // On a phone each request is a block of labelled lines: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeFindings(page)).toEqual([]);
});

test('live updates pause and resume; a filtered page shows only its route', async ({
  page,
  site,
  request,
}) => {
  await page.goto(`${site.url}/__vitrine/?route=inventoryStock`);
  await expect(page.locator('#live-status')).toHaveText(/^Live/);
  await page.getByLabel(/Live updates/).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('#live-status')).toHaveText(/paused/);
  await request.get(`${site.url}/api/commerce/inventory/stock?itemId=linen-shirt`);
  await request.get(`${site.url}/api/commerce/cart`);
  await expect.poll(async () => (await site.received()).length).toBe(2);
  await expect(page.locator('#requests tbody tr[id^="request-"]')).toHaveCount(0);
  await page.keyboard.press('Space');
  // Resumed: what came in meanwhile catches up, of this route only.
  await expect(row(page, '/api/commerce/inventory/stock?itemId=linen-shirt')).toHaveCount(1);
  await expect(row(page, '/api/commerce/cart')).toHaveCount(0);
  await request.delete(`${site.url}/__vitrine/requests`);
  await expect(page.locator('#no-requests')).toBeVisible();
});

/** A route of the table that plays each fault, and a request that shows it played. */
const TARGETS: Record<Fault, { route: string; path: string; status: number }> = {
  '429': { route: 'cart', path: '/api/commerce/cart', status: 429 },
  '500': { route: 'cart', path: '/api/commerce/cart', status: 500 },
  crumb: { route: 'cartAddEntry', path: '/api/commerce/cart/entries', status: 401 },
  slow: { route: 'cart', path: '/api/commerce/cart', status: 200 },
  garbage: { route: 'cart', path: '/api/commerce/cart', status: 200 },
  'sold-out': { route: 'inventoryStock', path: '/api/commerce/inventory/stock', status: 200 },
};

test('the form arms every fault on a route that plays it, each listed', async ({ page, site }) => {
  await openInspector(page, site);
  const form = page.locator('#arm-fault');
  for (const fault of FAULTS) {
    await form.getByLabel('Route').selectOption(TARGETS[fault].route);
    await form.getByLabel('Fault', { exact: true }).selectOption(fault);
    await form.getByRole('button', { name: 'Arm fault' }).click();
    await expect(page.locator('#arm-status')).toHaveText(`Armed ${fault} on ${TARGETS[fault].route} × 1.`);
  }
  await expect(page.locator('#armed-faults .armed-text')).toHaveText(
    FAULTS.map((f) => `${f} on ${TARGETS[f].route} × 1`),
  );
  const listed = (await (await page.request.get(`${site.url}/__vitrine/faults`)).json()) as Array<{
    fault: string;
    route: string;
  }>;
  expect(listed.map((a) => [a.fault, a.route])).toEqual(FAULTS.map((f) => [f, TARGETS[f].route]));
  // A fault a route does not play is not offered for it.
  await form.getByLabel('Route').selectOption('censusHit');
  const faults = form.getByLabel('Fault', { exact: true });
  await expect(faults.locator('option[value="crumb"]')).toBeDisabled();
  await expect(faults.locator('option[value="500"]')).toBeEnabled();
  expect(await sameDocument(page)).toBe(true);
});

test('the form arms a path, keyboard only: the modal host from its own entry or a typed prefix', async ({
  page,
  site,
  request,
}) => {
  await openInspector(page, site);
  // The instalment modal host's entry in the route list: 500.
  await page.getByLabel('Route', { exact: true }).focus();
  await page.keyboard.press('End'); // the last entry: the modal host, armed by its path
  await expect(page.getByLabel('Route', { exact: true })).toHaveValue('path:/instalment-modals/');
  await page.getByLabel('Fault', { exact: true }).focus();
  await page.keyboard.press('Home'); // 429 is not offered there: the first it plays is 500
  await expect(page.getByLabel('Fault', { exact: true })).toHaveValue('500');
  await page.getByRole('button', { name: 'Arm fault' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#arm-status')).toHaveText('Armed 500 on /instalment-modals/ × 1.');

  // A typed path prefix, as the README writes it: slow on /instalment-modals/, twice.
  await page.getByLabel('Route', { exact: true }).focus();
  await page.keyboard.press('Home'); // any API call
  await page.getByLabel('or a path prefix').focus();
  await page.keyboard.type('/instalment-modals/');
  await page.getByLabel('Fault', { exact: true }).selectOption('slow');
  await page.getByLabel('Times').fill('2');
  await page.getByLabel('Times').press('Enter');
  await expect(page.locator('#arm-status')).toHaveText('Armed slow on /instalment-modals/ × 2.');
  await expect(page.locator('#armed-faults .armed-text')).toHaveText([
    '500 on /instalment-modals/ × 1',
    'slow on /instalment-modals/ × 2',
  ]);

  // They play, and the list follows live: 500 used up, then slow counting down.
  expect((await request.get(`${site.url}/instalment-modals/en_US.html`)).status()).toBe(500);
  // Live, by the inspector's event stream: on a loaded CI machine it took longer than 5 s once.
  await expect(page.locator('#armed-faults .armed-text')).toHaveText(['slow on /instalment-modals/ × 2'], {
    timeout: 15_000,
  });
  // A path nothing plays the fault under is refused, in words, in the status line.
  await page.getByLabel('or a path prefix').fill('/instalment-modals/');
  await page.getByLabel('Fault', { exact: true }).selectOption('garbage');
  await page.getByRole('button', { name: 'Arm fault' }).click();
  await expect(page.locator('#arm-status')).toHaveText(
    'Nothing under /instalment-modals/ plays fault garbage; instalmentModal allows 500, slow.',
  );
  expect(await sameDocument(page)).toBe(true);
});

test('each armed fault can be disarmed from the keyboard; clear takes them all', async ({
  page,
  site,
  request,
}) => {
  await site.arm('500', '/api/commerce/cart');
  await site.arm('429', '/api/commerce/inventory/stock', 3);
  await site.arm('slow', '/instalment-modals/');
  await openInspector(page, site);
  const items = page.locator('#armed-faults .armed-text');
  await expect(items).toHaveText([
    '500 on /api/commerce/cart × 1',
    '429 on /api/commerce/inventory/stock × 3',
    'slow on /instalment-modals/ × 1',
  ]);
  const disarm = page.getByRole('button', { name: 'Disarm 429 on /api/commerce/inventory/stock × 3' });
  await disarm.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#arm-status')).toHaveText('Disarmed 429 on /api/commerce/inventory/stock × 3.');
  await expect(items).toHaveText(['500 on /api/commerce/cart × 1', 'slow on /instalment-modals/ × 1']);
  // The focus stays in the list, on a Disarm button still there.
  await expect(page.locator('#armed-faults button:focus')).toHaveCount(1);
  expect((await request.get(`${site.url}/api/commerce/inventory/stock?itemId=ceramic-mug`)).status()).toBe(
    200,
  );
  expect(await axeFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Clear armed faults' }).click();
  await expect(page.locator('#armed-faults li')).toHaveText(['none']);
  await expect(page.locator('#arm-status')).toHaveText('No fault is armed.');
  expect((await request.get(`${site.url}/api/commerce/cart`)).status()).toBe(200);
});

test('a form added from the inspector, keyboard only, is taken by the form-save route', async ({
  page,
  site,
  request,
}) => {
  await openInspector(page, site);
  const field = page.getByLabel('Form definition (JSON)');
  await field.focus();
  // A bad one first: the status line names the field, the box is marked invalid.
  await page.keyboard.insertText(
    JSON.stringify({
      id: 'my-form',
      name: 'Mine',
      fields: [{ id: 'my-email', type: 'emial', title: 'Email' }],
    }),
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#add-form-status')).toContainText('fields.0.type: Invalid option');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('');
  await field.focus();
  await page.keyboard.insertText(
    JSON.stringify({
      id: 'my-form',
      name: 'Mine',
      fields: [{ id: 'my-email', type: 'email', title: 'Email', required: true }],
    }),
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#add-form-status')).toHaveText('Added form my-form.');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(page.locator('#form-list li')).toContainText(['my-form: Mine, 1 field']);

  const { key } = await (await request.post(`${site.url}/api/form/FormSubmissionKey`)).json();
  const saved = await request.post(`${site.url}/api/form/SaveFormSubmission`, {
    data: { formId: 'my-form', key, form: JSON.stringify({ 'my-email': 'ada@example.com' }) },
  });
  expect(saved.status()).toBe(200);
  const [stored] = await (await request.get(`${site.url}/__vitrine/submissions`)).json();
  expect(stored).toMatchObject({ formId: 'my-form', fields: { 'my-email': 'ada@example.com' } });
  expect(await axeFindings(page)).toEqual([]);
});
