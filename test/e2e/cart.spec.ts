import type { Page } from '@playwright/test';
import { chromiumLaunch } from './chromium.ts';
import { analyticsId, collected, consentFirst, cookieJar } from './collectedRecords.ts';
import { axeFindings } from './axe.ts';
import { addToCart, collectPageErrors, expect, type FixtureServerHandle, test } from './fixtures.ts';
import { chunksAskedFor, consentDecided } from './settled.ts';

/** The demo's /cart, rendered by the engine with the cart widget's markup, at two widths, mouse and keyboard only. */
const line = (page: Page, title: string) => page.locator('.vitrine-cart__line', { hasText: title });
const quantity = (page: Page, title: string) =>
  page.getByRole('spinbutton', { name: `Quantity of ${title}` });
const subtotal = (page: Page) => page.locator('.vitrine-cart__amount');

/** Two mugs and a tote, then the cart page with its widget live. */
async function cartPage(page: Page, url: string) {
  const mug = await addToCart(page.request, url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 2 });
  const tote = await addToCart(page.request, url, { itemId: 'canvas-tote', sku: 'TOTE', quantity: 1 });
  await page.goto(`${url}/cart`);
  await page.waitForFunction(() => document.querySelector('style[data-vitrine-style="cart"]'));
  return {
    mug: mug.newlyAdded.id as string,
    tote: tote.newlyAdded.id as string,
  };
}

