import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { collectPageErrors, expect, repo, test } from './fixtures.ts';
import { sentUpToNow } from './settled.ts';

const line = (page: Page) => page.locator('[data-vitrine="instalments"]');
/** The line's sentence: the text and the pill (the info button's 'i' is drawn by CSS). */
const sentence = (page: Page) => page.locator('.vitrine-instalments');
const pill = (page: Page) => page.locator('.vitrine-instalments__pill');
const info = (page: Page) => page.getByRole('button', { name: 'More about Afterpay' });
const popup = (page: Page) => page.getByRole('dialog', { name: 'Afterpay' });
/** The provider's modal, as the popup shows it. */
const modal = (page: Page) => popup(page).locator('.vitrine-instalments-dialog__modal');
const MODAL = '/instalment-modals/en_US.html';

/** A product page, once its instalment line has hydrated (its JSON child is then gone). */
async function productPage(page: Page, url: string, slug: string) {
  await page.goto(`${url}/shop/${slug}`);
  await expect(line(page).locator('script')).toHaveCount(0);
}

/**
 * Text that wraps inside the fixed dialog lies over different parts of the page, line by line:
 * axe gives up on its contrast, which is measured against the dialog's panel instead.
 */
const axe = (page: Page) => axeFindings(page, { panel: '.vitrine-dialog__panel' });

/**
 * Whatever the modal's own script or onerror handler would do if either ever ran: post a message
 * to the window, mark <html>, fetch `ran?by=…`. Returns what was heard.
 */
async function listenForModalScripts(page: Page): Promise<string[]> {
  const heard: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('ran?by=')) heard.push(`request ${r.url()}`);
  });
  await page.exposeFunction('__modalSaid', (m: string) => heard.push(m));
  await page.addInitScript(() => {
    addEventListener('message', (e) => {
      if (typeof e.data === 'string' && e.data.startsWith('instalment-modal:')) {
        (window as unknown as { __modalSaid: (m: string) => void }).__modalSaid(e.data);
      }
    });
  });
  return heard;
}

