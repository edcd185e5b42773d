import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import type { LoggedRequest } from '../../fixtures/server/http/requestLog.ts';
import { collectPageErrors, expect, repo, test } from './fixtures.ts';
import { drawn, requestsOf, sentUpToNow } from './settled.ts';

/**
 * No press is lost (docs/integrators/embed.md, "No press is lost"), tried as a shopper on a slow phone would: Chromium
 * throttled to 4× CPU, 300 ms round trips and 200 KB/s, 390 px wide with touch. The control is
 * scrolled into view as soon as the page has it, then pressed 0, 100, 300 or 1000 ms later, by
 * mouse, touch, Enter or Space, whether or not the loader has run or its widget has hydrated by
 * then. Each press must take effect exactly once.
 */

type Method = 'mouse' | 'touch' | 'Enter' | 'Space';
type Outcome = 'add' | 'lightbox' | 'form' | 'restock';

interface Target {
  path: string;
  /** the control pressed */
  control: string;
  outcome: Outcome;
}

const TARGETS: Record<string, Target> = {
  'a product page': {
    path: '/shop/ceramic-mug',
    control: '.product-detail .sqs-add-to-cart-button',
    outcome: 'add',
  },
  'the shop grid': {
    path: '/',
    control: '.product[data-item-id="ceramic-mug"] .sqs-add-to-cart-button',
    outcome: 'add',
  },
  'the additional-fields button': {
    path: '/shop/monogram-pouch',
    control: '.sqs-add-to-cart-button.use-form',
    outcome: 'lightbox',
  },
  'the footer newsletter': {
    path: '/shop/canvas-tote',
    control: '.footer-newsletter button[type="submit"]',
    outcome: 'form',
  },
};
/**
 * The restock form, pressed before the loader has run (below): its marker is a class, and a
 * submit the browser made would reload the page with the shopper's address in its URL.
 */
const RESTOCK: Target = {
  path: '/shop/wool-scarf',
  control: '.product-restock-notification:not([hidden]) input[type="submit"]',
  outcome: 'restock',
};
const METHODS: Method[] = ['mouse', 'touch', 'Enter', 'Space'];
const DELAYS = [0, 100, 300, 1000];

const ENTRIES = '/api/commerce/cart/entries';
const SAVE = '/api/form/SaveFormSubmission';
const RESTOCK_SIGN_UP = '/api/site-users/account/notifications/restock';

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 200 * 1024,
    uploadThroughput: 200 * 1024,
  });
}

/**
 * Open the page on the throttled line and bring the control into view as soon as the page has it,
 * whether or not the loader has run: the demo's head keeps a press made before then (its snippet,
 * loader/snippet.ts). Returns the control; whether its widget had already hydrated is not
 * asserted (a fast machine may get there first).
 */
async function reach(page: Page, url: string, target: Target): Promise<Locator> {
  await throttle(page);
  await page.goto(url, { waitUntil: 'commit' });
  const control = page.locator(target.control).first();
  await control.waitFor({ state: 'attached', timeout: 60_000 });
  if (target.outcome === 'form') {
    // The shopper typed an address (as text the native field keeps; no widget needed for that).
    await page
      .locator('.footer-newsletter input[type="email"]')
      .evaluate((input: HTMLInputElement) => (input.value = 'early@example.com'));
  }
  if (target.outcome === 'restock') {
    await page
      .locator('.product-restock-notification:not([hidden]) input[name="email"]')
      .evaluate((input: HTMLInputElement) => (input.value = 'early@example.com'));
  }
  await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  return control;
}

async function press(page: Page, control: Locator, method: Method) {
  // Where the control is when it stands still, as a shopper aims: a point read from an earlier
  // layout (a picture above still loading on the slow line) can land beside it on a busy machine.
  // Playwright's click and tap wait for a stable box that receives the press, never for hydration.
  if (method === 'mouse') {
    await control.click();
  } else if (method === 'touch') {
    await control.tap();
  } else {
    await control.evaluate((el: HTMLElement) => el.focus());
    await page.keyboard.press(method === 'Space' ? ' ' : 'Enter');
  }
}