/**
 * Layout shift since the page started (the performance observer's CLS), of the page's main part:
 * the footer's newsletter form, in view under an empty cart, grows as it hydrates (its own story,
 * seen with the cart's chunk blocked too).
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const main = document.querySelector('main')!;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as Array<{
            value: number;
            sources: Array<{ node?: Node }>;
          }>) {
            if (e.sources.some((s) => s.node && (main.contains(s.node) || s.node.contains(main))))
              total += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );

// The back/forward cache, which Playwright turns off by default, is part of the story.
test.use({ launchOptions: { ...chromiumLaunch, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

for (const width of [1280, 390]) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('changes a quantity and removes a line, with no layout shift and nothing for axe', async ({
      page,
      site,
    }) => {
      const errors = collectPageErrors(page);
      await cartPage(page, site.url);
      await expect(quantity(page, 'Ceramic Mug')).toHaveValue('2');
      expect(await layoutShift(page)).toBe(0);
      expect(await axeFindings(page)).toEqual([]);

      // The mouse: + once.
      await page.getByRole('button', { name: 'Increase the quantity of Ceramic Mug' }).click();
      await expect(quantity(page, 'Ceramic Mug')).toHaveValue('3');
      await expect(subtotal(page)).toHaveText('$79.50');
      await expect(line(page, 'Ceramic Mug').locator('.vitrine-cart__total')).toHaveText('$55.50');
      await expect(page.locator('[data-vitrine-announcer="polite"]')).toHaveText(
        'Quantity of Ceramic Mug is now 3. Subtotal $79.50.',
      );

      // The keyboard: type a quantity, Enter.
      await quantity(page, 'Canvas Tote').focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('2');
      await page.keyboard.press('Enter');
      await expect(subtotal(page)).toHaveText('$103.50');

      // Remove the mug with the keyboard: focus goes to the tote's Remove.
      await page.getByRole('button', { name: 'Remove Ceramic Mug' }).focus();
      await page.keyboard.press('Enter');
      await expect(line(page, 'Ceramic Mug')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Remove Canvas Tote' })).toBeFocused();
      await expect(subtotal(page)).toHaveText('$48.00');

      // And the last: the empty state, focused.
      await page.keyboard.press('Space');
      await expect(page.locator('.vitrine-cart__empty')).toHaveText(
        'You have nothing in your shopping cart.',
      );
      await expect(page.locator('.vitrine-cart__empty')).toBeFocused();
      expect(await axeFindings(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('a refused change rolls back with the message', async ({ page, site }) => {
      const { mug } = await cartPage(page, site.url);
      await site.arm('429', `/api/commerce/cart/entries/${mug}/quantity`);
      await page.getByRole('button', { name: 'Increase the quantity of Ceramic Mug' }).click();
      await expect(line(page, 'Ceramic Mug').getByRole('alert')).toHaveText(
        'Unable to update quantity. Please try again in a few seconds.',
      );
      await expect(quantity(page, 'Ceramic Mug')).toHaveValue('2');
      await expect(subtotal(page)).toHaveText('$61.00');
      // more than the stock: the catalogue's reason
      await quantity(page, 'Canvas Tote').fill('9');
      await page.keyboard.press('Enter');
      await expect(line(page, 'Canvas Tote').getByRole('alert')).toHaveText(
        'Unable to update quantity. Sorry, we do not have enough of that item available.',
      );
      await expect(quantity(page, 'Canvas Tote')).toHaveValue('1');
    });

    test('the cart in a second tab follows', async ({ page, context, site }) => {
      await cartPage(page, site.url);
      const other = await context.newPage();
      await other.setViewportSize({ width, height: 900 });
      await other.goto(`${site.url}/cart`);
      await expect(quantity(other, 'Ceramic Mug')).toHaveValue('2');
      await page.getByRole('button', { name: 'Remove Ceramic Mug' }).click();
      await expect(line(other, 'Ceramic Mug')).toHaveCount(0, { timeout: 1000 });
      await expect(subtotal(other)).toHaveText('$24.00');
    });

    test('Back and Forward show the cart as it is now', async ({ page, site }) => {
      await cartPage(page, site.url);
      await page.goto(`${site.url}/contact`);
      await addToCart(page.request, site.url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 });
      await page.goBack({ waitUntil: 'commit' });
      await expect(quantity(page, 'Ceramic Mug')).toHaveValue('3');
      await expect(subtotal(page)).toHaveText('$79.50');
    });

    test('an empty cart shows its empty state', async ({ page, site }) => {
      await page.goto(`${site.url}/cart`);
      await expect(page.locator('.vitrine-cart__empty')).toHaveText(
        'You have nothing in your shopping cart.',
      );
      await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
      expect(await layoutShift(page)).toBe(0);
    });
  });
}

// ---------------------------------------------------------------- Customers also bought

const related = (page: Page) => page.locator('.vitrine-cart__related');
const card = (page: Page, title: string) => page.locator('.vitrine-cart__related-item', { hasText: title });

test.describe('Customers also bought', () => {
  test('shows related products; click and add puts one in the cart; one with options opens its quick view', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await cartPage(page, site.url);
    await expect(related(page).getByRole('heading', { name: 'Customers also bought' })).toBeVisible();
    await expect(page.locator('.vitrine-cart__related-title')).toHaveText([
      'House Blend Coffee',
      'Monogrammed Pouch',
      'Pottery Workshop',
    ]);
    // picture, title linking to its page, price
    const pottery = card(page, 'Pottery Workshop');
    await expect(pottery.getByRole('link', { name: 'Pottery Workshop' })).toHaveAttribute(
      'href',
      '/shop/pottery-class',
    );
    await expect(pottery.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await pottery.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(pottery.locator('.vitrine-cart__related-price')).toHaveText('$65.00');
    await expect(card(page, 'House Blend Coffee').locator('.vitrine-cart__related-price')).toHaveText(
      'from $14.00',
    );

    // Click and add, by the keyboard: Tab to the pottery's button, Enter.
    const add = pottery.getByRole('button', { name: 'Add To Cart' });
    await expect(add).toHaveAccessibleDescription('Pottery Workshop');
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(line(page, 'Pottery Workshop')).toBeVisible();
    await expect(subtotal(page)).toHaveText('$126.00');
    await expect(quantity(page, 'Pottery Workshop')).toHaveValue('1');
    // the new line has the card's picture and page
    await expect(line(page, 'Pottery Workshop').locator('img')).toHaveAttribute(
      'src',
      /\/assets\/products\/pottery-class\.svg$/,
    );
    await expect(
      line(page, 'Pottery Workshop').getByRole('link', { name: 'Pottery Workshop' }),
    ).toHaveAttribute('href', '/shop/pottery-class');
    // it leaves the section (the server answers for the new cart)
    await expect(card(page, 'Pottery Workshop')).toHaveCount(0);

    // A product with options: its Quick View, with the mouse; Escape brings focus back.
    const quickView = card(page, 'House Blend Coffee').getByRole('button', { name: 'Quick View' });
    await quickView.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Select Size' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(quickView).toBeFocused();
    expect(await axeFindings(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------- analytics on the cart page

interface Envelope {
  eventSchemaName: string;
  eventContent: Record<string, unknown>;
}

const CART_EVENTS = [
  'related_product_display',
  'click_and_add',
  'cart_page_product_form_open',
  'cart_page_product_form_close',
  'cart_page_product_form_submit',
];
const trackerRecords = async (site: FixtureServerHandle) =>
  (await collected(site, 'tracker-event')).map((r) => ({ ...r, payload: r.payload as Envelope }));
const cartEvents = async (site: FixtureServerHandle, since: number) =>
  (await trackerRecords(site)).filter((r) => r.id > since && CART_EVENTS.includes(r.payload.eventSchemaName));
const lastId = async (site: FixtureServerHandle) =>
  Math.max(0, ...(await trackerRecords(site)).map((r) => r.id));

/** A mug and a tote, and the pouch with its personalisation: the cart page, its widget live. */
async function cartWithPouch(page: Page, url: string) {
  await addToCart(page.request, url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 });
  await addToCart(page.request, url, {
    itemId: 'monogram-pouch',
    quantity: 1,
    additionalFields: JSON.stringify({
      monogram: 'ABC',
      recipient: { First: '', Last: 'Lovelace' },
      wrapping: 'Linen bag',
      note: 'Happy birthday',
    }),
  } as { itemId: string; quantity: number });
  await page.goto(`${url}/cart`);
  await page.waitForFunction(() => document.querySelector('style[data-vitrine-style="cart"]'));
}

