import type { Page } from '@playwright/test';
import { collectPageErrors, expect, test } from './fixtures.ts';

// The demo store's defects (issue 19), each tried as a shopper tries it.

const SUBSCRIPTION = '/api/commerce/cart/subscription';
const button = (page: Page) => page.locator('.product-detail .sqs-add-to-cart-button');
const pill = (page: Page) => page.locator('header [data-vitrine="cart-pill"] a');

async function productPage(page: Page, url: string, slug: string) {
  await page.goto(`${url}/shop/${slug}`);
  await button(page).scrollIntoViewIfNeeded();
  await expect(button(page)).toHaveClass(/vitrine-add-to-cart/);
}

test.describe('subscribe and save, as a shopper buys', () => {
  test("House Blend: 'One-time purchase' adds to the cart at the one-time price, the button reads 'Add To Cart' and the shopper stays in the shop", async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await productPage(page, site.url, 'coffee-beans');
    await page.getByText('One-time purchase').click();
    await expect(button(page)).toHaveText('Add To Cart');
    await page.locator('select[data-variant-option-name="Size"]').selectOption('250 g');
    await expect(page.locator('.one-time-price')).toHaveText('$14.00');
    await button(page).click();
    await expect(button(page)).toHaveText('Added!', { timeout: 3000 });
    expect(new URL(page.url()).pathname).toBe('/shop/coffee-beans');
    await expect(pill(page)).toHaveText('1 item $14.00');
    expect((await site.received()).filter((r) => r.path === SUBSCRIPTION)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("House Blend: with subscribe chosen the button says 'Subscribe' and goes to the subscription page; 'Subscribe and save' says what it saves", async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'coffee-beans');
    const subscribe = page.getByRole('radio', { name: /Subscribe and save/ });
    await expect(subscribe).toBeChecked();
    await expect(page.locator('.subscription-savings')).toHaveText('Save up to 20%');
    await expect(button(page)).toHaveText('Subscribe');
    // Back and forth: the label follows the choice.
    await page.getByText('One-time purchase').click();
    await expect(button(page)).toHaveText('Add To Cart');
    await page.locator('label[for^="purchase-subscription"]').click();
    await expect(button(page)).toHaveText('Subscribe');

    await expect(async () => {
      await page.locator('select[data-variant-option-name="Size"]').selectOption('250 g');
      await expect(page.locator('.subscription-savings')).toHaveText('Save 10%', { timeout: 300 });
    }).toPass({ timeout: 5000 });
    await page.locator('select[data-variant-option-name="Size"]').selectOption('1 kg');
    await expect(page.locator('.subscription-savings')).toHaveText('Save 20%');
    await button(page).click();
    await page.waitForURL(/\/checkout\/subscription\?cartToken=/);
    await expect(page.locator('.subscription-summary')).toContainText('Quantity 1, at $38.40 every 2 weeks.');
    expect((await site.received()).filter((r) => r.route === 'cartAddEntry')).toEqual([]);
  });

  test("Coffee Subscription, sold only by subscription: no 'One-time purchase' to mislead, a 'Subscribe' button that goes to the subscription page", async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'coffee-subscription');
    await expect(page.getByText('One-time purchase')).toHaveCount(0);
    await expect(page.getByText('Subscribe and save')).toHaveCount(0);
    await expect(page.locator('.product-detail .product-price')).toHaveText('$16.00 every month');
    await expect(button(page)).toHaveText('Subscribe');
    await button(page).click();
    await page.waitForURL(/\/checkout\/subscription\?cartToken=/);
    await expect(page.locator('.subscription-summary')).toContainText('Coffee Subscription');
    await expect(page.locator('.subscription-summary')).toContainText('every month');
  });
});