const posts = (requests: LoggedRequest[], path: string) =>
  requests.filter((r) => r.method === 'POST' && r.path === path);

/**
 * The press took effect, once: one add, one lightbox, or one form sent (and the page sent on).
 * `sent`: the page's requests, from requestsOf begun before the page was opened.
 */
async function tookEffectOnce(
  page: Page,
  site: { received(): Promise<LoggedRequest[]> },
  outcome: Outcome,
  sent: Request[],
) {
  const count = async (path: string) => posts(await site.received(), path).length;
  if (outcome === 'add') {
    await expect.poll(() => count(ENTRIES), { timeout: 60_000 }).toBe(1);
    await expect(page.locator('.vitrine-added-item')).toBeVisible({ timeout: 60_000 });
  } else if (outcome === 'lightbox') {
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(await count(ENTRIES)).toBe(0);
  } else if (outcome === 'form') {
    await expect.poll(() => count(SAVE), { timeout: 60_000 }).toBe(1);
    await page.waitForURL('**/subscribed', { timeout: 60_000 });
  } else {
    await expect.poll(() => count(RESTOCK_SIGN_UP), { timeout: 60_000 }).toBe(1);
    await expect(page.locator('.product-restock-success')).toHaveText('Signed up!', { timeout: 60_000 });
    // Sent by the widget, not by the browser: the page was not reloaded with the address in it.
    expect(page.url()).not.toContain('early');
  }
  // And not twice. The loader hands every held press over at once, when the widget mounted, and
  // the first one's effect is here: a second would have been handled and drawn by now (or, for
  // the form, before its page was left), its request made before a fence made now.
  await drawn(page);
  const path = outcome === 'form' ? SAVE : outcome === 'restock' ? RESTOCK_SIGN_UP : ENTRIES;
  const made = (await sentUpToNow(page, sent, { hide: false })).filter(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === path,
  );
  expect(made).toHaveLength(outcome === 'lightbox' ? 0 : 1);
  expect(await count(path)).toBe(outcome === 'lightbox' ? 0 : 1);
}

test.describe('a press before hydration, on a slow phone (4× CPU, 300 ms, 200 KB/s, 390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  // Each case loads a page over a line that takes seconds: more than the default 30 s in all.
  test.describe.configure({ timeout: 150_000 });

  for (const [where, target] of Object.entries(TARGETS)) {
    for (const method of METHODS) {
      for (const delay of DELAYS) {
        test(`${where}: ${method} ${delay} ms after it scrolled into view takes effect exactly once`, async ({
          page,
          site,
        }) => {
          const errors = collectPageErrors(page);
          const sent = requestsOf(page);
          const control = await reach(page, `${site.url}${target.path}`, target);
          // Not a wait for anything: when the shopper presses, relative to hydration, is what
          // each case varies (its own timer, as a person's hand; 0 to 1000 ms).
          await page.waitForTimeout(delay);
          await press(page, control, method);
          await tookEffectOnce(page, site, target.outcome, sent);
          expect(errors).toEqual([]);
        });
      }
    }
  }
});

test.describe('a press before the loader has run, on the same slow phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test.describe.configure({ timeout: 150_000 });

  for (const where of [
    'a product page',
    'the additional-fields button',
    'the footer newsletter',
    'the restock form',
  ] as const) {
    for (const method of METHODS) {
      test(`${where}: ${method} while the loader's script is still on its way takes effect exactly once`, async ({
        page,
        site,
      }) => {
        // The loader's script arrives only after the press, whatever the machine's speed: the
        // page's snippet alone can have heard it.
        let pressed!: () => void;
        const afterPress = new Promise<void>((resolve) => (pressed = resolve));
        await page.route('**/static/loader.js', async (route) => {
          await afterPress;
          await route.continue();
        });
        const target = TARGETS[where] ?? RESTOCK;
        const errors = collectPageErrors(page);
        const sent = requestsOf(page);
        const control = await reach(page, `${site.url}${target.path}`, target);
        await press(page, control, method);
        expect(await page.evaluate(() => 'Vitrine' in window)).toBe(false);
        pressed();
        await tookEffectOnce(page, site, target.outcome, sent);
        expect(errors).toEqual([]);
      });
    }
  }
});