/** Related display (on the page), click and add (the pottery), the form opened, saved, closed. */
async function everyCartEvent(page: Page) {
  await expect(card(page, 'Pottery Workshop')).toBeVisible();
  await card(page, 'Pottery Workshop').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(line(page, 'Pottery Workshop')).toBeVisible();
  await page.getByRole('button', { name: 'Edit details of Monogrammed Pouch' }).click();
  const editor = page.getByRole('dialog', { name: 'Personalise your order' });
  await editor.getByLabel('Monogram', { exact: false }).fill('XYZ');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  await expect(line(page, 'Monogrammed Pouch')).toContainText('XYZ');
}

test.describe('the cart page analytics', () => {
  test('before consent nothing is stored; after it, what the page shows, and each new set it shows', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    const since = await lastId(site);
    await cartWithPouch(page, site.url);
    await everyCartEvent(page);
    // Refused: the tracker, which alone sends these, was never asked for.
    await consentDecided(page);
    expect(await chunksAskedFor(page)).not.toContain('tracker');
    expect(await cartEvents(site, since)).toEqual([]);
    expect((await trackerRecords(site)).filter((r) => r.id > since)).toEqual([]);
    const shownIds = () =>
      page
        .locator('.vitrine-cart__related-item')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-item-id')).join(','));
    const before = await shownIds();

    await page.evaluate(() =>
      (window as unknown as { Vitrine: { consent(g: boolean): void } }).Vitrine.consent(true),
    );
    const id = await analyticsId(page);
    // the tracker runs: it reports the cart page, and the products the shopper has been shown
    await expect
      .poll(async () =>
        (await trackerRecords(site)).filter((r) => r.id > since).map((r) => r.payload.eventSchemaName),
      )
      .toContain('view_cart');
    const displays = async () =>
      (await cartEvents(site, since)).map((r) => [
        r.payload.eventSchemaName,
        r.payload.eventContent.object_identifier,
      ]);
    await expect.poll(displays, { timeout: 10_000 }).toEqual([['related_product_display', before]]);
    // The pottery goes: the cart's items change, and so do the products shown, once more.
    await page.getByRole('button', { name: 'Remove Pottery Workshop' }).click();
    await expect(line(page, 'Pottery Workshop')).toHaveCount(0);
    await expect.poll(async () => (await displays()).length, { timeout: 10_000 }).toBe(2);
    const after = await shownIds();
    expect(after).not.toBe(before);
    expect(await displays()).toEqual([
      ['related_product_display', before],
      ['related_product_display', after],
    ]);
    const [display] = await cartEvents(site, since);
    expect(display!.visitor).toBe(id);
    expect(display!.payload.eventContent).toMatchObject({
      analytics_id: id,
      custom_schema_name: 'related_product_display',
      page_path: '/cart',
      context_website_id: 'vitrine-demo',
      client_name: 'vitrine',
    });
    expect(errors).toEqual([]);
  });

  test('after consent: related product display, click and add, and the cart page product form open, submit and close, each with the product', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await consentFirst(page);
    const since = await lastId(site);
    await cartWithPouch(page, site.url);
    const id = await analyticsId(page);
    // the tracker runs: it reports the cart page
    await expect
      .poll(async () =>
        (await trackerRecords(site)).filter((r) => r.id > since).map((r) => r.payload.eventSchemaName),
      )
      .toContain('view_cart');
    await everyCartEvent(page);
    // and a form closed without saving: open, close
    await page.getByRole('button', { name: 'Edit details of Monogrammed Pouch' }).click();
    await expect(page.getByRole('dialog', { name: 'Personalise your order' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Personalise your order' })).toHaveCount(0);

    const mine = async () => (await cartEvents(site, since)).filter((r) => r.visitor === id);
    const others = async () =>
      (await mine())
        .filter((r) => r.payload.eventSchemaName !== 'related_product_display')
        .map((r) => `${r.payload.eventSchemaName} ${r.payload.eventContent.object_identifier}`)
        // Each event goes by its own call, so the server may store them in another order.
        .sort();
    await expect
      .poll(others, { timeout: 10_000 })
      .toEqual(
        [
          'click_and_add pottery-class',
          'cart_page_product_form_open monogram-pouch',
          'cart_page_product_form_submit monogram-pouch',
          'cart_page_product_form_close monogram-pouch',
          'cart_page_product_form_open monogram-pouch',
          'cart_page_product_form_close monogram-pouch',
        ].sort(),
      );
    // the products shown once the pottery was added (and those before, if the tracker ran by then)
    const shown = await page
      .locator('.vitrine-cart__related-item')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-item-id')).join(','));
    const displays = (await mine()).filter((r) => r.payload.eventSchemaName === 'related_product_display');
    expect(displays.map((r) => r.payload.eventContent.object_identifier)).toContain(shown);
    const jar = await cookieJar(page);
    for (const record of await mine()) {
      expect(record.payload.eventContent).toMatchObject({
        analytics_id: id,
        session_id: jar.SS_SESSION_ID,
        custom_schema_name: record.payload.eventSchemaName,
        page_path: '/cart',
        page_host: new URL(site.url).host,
        context_website_id: 'vitrine-demo',
        client_name: 'vitrine',
        website_locale: 'en-US',
      });
      expect(Object.keys(record.payload.eventContent)).toHaveLength(24);
    }
    expect(errors).toEqual([]);
  });
});