test.describe('the instalment line under the price', () => {
  test('within range: the offer, in the spec words, with the brand', async ({ page, site }) => {
    const errors = collectPageErrors(page);
    await productPage(page, site.url, 'linen-shirt');
    await expect(sentence(page)).toHaveText('or 4 interest-free payments of $11.25 with Afterpay');
    await productPage(page, site.url, 'field-jacket');
    await expect(sentence(page)).toHaveText('or 4 interest-free payments of $24.00 with Afterpay');
    // Under the price, above the excerpt, as the template places it.
    const price = (await page.locator('.product-summary > .product-price').boundingBox())!;
    const box = (await line(page).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(price.y + price.height - 1);
    expect(errors).toEqual([]);
  });

  test("above the maximum: 'available for orders up to $2,000.00'", async ({ page, site }) => {
    await productPage(page, site.url, 'reading-chair');
    await expect(sentence(page)).toHaveText('Afterpay available for orders up to $2,000.00');
  });

  test("below the minimum: 'available for orders over $35.00'", async ({ page, site }) => {
    await productPage(page, site.url, 'ceramic-mug');
    await expect(sentence(page)).toHaveText('Afterpay available for orders over $35.00');
  });

  for (const slug of ['field-guide-ebook', 'pottery-class', 'gift-card']) {
    test(`${slug}: not a physical product, nothing is shown`, async ({ page, site }) => {
      await productPage(page, site.url, slug);
      // The line is there, hydrated, and empty: the widget, not the template, said no.
      await expect(line(page)).toHaveCount(1);
      await expect(line(page).locator('script')).toHaveCount(0);
      await expect(line(page)).toBeEmpty();
      await expect(page.getByText(/interest-free|Afterpay/)).toHaveCount(0);
    });
  }

  test('follows the chosen variant on the field jacket: Olive Small $120 → $30.00, Navy Small $96 → $24.00', async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'field-jacket');
    await expect(sentence(page)).toHaveText('or 4 interest-free payments of $24.00 with Afterpay');
    const colour = page.locator('select[data-variant-option-name="Colour"]');
    const size = page.locator('select[data-variant-option-name="Size"]');
    await colour.selectOption('Olive');
    await size.selectOption('Small');
    await expect(sentence(page)).toHaveText('or 4 interest-free payments of $30.00 with Afterpay');
    await colour.selectOption('Navy');
    await expect(sentence(page)).toHaveText('or 4 interest-free payments of $24.00 with Afterpay');
  });

  test('follows the variant-change event whoever sends it, and goes back to the "from" price on a reset', async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'linen-shirt');
    const send = (variant: unknown) =>
      page.evaluate(
        (v) =>
          document
            .querySelector('.product-detail')!
            .dispatchEvent(
              new CustomEvent('vitrine:variant-change', { bubbles: true, detail: { variant: v } }),
            ),
        variant,
      );
    await send({ priceMoney: { value: '48.00', currency: 'USD' }, onSale: false });
    await expect(sentence(page)).toHaveText('or 4 interest-free payments of $12.00 with Afterpay');
    await send({ priceMoney: { value: '3000.00', currency: 'USD' } });
    await expect(sentence(page)).toHaveText('Afterpay available for orders up to $2,000.00');
    await send(undefined);
    await expect(sentence(page)).toHaveText('or 4 interest-free payments of $11.25 with Afterpay');
  });

  test('a bad instalment context shows nothing and goes to the error reporter, without a console word', async ({
    page,
    site,
  }) => {
    const console: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') console.push(m.text());
    });
    const errors = collectPageErrors(page);
    await productPage(page, site.url, 'linen-shirt');
    await page.evaluate(() => {
      const bad = document.createElement('div');
      bad.id = 'bad';
      bad.setAttribute('data-vitrine', 'instalments');
      bad.setAttribute('data-item-id', 'linen-shirt');
      bad.setAttribute('data-product-type', '1');
      bad.setAttribute('data-vitrine-price', '4500');
      bad.setAttribute('data-vitrine-currency', 'USD');
      bad.setAttribute(
        'data-vitrine-context',
        JSON.stringify({ afterPayAvailable: true, afterPayMin: 'lots' }),
      );
      bad.setAttribute('data-vitrine-load', 'eager');
      document.querySelector('.product-summary')!.append(bad);
    });
    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            window as unknown as { Vitrine: { errors: Array<{ widget?: string; error: unknown }> } }
          ).Vitrine.errors.map((e) => `${e.widget}: ${String(e.error)}`),
        ),
      )
      .toEqual(['instalments: TypeError: instalments: bad instalment context: afterPayMin "lots"']);
    await expect(page.locator('#bad')).toBeEmpty();
    expect(console).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('the instalment popup', () => {
  test('opens from the pill with the mouse, shows the modal for en_US inert, and closes on its button, focus back', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    const heard = await listenForModalScripts(page);
    await productPage(page, site.url, 'linen-shirt');
    await expect(popup(page)).toHaveCount(0);
    const asked = page.waitForRequest((r) => r.url().endsWith(MODAL));
    await pill(page).click();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toHaveAttribute('aria-modal', 'true');
    await expect(popup(page)).toContainText('Installments use 4 interest-free payments');
    // Asked for with no cookie and no referrer (spec §7: a third-party host).
    const headers = await (await asked).allHeaders();
    expect(headers.cookie).toBeUndefined();
    expect(headers.referer).toBeUndefined();

    // The provider's words, shown, under the popup's title.
    await expect(
      modal(page).getByRole('heading', { name: 'Shop now. Pay in 4 interest-free installments.', level: 3 }),
    ).toBeVisible();
    await expect(modal(page).getByText('Select Afterpay at checkout.')).toBeVisible();
    await expect(modal(page).getByRole('link', { name: 'Read the full terms' })).toHaveAttribute(
      'target',
      '_blank',
    );

    // And inert: its <script> and its onerror= never ran (nothing posted, marked or fetched). A
    // broken image of ours, loaded after the modal's content went in: its error comes after any
    // of that content's would have; then every request made before a fence.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const probe = new Image();
          probe.onerror = probe.onload = () => setTimeout(resolve, 0);
          probe.src = 'data:,';
        }),
    );
    await sentUpToNow(page, [], { hide: false });
    expect(heard).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-script-ran');
    await expect(page.locator('html')).not.toHaveAttribute('data-onerror-ran');
    expect(
      await page
        .locator('script:not([src]):not([type="application/json"])')
        .evaluateAll((s) => s.map((n) => n.textContent)),
    ).not.toContainEqual(expect.stringContaining('data-script-ran'));
    const received = await site.received();
    expect(received.filter((r) => r.path.startsWith('/instalment-modals/')).map((r) => r.path)).toEqual([
      MODAL,
    ]);

    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect(pill(page)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('the probe can tell: the same modal, served as a page in a plain frame, runs its script and its handler', async ({
    page,
    site,
  }) => {
    const heard = await listenForModalScripts(page);
    await page.goto(`${site.url}/shop/linen-shirt`);
    await page.evaluate((src) => {
      const plain = document.createElement('iframe');
      plain.title = 'control';
      plain.src = src;
      document.body.append(plain);
    }, MODAL);
    await expect
      .poll(() => [...heard].sort())
      .toEqual([
        'instalment-modal: onerror ran',
        'instalment-modal: script ran',
        `request ${site.url}/instalment-modals/ran?by=onerror`,
        `request ${site.url}/instalment-modals/ran?by=script`,
      ]);
    const control = page.frameLocator('iframe[title="control"]');
    await expect(control.locator('html')).toHaveAttribute('data-script-ran', '');
    await expect(control.locator('html')).toHaveAttribute('data-onerror-ran', '');
  });

  test('opens from the info button by keyboard (Enter and Space), traps Tab, closes on Escape, focus back', async ({
    page,
    site,
  }) => {
    await productPage(page, site.url, 'field-jacket');
    await info(page).focus();
    await page.keyboard.press('Enter');
    await expect(popup(page)).toBeVisible();
    const close = popup(page).getByRole('button', { name: 'Close' });
    const terms = modal(page).getByRole('link', { name: 'Read the full terms' });
    await expect(close).toBeFocused();
    await expect(terms).toBeVisible();

    // Tab goes round inside the popup, through the modal's link and ×, never out to the page.
    await page.keyboard.press('Tab');
    await expect(terms).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(terms).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(terms).toBeFocused();

    // Escape closes it from anywhere inside, here the modal's link.
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(info(page)).toBeFocused();

    await page.keyboard.press('Space');
    await expect(popup(page)).toBeVisible();
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(info(page)).toBeFocused();

    // The pill itself by keyboard.
    await page.keyboard.press('Shift+Tab');
    await expect(pill(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(pill(page)).toBeFocused();
  });

  test('a click outside closes it, and focus goes back to the pill', async ({ page, site }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await productPage(page, site.url, 'reading-chair');
    await pill(page).click();
    await expect(popup(page)).toBeVisible();
    // A click inside does not close it.
    await popup(page).getByRole('heading', { name: 'Afterpay' }).click();
    await expect(popup(page)).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(popup(page)).toHaveCount(0);
    await expect(pill(page)).toBeFocused();
  });

  for (const fault of ['500', 'network']) {
    test(`a modal that fails to load (${fault}) gives one console warning, the offer in our words, and nothing throws`, async ({
      page,
      site,
    }) => {
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning' && m.text().includes('[vitrine]')) warnings.push(m.text());
      });
      const errors = collectPageErrors(page);
      if (fault === '500') await site.arm('500', '/instalment-modals/');
      else await page.route(`**${MODAL}`, (route) => route.abort('connectionrefused'));
      await productPage(page, site.url, 'linen-shirt');
      await pill(page).click();
      await expect(popup(page)).toContainText('or 4 interest-free payments of $11.25 with Afterpay');
      await expect(modal(page)).toHaveCount(0);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`${MODAL} could not be loaded`);
      await page.keyboard.press('Escape');
      await expect(pill(page)).toBeFocused();
      expect(errors).toEqual([]);
      expect(
        await page.evaluate(
          () => (window as unknown as { Vitrine: { errors: unknown[] } }).Vitrine.errors.length,
        ),
      ).toBe(0);
      if (fault === '500') {
        const asked = (await site.received()).filter((r) => r.path === MODAL);
        expect(asked.map((r) => [r.status, r.fault])).toEqual([[500, '500']]);
        // The next open asks again, and this time the modal comes.
        await pill(page).click();
        await expect(modal(page)).toBeVisible();
        await page.keyboard.press('Escape');
      }
    });
  }

  test('axe finds nothing with the popup closed and open, and the page fits 390 px either way', async ({
    page,
    site,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await productPage(page, site.url, 'linen-shirt');
      expect(await axe(page), `closed, at ${width}px`).toEqual([]);
      await pill(page).click();
      await expect(modal(page).locator('h3')).toBeVisible();
      // Judge colours once the dialog has faded in: mid-fade every text is paler than it will be.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      expect(await axe(page), `open, at ${width}px`).toEqual([]);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      const box = (await popup(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(innerWidth);
      await page.keyboard.press('Escape');
    }
  });

  test('the popup says the modal in its language: French from fr_CA, Clearpay from en_GB', async ({
    page,
    site,
  }) => {
    for (const [context, brand, heading] of [
      [
        { shopperLanguage: 'fr', stripeAccountCountry: 'CA' },
        'Afterpay',
        'Magasinez maintenant. Payez en 4 versements sans intérêts.',
      ],
      [
        { shopperLanguage: 'en', stripeAccountCountry: 'GB' },
        'Clearpay',
        'Shop now. Pay in 4 interest-free instalments.',
      ],
    ] as const) {
      await productPage(page, site.url, 'linen-shirt');
      // The same page with another store's context: a second line, hydrated like the first.
      await page.evaluate((ctx) => {
        const first = document.querySelector('[data-vitrine="instalments"]')!;
        const other = document.createElement('div');
        for (const { name, value } of first.attributes) other.setAttribute(name, value);
        other.setAttribute('id', 'other');
        other.setAttribute(
          'data-vitrine-context',
          JSON.stringify({ afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 200000, ...ctx }),
        );
        first.after(other);
      }, context);
      const other = page.locator('#other');
      await other.getByRole('button', { name: brand, exact: true }).click();
      const box = page.getByRole('dialog', { name: brand });
      await expect(box.getByRole('heading', { name: heading })).toBeVisible();
      await expect(box.locator('.vitrine-instalments-dialog__modal')).toHaveAttribute(
        'lang',
        context.shopperLanguage === 'fr' ? 'fr-CA' : 'en-GB',
      );
      await page.keyboard.press('Escape');
      await expect(other.getByRole('button', { name: brand, exact: true })).toBeFocused();
    }
  });

  test('hydration moves nothing below the line, at 1280 and 390 px', async ({ page, site }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const slug of [
        'linen-shirt',
        'reading-chair',
        'ceramic-mug',
        'field-jacket',
        'field-guide-ebook',
      ]) {
        // Hold the widget back until the server's page is measured.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/chunks/instalments.js', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(`${site.url}/shop/${slug}`);
        const before = (await page.locator('.product-excerpt').boundingBox())!;
        release();
        await expect(line(page).locator('script')).toHaveCount(0);
        const after = (await page.locator('.product-excerpt').boundingBox())!;
        expect(after.y, `${slug} at ${width}px`).toBe(before.y);
        await page.unroute('**/chunks/instalments.js');
      }
    }
  });

  test('at 390 px the line fits and nothing scrolls sideways, on every demo case', async ({ page, site }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    for (const slug of ['linen-shirt', 'reading-chair', 'ceramic-mug', 'field-jacket']) {
      await productPage(page, site.url, slug);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, slug).toBeLessThanOrEqual(innerWidth);
      const box = (await line(page).boundingBox())!;
      expect(box.x + box.width, slug).toBeLessThanOrEqual(innerWidth);
    }
  });

  test('the stand-in host serves each locale of the provider, fr_CA in French and en_GB as Clearpay', async ({
    request,
    site,
  }) => {
    for (const locale of ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ', 'en_GB']) {
      const res = await request.get(`${site.url}/instalment-modals/${locale}.html`);
      expect(res.status(), locale).toBe(200);
      expect(res.headers()['access-control-allow-origin']).toBe('*');
      const html = await res.text();
      expect(html).toContain(`lang="${locale.replace('_', '-')}"`);
      expect(html).toContain(locale === 'en_GB' ? 'Clearpay' : 'Afterpay');
      const served = readFileSync(
        join(repo, 'fixtures/server/site/instalmentModals', `${locale}.html`),
        'utf8',
      );
      expect(html).toBe(served);
    }
    expect(await (await request.get(`${site.url}/instalment-modals/fr_CA.html`)).text()).toContain(
      'Payez en 4 versements sans intérêts',
    );
    expect((await request.get(`${site.url}/instalment-modals/de_DE.html`)).status()).toBe(404);
  });
});
