import type { APIRequestContext, Page } from '@playwright/test';
import { chromiumLaunch } from './chromium.ts';
import { expect, type FixtureServerHandle, test } from './fixtures.ts';
import {
  chunkRan,
  chunksAskedFor,
  consentDecided,
  outboxHolding,
  requestsOf,
  sentUpToNow,
} from './settled.ts';
import { consentFirst } from './collectedRecords.ts';

// The collectors' one transport, driven the way a visitor's page drives it: consent given, the
// error reporter (a real collector) reports errors the page throws, and the page is then hidden,
// left or closed. What counts is what the fixture server STORED (/__vitrine/collected.json):
// every event once, none lost, none twice, though the transport may deliver some twice (a
// beacon's answer is never known, so the next page sends it again; the server keeps an event id
// once).

// Playwright turns the back/forward cache off by default; a visitor's Chromium has it on, and the
// back/forward story below needs it.
test.use({ launchOptions: { ...chromiumLaunch, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

const ROUNDS = 50;
const PER_ROUND = 3;
const REPORTS_PATH = '/api/record-javascript-errors';
/** A page of the same origin without the loader: nothing on it can re-send what the last page left. */
const NO_LOADER = '/__vitrine/collected';

interface StoredReport {
  payload: { data: { message: string } };
}

/** Resolves once the error reporter has started on this page (and so the transport listens). */
const reporterRunning = (page: Page) => chunkRan(page, 'error-reporter');

/** `PER_ROUND` different errors thrown by the page (each its own report: none merged). */
async function throwErrors(page: Page, tag: string): Promise<void> {
  await page.evaluate(
    ([tag, n]) =>
      new Promise<void>((resolve) => {
        for (let i = 0; i < n; i += 1)
          setTimeout(() => {
            throw new Error(`${tag}#${i}`);
          });
        // Timers of one delay run in the order set: this one once every error was thrown.
        setTimeout(resolve);
      }),
    [tag, PER_ROUND] as const,
  );
}

/** How many times the server stored each message holding `prefix` (among its newest `limit`). */
async function storedCounts(
  request: APIRequestContext,
  site: FixtureServerHandle,
  prefix: string,
  limit = 1000,
): Promise<Map<string, number>> {
  const res = await request.get(`${site.url}/__vitrine/collected.json?kind=error-report&limit=${limit}`);
  const counts = new Map<string, number>();
  for (const r of (await res.json()) as StoredReport[]) {
    const m = r.payload.data.message;
    if (m.startsWith(prefix)) counts.set(m, (counts.get(m) ?? 0) + 1);
  }
  return counts;
}

/** Waits until the server stored this round's errors (proof that the page's hide sent them). */
async function arrived(request: APIRequestContext, site: FixtureServerHandle, tag: string, timeout = 5000) {
  await expect
    .poll(async () => [...(await storedCounts(request, site, `${tag}#`, 50)).keys()].length, {
      intervals: [25, 50, 100],
      timeout,
    })
    .toBe(PER_ROUND);
}

/** Every round's errors stored exactly once; also returns how many were delivered more than once. */
async function exactlyOnce(
  page: Page,
  request: APIRequestContext,
  site: FixtureServerHandle,
  run: string,
): Promise<{ resent: number }> {
  const expected = Array.from({ length: ROUNDS }, (_, r) =>
    Array.from({ length: PER_ROUND }, (_, i) => `${run}-${r}#${i}`),
  ).flat();
  // The last page re-sends what the outbox kept, and deletes each once the server answered (and
  // refused it a second row): an outbox with none of the run left has nothing more to send.
  await expect.poll(() => outboxHolding(page, run), { timeout: 10_000 }).toBeLessThanOrEqual(0);
  const counts = await storedCounts(request, site, `${run}-`, 5000);
  const lost = expected.filter((m) => !counts.has(m));
  const duplicated = [...counts].filter(([, n]) => n > 1).map(([m]) => m);
  expect({ lost, duplicated, stored: counts.size }).toEqual({
    lost: [],
    duplicated: [],
    stored: ROUNDS * PER_ROUND,
  });
  const requests = (await site.received()).filter((r) => r.path === REPORTS_PATH && r.body?.includes(run));
  const resent = requests.length - new Set(requests.map((r) => r.query)).size;
  test
    .info()
    .annotations.push({ type: 'delivered more than once (stored once)', description: String(resent) });
  return { resent };
}

/** One round's errors, each stored once. */
const onceEach = (tag: string) =>
  Object.fromEntries(Array.from({ length: PER_ROUND }, (_, i) => [`${tag}#${i}`, 1]));

const runId = () => `tx${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('the transport delivers every event once, as the server stores it', () => {
  test.describe.configure({ timeout: 120_000 });

  test(`page hidden: ${ROUNDS} rounds, 0 lost, 0 duplicated`, async ({ context, request, site }) => {
    // Headless Chromium never hides a page by itself (bringToFront, a second tab in the same
    // window, a minimised window, Page.setWebLifecycleState all leave it 'visible'), so the
    // hide is the one thing emulated here: the document says hidden and tells its listeners.
    // Leaving and closing (below) are real.
    await consentFirst(context);
    const page = await context.newPage();
    const run = runId();
    for (let r = 0; r < ROUNDS; r += 1) {
      await page.goto(`${site.url}/contact?round=${r}`);
      await reporterRunning(page);
      await throwErrors(page, `${run}-${r}`);
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      // Sent while hidden, before anything else could: the next round's page would re-send.
      await arrived(request, site, `${run}-${r}`);
    }
    await page.goto(`${site.url}/contact`);
    await reporterRunning(page);
    const { resent } = await exactlyOnce(page, request, site, run);
    // The next page did send again what the hidden page beaconed: the server kept it once.
    expect(resent).toBeGreaterThan(0);
  });

  test(`navigation: ${ROUNDS} rounds, 0 lost, 0 duplicated`, async ({ context, request, site }) => {
    await consentFirst(context);
    const page = await context.newPage();
    const run = runId();
    for (let r = 0; r < ROUNDS; r += 1) {
      await page.goto(`${site.url}/contact?round=${r}`);
      await reporterRunning(page);
      await throwErrors(page, `${run}-${r}`);
      // Well within the reporter's 1 s debounce: only the page's leaving sends them.
      await page.goto(`${site.url}${NO_LOADER}`);
      await arrived(request, site, `${run}-${r}`);
    }
    await page.goto(`${site.url}/contact`);
    await reporterRunning(page);
    await exactlyOnce(page, request, site, run);
  });

  test(`page closed: ${ROUNDS} rounds, 0 lost, 0 duplicated`, async ({ context, request, site }) => {
    await consentFirst(context);
    const run = runId();
    for (let r = 0; r < ROUNDS; r += 1) {
      const page = await context.newPage();
      await page.goto(`${site.url}/contact?round=${r}`);
      await reporterRunning(page);
      await throwErrors(page, `${run}-${r}`);
      await page.close();
      await arrived(request, site, `${run}-${r}`);
    }
    const page = await context.newPage();
    await page.goto(`${site.url}/contact`);
    await reporterRunning(page);
    await exactlyOnce(page, request, site, run);
  });
});

test('endpoint aborted: the outbox keeps the events, and delivers them after recovery, exactly once', async ({
  context,
  request,
  site,
}) => {
  await consentFirst(context);
  const page = await context.newPage();
  const run = runId();
  let aborted = 0;
  // Every request the page makes to the endpoint dies with its connection while the page lives
  // (Playwright cannot hold a beacon sent as a page goes away, so the page stays).
  await context.route(`**${REPORTS_PATH}*`, (route) => {
    aborted += 1;
    return route.abort('connectionreset');
  });
  await page.goto(`${site.url}/contact`);
  await reporterRunning(page);
  await throwErrors(page, `${run}-0`);
  // The reporter's 1 s debounce, the transport's 1.5 s one, a first try, then a retry after the
  // backoff: both refused, nothing stored, the batch still in the outbox.
  await expect.poll(() => aborted, { timeout: 10_000 }).toBeGreaterThan(1);
  expect(await storedCounts(request, site, run)).toEqual(new Map());
  expect(await outboxHolding(page, run)).toBe(1);

  // Recovery: the endpoint answers again, and the browser comes back online (a real 'online').
  await context.unroute(`**${REPORTS_PATH}*`);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect
    .poll(async () => Object.fromEntries(await storedCounts(request, site, run)))
    .toEqual(onceEach(`${run}-0`));
  // Confirmed, so deleted from the outbox: the next page has nothing of it to send.
  await expect.poll(() => outboxHolding(page, run)).toBe(0);
  // The next page can send again only what the outbox holds, and it holds none of it.
  const sent = requestsOf(page);
  await page.goto(`${site.url}/contact?later`);
  await reporterRunning(page);
  expect(await outboxHolding(page, run)).toBeLessThanOrEqual(0);
  expect((await sentUpToNow(page, sent)).filter((r) => r.postData()?.includes(run))).toEqual([]);
  expect(Object.values(Object.fromEntries(await storedCounts(request, site, run)))).toEqual([1, 1, 1]);
});

test('network down as the page is left: the next page sends what the outbox kept, exactly once', async ({
  context,
  request,
  site,
}) => {
  await consentFirst(context);
  // While the tab's session says so, nothing leaves: no beacon is taken and every fetch fails as
  // on a dead network (a beacon sent as a page goes away escapes Playwright's routing, so the
  // failure is made in the page). Only the outbox can carry the batch to a later page.
  await context.addInitScript(() => {
    const down = () => sessionStorage.getItem('network-down') === '1';
    const beacon = Navigator.prototype.sendBeacon;
    Navigator.prototype.sendBeacon = function (...args) {
      return down() ? false : beacon.apply(this, args);
    };
    const realFetch = window.fetch;
    window.fetch = (...args) =>
      down() ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(...args);
  });
  const page = await context.newPage();
  const run = runId();
  await page.goto(`${site.url}/contact`);
  await page.evaluate(() => sessionStorage.setItem('network-down', '1'));
  await reporterRunning(page);
  await throwErrors(page, `${run}-0`);
  await expect.poll(() => outboxHolding(page, run), { timeout: 5000 }).toBe(1);
  // Leaving with the network down: nothing leaves the page (what it tried was refused in it).
  const sent = requestsOf(page);
  await page.goto(`${site.url}${NO_LOADER}`);
  expect(sent.filter((r) => r.url().includes(REPORTS_PATH))).toEqual([]);
  expect(await storedCounts(request, site, run)).toEqual(new Map());
  // Back up; the next page drains the outbox.
  await page.evaluate(() => sessionStorage.removeItem('network-down'));
  await page.goto(`${site.url}/contact?next`);
  await reporterRunning(page);
  await expect
    .poll(async () => Object.fromEntries(await storedCounts(request, site, run)))
    .toEqual(onceEach(`${run}-0`));
  await expect.poll(() => outboxHolding(page, run)).toBe(0);
});

test('no outbox database before consent; one after the first event; gone when consent is withdrawn', async ({
  page,
  request,
  site,
}) => {
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  const run = runId();
  await page.goto(`${site.url}/contact`);
  await throwErrors(page, `${run}-0`);
  // Refused (the restrictive policy): the reporter, which alone would keep an outbox here, was never asked for.
  await consentDecided(page);
  expect(await chunksAskedFor(page)).not.toContain('error-reporter');
  expect(await databases()).toEqual([]);
  await page.evaluate(() =>
    (window as unknown as { Vitrine: { consent(on: boolean): void } }).Vitrine.consent(true),
  );
  await reporterRunning(page);
  // The error thrown before consent is reported once the reporter runs (the loader kept it).
  await expect.poll(databases, { timeout: 8000 }).toContain('vitrine-outbox');
  await expect
    .poll(async () => (await storedCounts(request, site, run)).size, { timeout: 8000 })
    .toBe(PER_ROUND);
  await page.evaluate(() =>
    (window as unknown as { Vitrine: { consent(on: boolean): void } }).Vitrine.consent(false),
  );
  await expect.poll(databases).not.toContain('vitrine-outbox');
});

test.describe('back/forward cache', () => {
  test('the page stays eligible (no unload listener): restored from the cache, its collectors still send', async ({
    context,
    page,
    request,
    site,
  }) => {
    await consentFirst(context);
    await page.addInitScript(() => {
      const w = window as unknown as { restored: boolean };
      w.restored = false;
      addEventListener('pageshow', (e) => (w.restored ||= e.persisted));
    });
    const run = runId();
    await page.goto(`${site.url}/contact`);
    await reporterRunning(page);
    await throwErrors(page, `${run}-0`);
    await page.goto(`${site.url}${NO_LOADER}`);
    // Sent on the way out, to the cache as much as to another page.
    await arrived(request, site, `${run}-0`);
    await page.goBack({ waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { restored: boolean }).restored))
      .toBe(true);
    // Still running after the restore: a new error is sent (by the debounced fetch, page visible).
    await throwErrors(page, `${run}-1`);
    // The reporter's 1 s debounce, then the transport's 1.5 s one.
    await arrived(request, site, `${run}-1`, 10_000);
  });
});
