import type { Page } from '@playwright/test';
import type { CollectedRecord } from '../../fixtures/server/state/collectedRepository.ts';
import { collectPageErrors, expect, type FixtureServerHandle, test } from './fixtures.ts';
import { consentFirst } from './collectedRecords.ts';
import { chunkRan, consentDecided } from './settled.ts';

interface PerformanceEvent {
  app: string;
  event: string;
  pageLoadId: string;
  ts: number;
  data: Record<string, unknown> & {
    ratings?: Record<string, string>;
    vitrine?: { bytes: number; chunks: number; hydrate: Record<string, number> };
  };
}

/** The performance events the server stored for pages loaded since `since` (epoch ms), newest first. */
async function stored(site: FixtureServerHandle, since: number): Promise<PerformanceEvent[]> {
  const res = await fetch(`${site.url}/__vitrine/collected.json?kind=performance&limit=1000`);
  const records = (await res.json()) as CollectedRecord[];
  return records.map((r) => r.payload as PerformanceEvent).filter((e) => e.ts >= since);
}

/** The events of the product page's load: those sharing its page_speed report's pageLoadId. */
async function productPageLoad(site: FixtureServerHandle, since: number) {
  const events = await stored(site, since);
  const speed = events.find((e) => e.event === 'page_speed' && e.data.pagePath === '/shop/canvas-tote');
  return speed ? events.filter((e) => e.pageLoadId === speed.pageLoadId) : [];
}

/**
 * The collector and web-vitals are watching: the consent chunk decided, and the collector
 * started, which starts web-vitals' observers (they share the collectors' chunk).
 */
async function collectorWatching(page: Page): Promise<void> {
  await consentDecided(page);
  await chunkRan(page, 'performance');
}

/**
 * The page's performance observers were handed the first input: the browser hands it over after
 * the next paint, to every observer in one task, in the order they began observing, so an
 * observer begun now is handed it last.
 */
const firstInputObserved = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          resolve();
        }).observe({ type: 'first-input', buffered: true }),
      ),
  );

/**
 * A product page visit: the page hydrates, the shopper presses add to cart (an interaction the
 * browser times), and leaves for another page, which hides the product page. Before consent
 * nothing watches: the consent chunk refused.
 */
async function visit(page: Page, site: FixtureServerHandle, { consented = true } = {}): Promise<void> {
  await page.goto(`${site.url}/shop/canvas-tote`);
  const button = page.locator('.sqs-add-to-cart-button');
  await expect(button).toHaveClass(/vitrine-add-to-cart/);
  await page.waitForLoadState('load');
  if (consented) await collectorWatching(page);
  else await consentDecided(page);
  await button.click();
  await expect(button).toHaveText('Added!', { timeout: 4000 });
  await firstInputObserved(page);
  await page.goto(`${site.url}/contact`);
}