test.describe('the same press with the replay switched off is lost', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test.describe.configure({ timeout: 150_000 });

  // The loader built without its replay (VITRINE_PRESS_REPLAY=off: it still wakes widgets on a
  // focus or press, but holds nothing), served in place of the real one.
  let dir: string;
  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-no-replay-'));
    execFileSync(
      process.execPath,
      [join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'loader', '--outDir', dir],
      {
        cwd: repo,
        env: { ...process.env, VITRINE_PRESS_REPLAY: 'off' },
        stdio: 'ignore',
      },
    );
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const method of ['mouse', 'Enter'] as const) {
    test(`a product page: ${method} at 0 ms does nothing, though the button works once hydrated`, async ({
      page,
      site,
    }) => {
      await page.route('**/static/loader.js', (route) => route.fulfill({ path: join(dir, 'loader.js') }));
      // The button's chunk arrives only after the press: the press lands before the widget could
      // have hydrated, whatever the machine's speed (that is what this shows).
      let pressed!: () => void;
      const afterPress = new Promise<void>((resolve) => (pressed = resolve));
      await page.route('**/chunks/add-to-cart.js', async (route) => {
        await afterPress;
        await route.continue();
      });
      const target = TARGETS['a product page']!;
      const sent = requestsOf(page);
      const control = await reach(page, `${site.url}${target.path}`, target);
      expect(await control.evaluate((el) => el.classList.contains('vitrine-add-to-cart'))).toBe(false);
      await press(page, control, method);
      pressed();
      await expect(control).toHaveClass(/vitrine-add-to-cart/, { timeout: 60_000 });
      // Hydrated and drawn: nothing held the press, so nothing can come of it now.
      await drawn(page);
      expect((await sentUpToNow(page, sent, { hide: false })).filter((r) => r.method() === 'POST')).toEqual(
        [],
      );
      expect(posts(await site.received(), ENTRIES)).toHaveLength(0);
      // The shopper presses again, now that it works: one add.
      await press(page, control, method);
      await expect
        .poll(async () => posts(await site.received(), ENTRIES).length, { timeout: 60_000 })
        .toBe(1);
    });
  }
});

test('a button added after the loader ran, pressed before its next look at the page, takes effect once', async ({
  page,
  site,
}) => {
  // As on a page whose loader ran (from the cache) before the parser reached the product: the
  // loader's observer has heard of the new button, and its re-scan waits for an idle moment that
  // a shopper's press does not wait for.
  const errors = collectPageErrors(page);
  const sent = requestsOf(page);
  await page.goto(`${site.url}/`);
  const first = page.locator('.product[data-item-id="ceramic-mug"] .sqs-add-to-cart-button').first();
  await expect(first).toHaveClass(/vitrine-add-to-cart/);
  const held = await page.evaluate(async () => {
    const html = await (await fetch('/')).text();
    const card = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector('.product[data-item-id="ceramic-mug"]')!;
    const fresh = document.importNode(card, true);
    fresh.id = 'fresh';
    document.querySelector('.product[data-item-id="ceramic-mug"]')!.after(fresh);
    // The page's MutationObserver hears of it (a microtask), as it does after the parser's insertion.
    await Promise.resolve();
    const button = fresh.querySelector<HTMLElement>('.sqs-add-to-cart-button')!;
    button.focus();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    button.dispatchEvent(enter);
    return enter.defaultPrevented;
  });
  // Held by the loader (its default prevented) and replayed once the new button's widget is live.
  expect(held).toBe(true);
  await expect(page.locator('#fresh .sqs-add-to-cart-button')).toHaveClass(/vitrine-add-to-cart/);
  await tookEffectOnce(page, site, 'add', sent);
  expect(errors).toEqual([]);
});
