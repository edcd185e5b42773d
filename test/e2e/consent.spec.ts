import type { Page } from '@playwright/test';
import { consentFirst, withdraw } from './collectedRecords.ts';
import { axeFindings } from './axe.ts';
import { collectPageErrors, contrastRatio, expect, type FixtureServerHandle, test } from './fixtures.ts';
import { chunkRan, consentDecided, idle, requestsOf } from './settled.ts';

/** Every path a collector sends to (docs/integrators/fixture-server.md, "What the collectors sent"). */
const COLLECTOR_PATHS = [
  '/api/census/',
  '/api/events/',
  '/api/v1/clanker/',
  '/api/record-javascript-errors',
  '/api/1/performance/',
];
const COLLECTORS = ['cookies', 'census', 'tracker', 'error-reporter', 'performance'];
const isCollectorPath = (path: string) => COLLECTOR_PATHS.some((p) => path.startsWith(p));

/** What reached a collector endpoint, as the server logged it. */
async function collectorCalls(site: FixtureServerHandle) {
  return (await site.received()).filter((r) => isCollectorPath(r.path));
}

/** Every document.cookie write the page makes, logged before any script of the page runs. */
async function logCookieWrites(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cookieWrites: string[] };
    w.cookieWrites = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return desc.get!.call(this);
      },
      set(value: string) {
        w.cookieWrites.push(value);
        desc.set!.call(this, value);
      },
    });
  });
}

const cookieWrites = (page: Page) =>
  page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites);
const databases = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));

/** Resolves once every collector's chunk has arrived (they load on idle after consent). */
const collectorsLoaded = (page: Page) =>
  Promise.all(COLLECTORS.map((n) => page.waitForResponse((r) => r.url().endsWith(`/chunks/${n}.js`))));

/** A shopper's visit: a product page, an add to cart, an error, a second page. */
async function shop(page: Page, site: FixtureServerHandle) {
  await page.goto(`${site.url}/shop/canvas-tote`);
  await page.locator('.sqs-add-to-cart-button').click();
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!', { timeout: 4000 });
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('the theme failed'))));
  await page.goto(`${site.url}/contact`);
}

test.describe('consent: nothing before it, nothing after it is withdrawn', () => {
  test('before consent: no collector request, no cookie written, no IndexedDB database, no collector chunk', async ({
    page,
    site,
  }) => {
    await logCookieWrites(page);
    const chunks: string[] = [];
    page.on('request', (r) => {
      const name = /\/chunks\/([\w-]+)\.js$/.exec(r.url())?.[1];
      if (name && COLLECTORS.includes(name)) chunks.push(name);
    });
    await shop(page, site);
    await consentDecided(page);
    expect(await collectorCalls(site)).toEqual([]);
    expect(await cookieWrites(page)).toEqual([]);
    expect(await databases(page)).toEqual([]);
    expect(chunks).toEqual([]);
  });

  test('Global Privacy Control: the site grants consent, the browser refuses it, the browser wins', async ({
    page,
    site,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await logCookieWrites(page);
    await consentFirst(page);
    const chunks: string[] = [];
    page.on('request', (r) => {
      const name = /\/chunks\/([\w-]+)\.js$/.exec(r.url())?.[1];
      if (name && COLLECTORS.includes(name)) chunks.push(name);
    });
    await shop(page, site);
    await page.evaluate(() =>
      (window as unknown as { Vitrine: { consent(on: boolean): void } }).Vitrine.consent(true),
    );
    await consentDecided(page);
    expect(chunks).toEqual([]);
    expect(await collectorCalls(site)).toEqual([]);
    expect(await cookieWrites(page)).toEqual([]);
    expect(await databases(page)).toEqual([]);
  });

  test('withdrawn: the collectors stop, their cookies and the outbox database are gone, nothing more is sent', async ({
    page,
    site,
    context,
  }) => {
    await consentFirst(page);
    const loaded = collectorsLoaded(page);
    await page.goto(`${site.url}/shop/canvas-tote`);
    await loaded;
    // With consent the visitor cookies are written and something reaches the server.
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toContain('ss_cvr');
    await expect.poll(async () => (await collectorCalls(site)).length).toBeGreaterThan(0);
    await withdraw(page);
    // Every cookie of ours; ss_cookieAllowed is the site's banner's record of the choice.
    const ours = /^(ss_(?!cookieAllowed)|SS_)/;
    await expect
      .poll(async () => (await context.cookies()).map((c) => c.name).filter((n) => ours.test(n)))
      .toEqual([]);
    await expect.poll(() => databases(page)).toEqual([]);
    const before = (await collectorCalls(site)).length;
    const sent = requestsOf(page);
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error('after withdrawal'))));
    await page.locator('.sqs-add-to-cart-button').click();
    await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!', { timeout: 4000 });
    await page.goto(`${site.url}/contact`);
    // The next page's refusal decided: the withdrawn page's pagehide (a beacon, if anything) left before it.
    await consentDecided(page);
    expect(sent.map((r) => new URL(r.url()).pathname).filter(isCollectorPath)).toEqual([]);
    const after = await collectorCalls(site);
    expect(after.slice(0, after.length - before).map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([]);
  });
});