test.describe('the cookie notice', () => {
  test.use({ cookieChoice: null });

  const PAGES = ['/', '/shop/coffee-beans', '/cart', '/checkout', '/contact', '/feedback'];

  test.describe('at 390 px on a touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("the cookie notice can be refused by tap on every page (the captcha badge on /contact does not cover 'No thanks')", async ({
      page,
      site,
      context,
    }) => {
      for (const path of PAGES) {
        await context.clearCookies();
        await page.goto(`${site.url}${path}`);
        const notice = page.getByRole('region', { name: 'Cookies' });
        await expect(notice).toBeVisible();
        if (path === '/contact') {
          // The badge is drawn once the form's captcha is up: wait for it, as a shopper would see it.
          await page.getByRole('form', { name: 'Contact' }).scrollIntoViewIfNeeded();
          await expect(page.locator('.grecaptcha-badge')).toBeVisible();
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        const refuse = notice.getByRole('button', { name: 'No thanks' });
        // What a finger at the middle of 'No thanks' lands on is 'No thanks' itself.
        const hit = await refuse.evaluate((b) => {
          const r = b.getBoundingClientRect();
          return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b;
        });
        expect(hit, `'No thanks' is covered on ${path}`).toBe(true);
        await refuse.tap();
        await expect(notice, path).toBeHidden();
        expect((await context.cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value, path).toBe(
          'false',
        );
      }
    });

    test('answering the cookie notice keeps the scroll where it was (the page does not jump to the footer)', async ({
      page,
      site,
    }) => {
      await page.goto(`${site.url}/`);
      const notice = page.getByRole('region', { name: 'Cookies' });
      await expect(notice).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
      await notice.getByRole('button', { name: 'No thanks' }).tap();
      await expect(notice).toBeHidden();
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
      await expect(page.getByRole('button', { name: 'Cookie settings' })).not.toBeFocused();
    });
  });

  test('keyboard only: answering the cookie notice keeps the focus and the scroll where they were', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/shop/canvas-tote`);
    const notice = page.getByRole('region', { name: 'Cookies' });
    const refuse = notice.getByRole('button', { name: 'No thanks' });
    await expect(notice).toBeVisible();
    // From the top: skip link, Allow, No thanks.
    for (let i = 0; i < 6 && !(await refuse.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(refuse).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The next Tab goes on from the top of the page, not from the footer.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('footer') === null && window.scrollY < 400),
    ).toBe(true);

    // Cookie settings in the footer: the answer gives the focus back to it, and the page stays put.
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(notice.getByRole('button', { name: 'Allow' })).toBeFocused();
    const y = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    await expect(settings).toBeFocused();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(1);
  });
});

test.describe('the restock form on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const RESTOCK = '/api/site-users/account/notifications/restock';
  const restock = (page: Page) => page.locator('.product-restock-notification:visible');
  const email = (page: Page) => restock(page).getByPlaceholder('Your Email');

  async function openScarf(page: Page, url: string) {
    await page.goto(`${url}/shop/wool-scarf`);
    await restock(page).scrollIntoViewIfNeeded();
    await expect(email(page)).toHaveAttribute('type', 'email'); // hydrated
  }

  test("the restock field keeps the theme's look once the widget makes it type=email, in 16 px text so iOS does not zoom", async ({
    page,
    site,
  }) => {
    await openScarf(page, site.url);
    const look = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.borderTopColor, s.borderRadius, s.minHeight, s.backgroundColor, s.fontFamily];
      });
    // The same field look as the shop's other text fields (the newsletter's email).
    expect(await look('.product-restock-notification:not([hidden]) input[name="email"]')).toEqual(
      await look('.footer-newsletter input[type="email"]'),
    );
    const size = await email(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(16);
  });

  test('the restock form is novalidate: no browser bubble, our own message for a malformed email', async ({
    page,
    site,
  }) => {
    await openScarf(page, site.url);
    await expect(restock(page).locator('form')).toHaveJSProperty('noValidate', true);
    await email(page).fill('not an email');
    await email(page).press('Enter');
    // Without novalidate the browser keeps the submit (and shows its own bubble): ours never comes.
    await expect(restock(page).locator('.product-restock-error')).toHaveText('Email is invalid');
    await email(page).fill('');
    await email(page).press('Enter');
    await expect(restock(page).locator('.product-restock-error')).toHaveText('Email cannot be blank');
  });

  test("a restock failure shows words a shopper can read, not the fixture server's raw text", async ({
    page,
    site,
  }) => {
    await openScarf(page, site.url);
    await site.arm('500', RESTOCK);
    await email(page).fill('winter@example.com');
    await email(page).press('Enter');
    const error = restock(page).locator('.product-restock-error');
    await expect(error).toHaveText('Something went wrong on our side. Please try again in a moment.');
    await expect(error).not.toContainText('fixture server');
  });
});

test.describe('dialogs that keep what the shopper did', () => {
  test('a stray click outside the personalisation lightbox does not throw away what was typed', async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'monogram-pouch');
    await button(page).click();
    const lightbox = page.getByRole('dialog', { name: 'Personalise your order' });
    await expect(lightbox).toBeVisible();
    const monogram = lightbox.getByLabel('Monogram', { exact: false });
    await monogram.fill('ABC');
    // A click on the dimmed page beside the panel.
    await page.mouse.click(3, 3);
    await expect(lightbox).toBeVisible();
    await expect(monogram).toHaveValue('ABC');
    // Closing on purpose still closes it.
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });

  test('a click outside the untouched personalisation lightbox still closes it', async ({ page, site }) => {
    await productPage(page, site.url, 'monogram-pouch');
    await button(page).click();
    const lightbox = page.getByRole('dialog', { name: 'Personalise your order' });
    await expect(lightbox).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(lightbox).toBeHidden();
  });

  test('keyboard only: Escape closes the popup overlay', async ({ page, site }) => {
    await page.goto(`${site.url}/examples/popup-overlay.html`);
    const popup = page.locator('[data-vitrine-popup-overlay]');
    await expect(popup).toBeVisible();
    // Hydrated: the form in it is live once its email field is.
    await expect(popup.locator('form')).toHaveAttribute('novalidate', '');
    await popup.getByLabel('Email address').focus();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('date-closed'))).toMatch(/^\d{4}-/);
  });
});

test.describe('the demo store pages and product pages', () => {
  test('the 404 page is a page of the demo: header, footer and a way back to the shop', async ({
    page,
    site,
  }) => {
    const res = await page.goto(`${site.url}/shop/no-such-thing`);
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found · Vitrine demo store');
    await expect(page.getByRole('banner')).toContainText('Vitrine demo store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('footer.site-footer')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(`${site.url}/`);
  });

  test("a quantity of '1e3' is refused: 'Quantity must be a whole number', nothing added", async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'reading-chair');
    const quantity = page.locator('.product-quantity-input input');
    await quantity.fill('1e3');
    await button(page).click();
    await expect(page.getByRole('alertdialog')).toContainText('Quantity must be a whole number');
    expect((await site.received()).filter((r) => r.route === 'cartAddEntry')).toEqual([]);
  });

  test('a disabled quantity looks disabled (a sold-out variant)', async ({ page, site }) => {
    await productPage(page, site.url, 'field-jacket');
    const quantity = page.locator('.product-quantity-input input');
    await page.locator('select[data-variant-option-name="Colour"]').selectOption('Olive');
    await page.locator('select[data-variant-option-name="Size"]').selectOption('Large');
    await expect(quantity).toBeDisabled();
    const look = await quantity.evaluate((el) => [
      getComputedStyle(el).backgroundColor,
      getComputedStyle(el).cursor,
    ]);
    const enabled = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'product-quantity-input';
      probe.innerHTML = '<input type="number">';
      document.body.append(probe);
      const s = getComputedStyle(probe.querySelector('input')!);
      const out = s.backgroundColor;
      probe.remove();
      return out;
    });
    expect(look[0]).not.toBe(enabled);
    expect(look[1]).toBe('not-allowed');
  });

  test("'Afterpay' is said once in its popup, and not at all on a product sold only by subscription", async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'reading-chair');
    await page.getByRole('button', { name: 'More about Afterpay' }).click();
    const popup = page.getByRole('dialog', { name: 'Afterpay' });
    await expect(popup.getByText('Select Afterpay at checkout.')).toBeVisible();
    const said = await popup.evaluate((d) => (d.textContent!.match(/Afterpay/g) ?? []).length);
    // The title, and the step that names it at checkout: no wordmark repeating the title.
    expect(said).toBe(2);
    await expect(popup.locator('.vitrine-instalments-dialog__modal')).not.toContainText(/^\s*Afterpay/);
    await page.keyboard.press('Escape');

    await productPage(page, site.url, 'coffee-subscription');
    await expect(page.locator('.product-detail')).not.toContainText('Afterpay');
    await expect(page.locator('.product-instalments')).toHaveCount(0);
  });

  test('the variant radio buttons are on show: House Blend’s sizes as buttons, pressed by keyboard', async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'coffee-beans');
    const big = page.locator('.variant-radiobtn-wrapper label', { hasText: '1 kg' });
    await expect(big).toBeVisible();
    await expect(page.locator('select[data-variant-option-name="Size"]')).not.toBeInViewport();
    await big.focus();
    await page.keyboard.press('Enter');
    await expect(big).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.one-time-price')).toHaveText('$48.00');
  });
});
