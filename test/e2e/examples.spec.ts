import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_API_BASE, examples } from '../../fixtures/examples/examples.ts';
import { loaderTag, renderExamples } from '../../fixtures/examples/renderExamples.ts';
import { registry } from '../../loader/registry.ts';
import type { LoggedRequest } from '../../fixtures/server/http/requestLog.ts';
import { collectPageErrors, expect, type FixtureServerHandle, repo, staticServer, test } from './fixtures.ts';
import { drawn, requestsOf, sentUpToNow } from './settled.ts';

const examplesDir = join(repo, 'dist-examples');
const pill = '[data-vitrine="cart-pill"] a';

// dist-examples as an integrator would host it: a plain static server on another port, with no
// API of its own and nothing rewritten; each page is told the API by ?api=.
const served = test.extend<{ examples: { url: string } }>({
  examples: async ({}, use) => {
    const server = await staticServer(examplesDir);
    await use(server);
    await server.close();
  },
});

/** An example page's address naming the test's fixture server as its API. */
const withApi = (url: string, site: FixtureServerHandle) => `${url}?api=${encodeURIComponent(site.url)}`;

/**
 * Open an example as a shopper would, the page told its API by ?api= and nothing visited
 * before: the page asks the API for its crumb. Returns the widget chunks the example loads.
 */
async function open(page: Page, site: FixtureServerHandle, url: string) {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/chunks/')) chunks.push(r.url());
  });
  await page.goto(withApi(url, site));
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
  const running = page.locator('#running');
  await expect(running).toContainText('npm start');
  await expect(running).toContainText('file://');
  // How to name the API, and where the crumb really comes from.
  await expect(running).toContainText('?api=http://127.0.0.1:4173');
  await expect(running).toContainText('/examples/');
  await expect(running).toContainText('GET /api/commerce/crumb');
  await expect(running).not.toContainText('does not issue');
  // Opened without ?api=, it names the API fixed at build time.
  await expect(running.locator('[data-example-api]')).toHaveText(DEFAULT_API_BASE);
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
    const sent = requestsOf(page);
    await button.focus();
    await page.keyboard.press('Enter');
    // The press handled and drawn: an add would have begun, its request made, the text changed.
    await drawn(page);
    expect((await sentUpToNow(page, sent, { hide: false })).filter((r) => r.method() === 'POST')).toEqual([]);
    await expect(button).toHaveText('Sold Out');
    const restock = page.locator('.product-restock-notification').filter({ visible: true });
    await expect(restock).toHaveCount(1);
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
        version: localStorage.getItem('version'),
        dateClosed: localStorage.getItem('date-closed'),
        submitted: localStorage.getItem('submitted'),
      }));
    await open(page, site, `${ex.url}/popup-overlay.html`);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close the offer' }).click();
    await expect(popup).toBeHidden();
    expect(await stored()).toMatchObject({ version: '3', submitted: null });
    expect(Date.parse((await stored()).dateClosed!)).toBeGreaterThan(Date.now() - 60_000);
    await page.reload();
    // Its form hydrated, and the popup decided as it did (before marking the form rendered).
    await expect(popup.locator('[data-vitrine-form-rendered]')).toHaveCount(1);
    await expect(popup).toBeHidden();

    // A new version of the popup is shown again.
    await page.evaluate(() => localStorage.setItem('version', '2'));
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
    await expect(popup.locator('[data-vitrine-form-rendered]')).toHaveCount(1);
    await expect(popup).toBeHidden();
    expect(errors).toEqual([]);
  },
);