/** Each browser feature the collectors use, taken away or made to throw before any script runs. */
const FAULTS: Record<string, string> = {
  'sendBeacon missing': 'delete Navigator.prototype.sendBeacon;',
  'sendBeacon throwing':
    'Navigator.prototype.sendBeacon = function () { throw new TypeError("sendBeacon refused"); };',
  'fetch missing': 'delete window.fetch;',
  'fetch throwing': 'window.fetch = function () { throw new TypeError("fetch refused"); };',
  'cookies missing': `Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: () => '', set: () => {} });`,
  'cookies throwing': `Object.defineProperty(Document.prototype, 'cookie', { configurable: true,
      get() { throw new DOMException('cookies are disabled', 'SecurityError'); },
      set() { throw new DOMException('cookies are disabled', 'SecurityError'); } });`,
  'IndexedDB missing': `Object.defineProperty(window, 'indexedDB', { configurable: true, value: undefined });`,
  'IndexedDB throwing': `Object.defineProperty(window, 'indexedDB', { configurable: true,
      get() { throw new DOMException('IndexedDB is disabled', 'SecurityError'); } });
    IDBFactory.prototype.open = function () { throw new DOMException('no', 'InvalidStateError'); };`,
  'PerformanceObserver missing': 'delete window.PerformanceObserver;',
  'PerformanceObserver throwing':
    'window.PerformanceObserver = function () { throw new TypeError("observer refused"); };',
  'BroadcastChannel missing': 'delete window.BroadcastChannel;',
  'BroadcastChannel throwing': `window.BroadcastChannel = function () {
      throw new DOMException('BroadcastChannel blocked', 'SecurityError'); };`,
  'BroadcastChannel postMessage throwing': `BroadcastChannel.prototype.postMessage = function () {
      throw new DOMException('BroadcastChannel blocked', 'SecurityError'); };`,
  'storage throwing': `for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, { configurable: true,
        get() { throw new DOMException('storage is disabled', 'SecurityError'); } });`,
};