test.describe('performance collector: what the server stored', () => {
  test('nothing is sent before consent', async ({ page, site }) => {
    const errors = collectPageErrors(page);
    const since = Date.now();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (/\/chunks\/(performance|web-vitals[^/]*)\.js$|\/api\/1\/performance\//.test(r.url()))
        requests.push(r.url());
    });
    await visit(page, site, { consented: false });
    // The next page refused too: nothing of the collector's was asked for on either.
    await consentDecided(page);
    expect(requests).toEqual([]);
    expect(await stored(site, since)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a product page hidden after a click: page_speed with web vitals, ratings, first input, Vitrine cost; image and a11y events', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    // How each report left: the page's own sendBeacon and fetch, watched; what they carried is
    // written down at once (localStorage is synchronous, so what leaves at pagehide is kept too).
    await page.addInitScript(() => {
      const log = (type: string, url: unknown, body: unknown) => {
        if (!/\/api\/1\/performance\//.test(String(url)) || typeof body !== 'string') return;
        const kept = JSON.parse(localStorage.getItem('test-means') ?? '[]') as unknown[];
        localStorage.setItem('test-means', JSON.stringify([...kept, { type, body }]));
      };
      const beacon = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        log('beacon', url, data);
        return beacon(url, data);
      };
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        log('xhr', input, init?.body);
        return fetch(input, init);
      };
    });
    await consentFirst(page);
    const since = Date.now();
    await visit(page, site);
    await expect.poll(async () => (await productPageLoad(site, since)).length).toBeGreaterThan(0);
    const events = await productPageLoad(site, since);
    // engine spec §3, "delivery type (beacon or xhr)": each report names the means it left by.
    const means = await page.evaluate(
      () => JSON.parse(localStorage.getItem('test-means') ?? '[]') as Array<{ type: string; body: string }>,
    );
    expect(means.length).toBeGreaterThan(0);
    for (const { type, body } of means) {
      for (const e of JSON.parse(body) as Array<{ event: string; data: { deliveryType: string } }>)
        expect(e.data.deliveryType, `${e.event} by ${type}`).toBe(type);
    }
    const speed = events.filter((e) => e.event === 'page_speed');
    expect(speed).toHaveLength(1);
    expect(speed[0]!.app).toBe('vitrine');
    const { data } = speed[0]!;
    expect(data).toMatchObject({ version: '4.13.1', pagePath: '/shop/canvas-tote', deliveryType: 'beacon' });
    const ratingOf = (v: unknown) => expect(['good', 'needs-improvement', 'poor']).toContain(v);
    for (const metric of ['LCP', 'FCP', 'TTFB', 'CLS', 'FID', 'INP']) {
      expect(typeof data[metric], metric).toBe('number');
      ratingOf(data.ratings![metric]);
    }
    // The breakdowns are the collector's own (attribution.ts), from web-vitals' standard build.
    expect(data.lcpBreakdown).toMatchObject({
      timeToFirstByte: expect.any(Number),
      resourceLoadDelay: expect.any(Number),
      resourceLoadDuration: expect.any(Number),
      elementRenderDelay: expect.any(Number),
      target: expect.any(String),
    });
    const lcpParts = Object.values(data.lcpBreakdown as object).filter((v) => typeof v === 'number');
    // each part whole ms; together LCP, give or take their rounding
    expect(Math.abs(lcpParts.reduce((sum, v) => sum + v, 0) - (data.LCP as number))).toBeLessThanOrEqual(2);
    // The click (after load) is the slowest interaction: a pointer one, on the button.
    expect(data.inpBreakdown).toMatchObject({
      inputDelay: expect.any(Number),
      processingDuration: expect.any(Number),
      presentationDelay: expect.any(Number),
      type: 'pointer',
      loadState: 'complete',
    });
    expect((data.inpBreakdown as { target: string }).target).toContain('button');
    expect(data.fidTarget).toContain('button');
    expect(data.navigation).toMatchObject({ type: 'navigate', domainLookup: expect.any(Number) });
    expect(data.device).toMatchObject({
      viewportWidth: expect.any(Number),
      hardwareConcurrency: expect.any(Number),
    });
    // The click is among the slowest interactions, named by its element's path.
    const interactions = data.interactions as Array<{ target: string; duration: number }>;
    expect(interactions.length).toBeGreaterThan(0);
    expect(interactions.some((i) => i.target.includes('button'))).toBe(true);
    // Vitrine's own cost: the loader and chunks it fetched, and each widget's hydration.
    expect(data.vitrine!.bytes).toBeGreaterThan(0);
    expect(data.vitrine!.chunks).toBeGreaterThan(2);
    expect(Object.keys(data.vitrine!.hydrate)).toEqual(expect.arrayContaining(['cart-pill', 'add-to-cart']));

    const kinds = events.map((e) => e.event);
    expect(kinds).toContain('a11y');
    expect(kinds).toContain('image');
    const a11y = events.find((e) => e.event === 'a11y')!.data;
    expect(a11y).toMatchObject({ forcedColors: false, reducedMotion: false, keyboard: false });
    expect(errors).toEqual([]);
  });

  test('the inspector plots the records: one SVG per metric, with a dot for this visit', async ({
    page,
    site,
  }) => {
    await consentFirst(page);
    const since = Date.now();
    await visit(page, site);
    await expect.poll(async () => (await productPageLoad(site, since)).length).toBeGreaterThan(0);
    await page.goto(`${site.url}/__vitrine/collected?kind=performance`);
    for (const metric of ['cls', 'fcp', 'inp', 'lcp', 'ttfb', 'fid']) {
      const plot = page.locator(`svg#plot-${metric}`);
      await expect(plot).toHaveCount(1);
      expect(await plot.locator('circle').count(), metric).toBeGreaterThan(0);
    }
  });
  for (const [fault, breakIt] of [
    ['missing', () => Object.defineProperty(window, 'PerformanceObserver', { value: undefined })],
    [
      'throwing',
      () => {
        const broken = () => {
          throw new Error('PerformanceObserver broken');
        };
        Object.defineProperty(window, 'PerformanceObserver', {
          value: Object.defineProperty(
            function PerformanceObserver() {
              broken();
            },
            'supportedEntryTypes',
            { get: broken },
          ),
        });
      },
    ],
  ] as const) {
    test(`PerformanceObserver ${fault}: no error reaches the page, and the report still goes (navigation timing, Vitrine's cost)`, async ({
      page,
      site,
    }) => {
      const errors = collectPageErrors(page);
      await page.addInitScript(breakIt);
      await consentFirst(page);
      const since = Date.now();
      await page.goto(`${site.url}/shop/canvas-tote`);
      await expect(page.locator('.sqs-add-to-cart-button')).toHaveClass(/vitrine-add-to-cart/);
      await page.waitForLoadState('load');
      await consentDecided(page);
      await chunkRan(page, 'performance');
      await page.locator('.sqs-add-to-cart-button').click();
      await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!', { timeout: 4000 });
      await page.goto(`${site.url}/contact`);
      await expect.poll(async () => (await productPageLoad(site, since)).length).toBeGreaterThan(0);
      const speed = (await productPageLoad(site, since)).find((e) => e.event === 'page_speed')!;
      expect(speed.data).toMatchObject({ version: '4.13.1', navigation: { type: 'navigate' } });
      expect(speed.data.vitrine!.bytes).toBeGreaterThan(0);
      // What only an observer sees is absent, not made up.
      expect(speed.data).not.toHaveProperty('LCP');
      expect(speed.data).not.toHaveProperty('FID');
      expect(errors).toEqual([]);
    });
  }
});