served(
  'each example shows its loader tag and template, escaped, to copy',
  async ({ page, site, examples: ex }) => {
    for (const example of examples) {
      await page.goto(withApi(`${ex.url}/${example.file}`, site));
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

// ---------------------------------------------------------------------------------------------
// Any port, any static server: every widget of every page hydrates, told its API by ?api=.

/** The widgets the loader hydrates from markup (its registry), by chunk name. */
const WIDGETS = new Set(registry.map((e) => e.n));

/**
 * Serve each widget chunk through a stand-in module that calls the real one (the same file,
 * asked for as `?real`) and records each mount: the element, and whether its view went live
 * ('live'), the widget declined it (mount answered nothing) or it failed. That is the loader's
 * own definition of hydrated (observer.ts: a mount settles), read without touching src/.
 */
async function recordMounts(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/vitrine/chunks/'),
    async (route) => {
      const url = new URL(route.request().url());
      const name = url.pathname.split('/').pop()!.replace(/\.js$/, '');
      if (url.search === '?real' || !WIDGETS.has(name)) return route.continue();
      await route.fulfill({
        contentType: 'text/javascript; charset=utf-8',
        body: `import * as real from './${name}.js?real';
const mounts = (window.__mounts ||= []);
export const unmount = real.unmount;
export function mount(element, runtime) {
  const entry = { name: ${JSON.stringify(name)}, element, state: 'mounting' };
  mounts.push(entry);
  let result;
  try { result = real.mount(element, runtime); } catch (error) { entry.state = 'threw: ' + error; throw error; }
  if (result && typeof result.then === 'function') {
    result.then(() => (entry.state = 'live'), (error) => (entry.state = 'failed: ' + error));
  } else entry.state = 'declined';
  return result;
}`,
      });
    },
  );
}

/** Every console error or warning, every uncaught error and every refused request of the page. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`response: ${r.status()} ${r.request().method()} ${r.url()}`);
  });
  return problems;
}

interface Marker {
  name: string;
  selector: string;
  index: number;
  /** when it hydrates: the registry's strategy, or the element's data-vitrine-load */
  strategy: string;
}

/**
 * Every element of the page a registry entry marks and a shopper can see, or that is mounted
 * already (the cart pill hides itself while the cart is empty). A marker the page hides (the
 * restock form of a variant in stock) waits for its turn, as the loader means it to.
 */
const shownMarkers = (page: Page): Promise<Marker[]> =>
  page.evaluate(
    (entries) => {
      const mounts = (window as unknown as { __mounts?: Array<{ element: Element }> }).__mounts ?? [];
      return entries.flatMap(({ n, t, s }) =>
        [...document.querySelectorAll<HTMLElement>(s)].flatMap((el, index) =>
          el.checkVisibility() || mounts.some((m) => m.element === el)
            ? [{ name: n, selector: s, index, strategy: el.dataset.vitrineLoad ?? t ?? 'idle' }]
            : [],
        ),
      );
    },
    registry.map(({ n, t, s }) => ({ n, t, s })),
  );

/** What became of one marker's mount: 'live', 'declined', 'failed: …', or 'none' (not mounted yet). */
const mountState = (page: Page, marker: Marker) =>
  page.evaluate(({ name, selector, index }) => {
    const element = document.querySelectorAll(selector)[index];
    const mounts = (
      window as unknown as { __mounts?: Array<{ name: string; element: Element; state: string }> }
    ).__mounts;
    return mounts?.find((m) => m.name === name && m.element === element)?.state ?? 'none';
  }, marker);

for (const example of examples) {
  served(
    `${example.file}: every widget hydrates, from a static server on its own port, the API named by ?api=; no console error or warning`,
    async ({ page, site, examples: ex }) => {
      const problems = consoleProblems(page);
      await recordMounts(page);
      await page.goto(withApi(`${ex.url}/${example.file}`, site));
      await expect(page.locator('script[src="vitrine/loader.js"]')).toHaveAttribute(
        'data-api-base',
        site.url,
      );
      await expect(page.locator('script[src="vitrine/loader.js"]')).toHaveAttribute(
        'data-captcha-src',
        `${site.url}/stand-ins/captcha/enterprise.js`,
      );
      const markers = await shownMarkers(page);
      expect(markers.length, 'markers on the page').toBeGreaterThan(0);
      for (const marker of markers) {
        const element = page.locator(marker.selector).nth(marker.index);
        // As a shopper would: bring it into view; an 'interaction' widget wakes on focus.
        await element.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        if (marker.strategy === 'interaction') {
          await element.evaluate((el) => {
            const focusable = 'input, select, textarea, button, a[href], [tabindex]';
            const target = el.matches(focusable) ? el : el.querySelector<HTMLElement>(focusable);
            (target as HTMLElement | null)?.focus();
          });
        }
        await expect
          .poll(() => mountState(page, marker), { message: `${marker.name} #${marker.index}` })
          .toMatch(/^(live|declined)$/);
      }
      // Each marked element is live under at least one widget (a button may be declined by one
      // widget because another one owns it: an additional-fields product's add-to-cart button).
      const states = await Promise.all(
        markers.map(async (m) => ({ ...m, state: await mountState(page, m) })),
      );
      const byElement = new Map<string, string[]>();
      for (const m of states) {
        const key = `${m.selector}#${m.index}`;
        byElement.set(key, [...(byElement.get(key) ?? []), m.state]);
      }
      for (const [key, list] of byElement) expect(list, key).toContain('live');
      const widgetErrors = await page.evaluate(
        () => (window as unknown as { Vitrine: { errors: unknown[] } }).Vitrine.errors.length,
      );
      expect(widgetErrors, 'Vitrine.errors').toBe(0);
      expect(problems).toEqual([]);
    },
  );
}

served(
  'the links between the examples keep ?api=, and the next page calls the same API',
  async ({ page, site, examples: ex }) => {
    const problems = consoleProblems(page);
    await open(page, site, `${ex.url}/cart-pill.html`);
    const link = page.getByRole('navigation', { name: 'Examples' }).getByRole('link', { name: 'Gift card' });
    await expect(link).toHaveAttribute('href', `gift-card.html?api=${encodeURIComponent(site.url)}`);
    await link.click();
    await expect(page).toHaveURL(withApi(`${ex.url}/gift-card.html`, site));
    await expect(page.locator('script[src="vitrine/loader.js"]')).toHaveAttribute('data-api-base', site.url);
    // Pressed at once, as a shopper may: a press before the block hydrated is held and replayed,
    // so the choice shows once it is live (check() would insist it shows at the press).
    const fifty = page.getByRole('radio', { name: '$50.00' });
    await fifty.click();
    await expect(fifty).toBeChecked();
    await page.getByRole('button', { name: 'Buy a gift card' }).click();
    await expect
      .poll(async () => (await cartPosts(site)).map((r) => [r.status, JSON.parse(r.body ?? '{}').sku]))
      .toEqual([[200, 'GIFT-50']]);
    expect(problems).toEqual([]);
  },
);

served(
  'from localhost, another site than the API on 127.0.0.1: the cart and the crumb still work',
  async ({ page, site, examples: ex }) => {
    const problems = consoleProblems(page);
    const elsewhere = ex.url.replace('127.0.0.1', 'localhost');
    await open(page, site, `${elsewhere}/cart-pill.html`);
    const button = await hydrated(page.locator('.sqs-add-to-cart-button'));
    await button.click();
    await expect(page.locator(pill)).toHaveText('1 item $18.50');
    // The popover's picture is the API's, so it loads from the API's origin, not the page's.
    const picture = page.locator('.vitrine-added-item img');
    await expect(picture).toHaveAttribute('src', new RegExp(`^${site.url}/assets/`));
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const [post] = await cartPosts(site);
    expect(post?.headers.origin).toBe(elsewhere);
    expect(post?.status).toBe(200);
    expect(problems).toEqual([]);
  },
);

served(
  '?api= naming a server elsewhere is not used (a warning says so): the built base is',
  async ({ page, examples: ex }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    // Nothing may load from there: not the API, not the captcha script.
    const elsewhere: string[] = [];
    await page.route('https://api.elsewhere.test/**', (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${ex.url}/index.html?api=${encodeURIComponent('https://api.elsewhere.test')}`);
    await expect(page.locator('#running [data-example-api]')).toHaveText(DEFAULT_API_BASE);
    await page.goto(`${ex.url}/cart-pill.html?api=javascript:alert(1)`);
    await expect(page.locator('script[src="vitrine/loader.js"]')).toHaveAttribute(
      'data-api-base',
      DEFAULT_API_BASE,
    );
    expect(warnings).toEqual([
      expect.stringContaining('?api=https://api.elsewhere.test is not used'),
      expect.stringContaining('?api=javascript:alert(1) is not used'),
    ]);
    expect(elsewhere).toEqual([]);
  },
);

test('the fixture server serves the examples at /examples/, and they call it, whatever its port', async ({
  page,
  site,
}) => {
  const problems = consoleProblems(page);
  // Without ?api= the server sends the page on with its own origin as the API.
  await page.goto(`${site.url}/examples`);
  await expect(page).toHaveURL(withApi(`${site.url}/examples/`, site));
  await expect(page.locator('#running [data-example-api]')).toHaveText(site.url);
  await page.getByRole('link', { name: 'Cart pill', exact: true }).click();
  await expect(page).toHaveURL(withApi(`${site.url}/examples/cart-pill.html`, site));
  const button = await hydrated(page.locator('.sqs-add-to-cart-button'));
  await button.click();
  await expect(page.locator(pill)).toHaveText('1 item $18.50');
  const [post] = await cartPosts(site);
  expect(post?.headers.origin).toBe(site.url);
  expect(problems).toEqual([]);
});

test("built with --api-base '', a page without ?api= calls its own origin", async ({ page }) => {
  // The built folder, its pages rendered again with no base fixed (as build.ts --api-base '' does).
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-examples-'));
  cpSync(examplesDir, dir, { recursive: true });
  for (const file of renderExamples('')) writeFileSync(join(dir, file.path), file.text);
  const server = await staticServer(dir);
  try {
    await page.goto(`${server.url}/cart-pill.html`);
    const loader = page.locator('script[src="vitrine/loader.js"]');
    await expect(loader).toHaveAttribute('data-api-base', server.url);
    await expect(loader).toHaveAttribute('data-captcha-src', `${server.url}/stand-ins/captcha/enterprise.js`);
    await expect(page.locator('#snippet-loader')).toHaveText(loaderTag(server.url));
    await page.goto(`${server.url}/index.html`);
    await expect(page.locator('#running')).toContainText('its own origin (no address was fixed');
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