test.describe('fault matrix: a browser feature missing or throwing leaves no uncaught error in the page, and an add is an add', () => {
  for (const [fault, script] of Object.entries(FAULTS)) {
    test(fault, async ({ page, site }) => {
      const errors = collectPageErrors(page);
      await page.addInitScript({ content: script });
      await consentFirst(page);
      const loaded = collectorsLoaded(page);
      await page.goto(`${site.url}/shop/canvas-tote`);
      await loaded;
      await page.locator('.sqs-add-to-cart-button').click();
      if (/^fetch/.test(fault)) {
        // Without fetch no add can reach the shop: the shopper is told so, in words.
        await expect(page.getByRole('alertdialog')).toContainText('Please check your internet connection');
        await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
      } else {
        // The add went through and is told truthfully: no 'Unable to Add Item' for an accepted add.
        await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!', { timeout: 4000 });
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(page.locator('header [data-vitrine="cart-pill"] a')).toContainText('1 item');
      }
      // The page's own error, which the error reporter must take without adding one of its own.
      await page.evaluate(() => setTimeout(() => Promise.reject(new Error('the theme failed'))));
      // Thrown, and so heard by the reporter (its listener runs before the browser reports it).
      await expect.poll(() => errors.map((e) => e.message)).toEqual(['the theme failed']);
      await page.evaluate(() => {
        // What a tab switch does: the collectors flush.
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      const started = collectorsLoaded(page);
      await page.goto(`${site.url}/contact`);
      await started;
      // Every collector started on the next page too, and the browser was idle after it.
      for (const name of COLLECTORS) await chunkRan(page, name);
      await idle(page);
      expect(errors.map((e) => e.message)).toEqual(['the theme failed']);
    });
  }
});

test.describe("the demo store's cookie notice", () => {
  // A first-time visitor: no choice made yet.
  test.use({ cookieChoice: null });

  test('axe finds nothing in the notice, and it fits, at 1280 and 390 px; it shifts nothing', async ({
    page,
    site,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${site.url}/shop/field-jacket`);
      const notice = page.getByRole('region', { name: 'Cookies' });
      await expect(notice).toBeVisible();
      // Shown from the head, before the body is drawn: no layout shift once the page is up.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) total += (e as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(shift).toBeLessThan(0.01);
      // Nothing is left under the bar for good: the page's last link can still be reached and
      // pressed (a trial click fails on an element something else covers).
      await page.getByRole('link', { name: 'Template engine in the browser' }).click({ trial: true });
      // Axe cannot judge the contrast of a fixed bar over the page ("partially overlaps other
      // elements"): the notice's text and its background, both opaque, are measured here instead.
      const colours = await notice.evaluate((n) => ({
        text: getComputedStyle(n.querySelector('p')!).color,
        surface: getComputedStyle(n).backgroundColor,
      }));
      const ratio = contrastRatio(colours.text, colours.surface);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      expect(await axeFindings(page, { include: '#cookie-notice', skip: ['color-contrast'] })).toEqual([]);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    }
  });

  test('keyboard only: Allow starts the collectors and is remembered; Cookie settings, No thanks withdraws it', async ({
    page,
    site,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/shop/canvas-tote`);
    const notice = page.getByRole('region', { name: 'Cookies' });
    await expect(notice).toBeVisible();
    await consentDecided(page);
    expect(await collectorCalls(site)).toEqual([]);

    // Tab from the top of the page: skip link, then the notice's buttons come before the shop's.
    const allow = notice.getByRole('button', { name: 'Allow' });
    for (let i = 0; i < 6 && !(await allow.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(allow).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    // Focus goes back where it came from (the skip link), not down to the footer.
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    // The collectors start once every widget mount begun has settled (10 s at most) and the
    // browser is then idle (2 s at most): on a busy machine that took over the default 5 s once.
    // Nobody waits for it: the shop is usable meanwhile, and what it emits is kept for them.
    const started = { timeout: 15_000 };
    await expect.poll(async () => (await context.cookies()).map((c) => c.name), started).toContain('ss_cvr');
    await expect.poll(async () => (await collectorCalls(site)).length, started).toBeGreaterThan(0);

    // The next page remembers the choice: no notice, the collectors run from the start.
    const loaded = collectorsLoaded(page);
    await page.goto(`${site.url}/contact`);
    await loaded;
    await expect(notice).toBeHidden();

    await page.getByRole('button', { name: 'Cookie settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Allow' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    await expect
      .poll(async () =>
        (await context.cookies()).map((c) => c.name).filter((n) => /^(ss_(?!cookieAllowed)|SS_)/.test(n)),
      )
      .toEqual([]);
    await expect.poll(() => databases(page)).toEqual([]);
    const before = (await collectorCalls(site)).length;
    await page.goto(`${site.url}/shop/canvas-tote`);
    await consentDecided(page);
    await expect(notice).toBeHidden();
    expect((await collectorCalls(site)).length).toBe(before);
  });
});

test.describe("the site's cookie policy (data-cookie-policy) and the visitor's stored choice (ss_cookieAllowed)", () => {
  // A first visit: no choice recorded, no notice answered.
  test.use({ cookieChoice: null });

  /** The demo's pages with the loader tag saying what the test says (as a site's template would). */
  async function withLoaderAttributes(page: Page, attributes: string) {
    await page.route(/\/(shop\/[\w-]+|contact)$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<script async src="/static/loader.js"',
        `$& ${attributes}`,
      );
      await route.fulfill({ response, body: html });
    });
  }

  const FIVE = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];

  test('permissive: the collectors start with no grant and no banner answered', async ({ page, site }) => {
    await withLoaderAttributes(page, 'data-cookie-policy="permissive"');
    const loaded = collectorsLoaded(page);
    await page.goto(`${site.url}/shop/canvas-tote`);
    await loaded;
    await expect.poll(async () => (await collectorCalls(site)).length).toBeGreaterThan(0);
  });

  test('restrictive (the default) waits; a stored ss_cookieAllowed=true starts them, =false keeps them off', async ({
    page,
    site,
    context,
  }) => {
    await page.goto(`${site.url}/shop/canvas-tote`);
    await consentDecided(page);
    expect(await collectorCalls(site)).toEqual([]);

    const url = new URL(site.url);
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', domain: url.hostname, path: '/' }]);
    const loaded = collectorsLoaded(page);
    await page.goto(`${site.url}/contact`);
    await loaded;
    await expect.poll(async () => (await collectorCalls(site)).length).toBeGreaterThan(0);

    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'false', domain: url.hostname, path: '/' }]);
    await page.goto(`${site.url}/shop/canvas-tote`);
    const before = (await collectorCalls(site)).length;
    await consentDecided(page);
    expect((await collectorCalls(site)).length).toBe(before);
    await expect
      .poll(async () => (await context.cookies()).map((c) => c.name).filter((n) => FIVE.includes(n)))
      .toEqual([]);
  });

  test('Global Privacy Control refuses under the permissive policy too', async ({ page, site }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await withLoaderAttributes(page, 'data-cookie-policy="permissive" data-consent="granted"');
    const chunks: string[] = [];
    page.on('request', (r) => {
      const name = /\/chunks\/([\w-]+)\.js$/.exec(r.url())?.[1];
      if (name && COLLECTORS.includes(name)) chunks.push(name);
    });
    await page.goto(`${site.url}/shop/canvas-tote`);
    await consentDecided(page);
    expect(chunks).toEqual([]);
    expect(await collectorCalls(site)).toEqual([]);
  });

  for (const [why, setUp] of [
    ['a stored refusal', { cookie: 'false', gpc: false }],
    ['Global Privacy Control', { cookie: undefined, gpc: true }],
    ['the restrictive policy, undecided', { cookie: undefined, gpc: false }],
  ] as const) {
    test(`a refusal at the start (${why}) clears the five cookies and the outbox an earlier page kept`, async ({
      page,
      site,
      context,
    }) => {
      const url = new URL(site.url);
      // An earlier page, allowed then, kept the visitor cookies and an outbox.
      await page.goto(`${site.url}/contact`);
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const open = indexedDB.open('vitrine-outbox');
            open.onupgradeneeded = () => open.result.createObjectStore('beacons');
            open.onsuccess = () => (open.result.close(), resolve());
          }),
      );
      await context.addCookies([
        ...FIVE.map((name) => ({
          name,
          value: name === 'ss_cvr' ? 'abc|1|1|1|1' : '1',
          domain: url.hostname,
          path: '/',
        })),
        { name: 'crumb', value: 'keep', domain: url.hostname, path: '/' },
        ...(setUp.cookie
          ? [{ name: 'ss_cookieAllowed', value: setUp.cookie, domain: url.hostname, path: '/' }]
          : []),
      ]);
      if (setUp.gpc)
        await page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
        );
      await page.goto(`${site.url}/shop/canvas-tote`);
      await expect
        .poll(async () => (await context.cookies()).map((c) => c.name).filter((n) => FIVE.includes(n)))
        .toEqual([]);
      await expect.poll(() => databases(page)).toEqual([]);
      expect((await context.cookies()).some((c) => c.name === 'crumb')).toBe(true);
      expect(await collectorCalls(site)).toEqual([]);
    });
  }
});

