import type { APIRequestContext, Page } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { collectPageErrors, expect, type FixtureServerHandle, test } from './fixtures.ts';

/**
 * The restock form on sold-out product pages, as a shopper meets it; what was signed up is read
 * back from the fixture server's SQLite through the inspector.
 */

interface SignUp {
  productId: string;
  variantId: string;
  email: string;
  joinMailingList: boolean;
  language?: string;
}

const signUps = async (request: APIRequestContext, site: FixtureServerHandle) =>
  (await (await request.get(`${site.url}/__vitrine/restock`)).json()) as SignUp[];

const restock = (page: Page) => page.locator('.product-restock-notification:visible');
const email = (page: Page) => restock(page).getByPlaceholder('Your Email');
const error = (page: Page) => restock(page).locator('.product-restock-error');
const signUp = (page: Page) => restock(page).getByRole('button', { name: 'Sign Up' });

async function openScarf(page: Page, site: FixtureServerHandle) {
  await page.goto(`${site.url}/shop/wool-scarf`);
  await restock(page).scrollIntoViewIfNeeded();
  await expect(email(page)).toHaveAttribute('type', 'email'); // hydrated
}

test.describe('the restock form', () => {
  test("blank, then malformed: 'Email cannot be blank', 'Email is invalid', each cleared at the next submit; nothing sent", async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await openScarf(page, site);
    await email(page).focus();
    await page.keyboard.press('Enter');
    await expect(error(page)).toHaveText('Email cannot be blank');
    await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(page)).toHaveAccessibleDescription('Email cannot be blank');
    await email(page).fill('scarf@lover');
    await page.keyboard.press('Enter');
    await expect(error(page)).toHaveText('Email is invalid');
    expect((await site.received()).filter((r) => r.path.includes('notifications/restock'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("keyboard only: signed up with the waitlist token and the mailing-list choice; 'Signed up!' replaces all but the call to action", async ({
    page,
    site,
  }) => {
    await openScarf(page, site);
    await email(page).focus();
    await page.keyboard.type('winter@example.com');
    await page.keyboard.press('Tab'); // the Sign Up button
    await page.keyboard.press('Tab');
    await expect(restock(page).getByLabel('Subscribe to our mailing list')).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+Tab');
    await expect(signUp(page)).toBeFocused();
    await page.keyboard.press('Enter');

    const block = restock(page);
    await expect(block.locator('.product-restock-success')).toHaveText('Signed up!');
    await expect(block.locator('.product-restock-success')).toBeFocused();
    await expect(block.locator('.product-restock-cta')).toBeVisible();
    await expect(block.locator('form, label, .captcha-container')).toHaveCount(0);

    const [stored] = await signUps(page.request, site);
    expect(stored).toMatchObject({
      productId: 'wool-scarf',
      variantId: '1',
      email: 'winter@example.com',
      joinMailingList: true,
    });
    // The token was fetched first, for the waitlist action, and the server took it.
    const calls = (await site.received()).map((r) => r.path).reverse();
    const token = calls.indexOf('/stand-ins/captcha/token');
    const call = calls.indexOf('/api/site-users/account/notifications/restock');
    expect(token).toBeGreaterThan(-1);
    expect(call).toBeGreaterThan(token);
    const tokenCall = (await site.received()).find((r) => r.path === '/stand-ins/captcha/token');
    if (tokenCall?.body)
      expect(JSON.parse(tokenCall.body)).toMatchObject({ action: 'PRODUCT_WAITLIST_SUBMISSION' });
  });

  test("a refusal shows the server's message; without one, 'Unable to submit form. Please try again later.'; the form stays", async ({
    page,
    site,
  }) => {
    await openScarf(page, site);
    // A token the stand-in never issued: the server refuses it in its own words.
    await page.route('**/stand-ins/captcha/token', (route) => route.fulfill({ json: { token: 'forged' } }));
    await email(page).fill('someone@example.com');
    await signUp(page).click();
    await expect.poll(async () => (await error(page).textContent()) ?? '').not.toBe('');
    const said = await error(page).textContent();
    expect(said).not.toBe('Unable to submit form. Please try again later.');
    const refused = (await site.received()).find(
      (r) => r.path === '/api/site-users/account/notifications/restock',
    );
    expect(refused?.status).toBe(400);
    await page.unroute('**/stand-ins/captcha/token');

    await site.arm('429', '/api/site-users/account/notifications/restock');
    await signUp(page).click();
    await expect(error(page)).toHaveText('Unable to submit form. Please try again later.');
    await expect(email(page)).toBeVisible();

    // The captcha service unreachable: the same words, and nothing sent.
    const before = (await site.received()).filter((r) => r.path.endsWith('/notifications/restock')).length;
    await page.route('**/stand-ins/captcha/token', (route) => route.abort());
    await signUp(page).click();
    await expect(error(page)).toHaveText('Unable to submit form. Please try again later.');
    const after = (await site.received()).filter((r) => r.path.endsWith('/notifications/restock')).length;
    expect(after).toBe(before);
  });

  test('a sold-out variant chosen on the field jacket (Olive, Large): its own form, with the page language a translation tool shows', async ({
    page,
    site,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { Weglot: unknown }).Weglot = { getCurrentLang: () => 'fr' };
    });
    await page.goto(`${site.url}/shop/field-jacket`);
    await expect(page.locator('.product-restock-notification:visible')).toHaveCount(0);
    await page.locator('select[data-variant-option-name="Colour"]').selectOption('Olive');
    await page.locator('select[data-variant-option-name="Size"]').selectOption('Large');
    await expect(restock(page)).toHaveCount(1);
    await restock(page).scrollIntoViewIfNeeded();
    await expect(email(page)).toHaveAttribute('type', 'email');
    await email(page).fill('olive@example.com');
    await signUp(page).click();
    await expect(restock(page).locator('.product-restock-success')).toHaveText('Signed up!');
    const [stored] = await signUps(page.request, site);
    expect(stored).toMatchObject({ productId: 'field-jacket', email: 'olive@example.com', language: 'fr' });
    expect(stored!.variantId).toBe(
      await page.locator('.product-restock-notification:visible').getAttribute('data-variant-id'),
    );
  });

  for (const width of [1280, 390]) {
    test(`axe finds nothing with the form's error showing, at ${width} px`, async ({ page, site }) => {
      await page.setViewportSize({ width, height: 900 });
      await openScarf(page, site);
      await signUp(page).click();
      await expect(error(page)).toHaveText('Email cannot be blank');
      expect(await axeFindings(page, { include: '.product-restock-notification' })).toEqual([]);
    });
  }
});