test.describe('a grant never delays a widget', () => {
  test('on a slow line, no collector chunk is asked for before every widget of the first screen is live', async ({
    page,
    context,
    site,
  }) => {
    // A returning visitor who allowed the cookie notice: the start's own decision grants.
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: site.url }]);
    await page.addInitScript(() => {
      const w = window as unknown as { hydrated: Array<[string, number]> };
      w.hydrated = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.name.startsWith('vitrine:hydrate:')) w.hydrated.push([e.name, e.startTime + e.duration]);
        }
      }).observe({ type: 'measure', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 93_750,
    });
    const loaded = collectorsLoaded(page);
    await page.goto(`${site.url}/shop/field-jacket`);
    await loaded;
    const { hydrated, asked } = await page.evaluate((names) => {
      const chunks = performance
        .getEntriesByType('resource')
        .filter((e) => names.some((n) => e.name.endsWith(`/chunks/${n}.js`)));
      return {
        hydrated: (window as unknown as { hydrated: Array<[string, number]> }).hydrated,
        asked: Math.min(...chunks.map((e) => e.startTime)),
      };
    }, COLLECTORS);
    // The product page's first screen at 1280 × 720: the cart pill, the variant picker, the
    // instalment line (add to cart is below it, and waits until it is scrolled to).
    const widgets = new Set(hydrated.map(([name]) => name.slice('vitrine:hydrate:'.length)));
    expect([...widgets]).toEqual(expect.arrayContaining(['cart-pill', 'variant-picker', 'instalments']));
    for (const [name, liveAt] of hydrated) {
      expect(liveAt, `${name} live before the first collector chunk was asked for`).toBeLessThanOrEqual(
        asked,
      );
    }
  });
});
