/**
 * Page benchmark: `npm run bench:page [-- --runs 7] [--pages product,home,cart] [--no-press]`
 * (`--dialogs`: only the product page's dialogs, below),
 * and its scale mode `npm run bench:page -- --scale 100,500,2000 [--runs 7]`. Needs a built bundle
 * (`npm run build`); not part of `npm test`. docs/integrators/page-benchmark.md says what each
 * figure is and how it is taken.
 *
 * Chromium (the e2e tests' launch options, test/e2e/chromium.ts) throttled through the DevTools
 * protocol to a mid-range phone on slow 4G (PROFILE), loads the demo's product, home and cart pages
 * from the fixture server as served and with the loader's tag taken out (test/bench/pageServer.ts),
 * N runs interleaved (alternating which goes first), each in a fresh browser context: the first load
 * is the cold cache, a second load in the same context the warm one. It prints LCP, FCP, TBT, CLS,
 * the JS bytes on the wire and the requests, the time to each widget's hydration, and the
 * with/without deltas (median and min–max of the runs' paired differences); then, on the product
 * page, the time from an Enter pressed on add to cart as soon as it is visible to its 'Adding…',
 * and from a tap on an opener as soon as it is live to its dialog (the instalment popup, the
 * first alert) being there and showing its content.
 *
 * The scale mode loads a page of N add-to-cart buttons with Vitrine, and the same page hydrated by
 * a few lines of Preact alone (test/bench/preactFloor.ts) as a floor, interleaved, and prints the
 * hydration time, the blocking time and the longest task of each, and their ratio.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium.ts';
import { type BenchServer, startBenchServer } from './pageServer.ts';

/** Lighthouse's mobile profile: a mid-range phone (Moto G Power class) on slow 4G. */
const PROFILE = {
  name: 'mid-range phone on slow 4G',
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

const PAGES = {
  product: '/shop/field-jacket',
  home: '/',
  cart: '/cart',
} as const;
type PageName = keyof typeof PAGES;

const ADD_BUTTON = '.product-detail .sqs-add-to-cart-button';
const QUIET_MS = 2000;
const SETTLE_CAP_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// What the page itself records (an init script: it runs before any of the page's scripts).

interface InPage {
  fcp: number | null;
  lcp: number | null;
  shifts: Array<[number, number]>;
  tasks: Array<[number, number]>;
  /**
   * [sourceURL, start, duration] of each script run inside a long animation frame (Chromium's
   * LoAF entries list every script over 5 ms of a frame over 50 ms): whose code a long task ran
   */
  scripts: Array<[string, number, number]>;
  /** [widget, start, duration] of each `vitrine:hydrate:<widget>` measure */
  hydrations: Array<[string, number, number]>;
  pressAt: number | null;
  /** whether the loader had run (window.Vitrine) when the press came: before it, nothing of ours hears it */
  loaderAtPress: boolean | null;
  addingAt: number | null;
  /** scale pages: add-to-cart buttons live (their `vitrine-add-to-cart` class set, in an effect) */
  live: number;
  firstLiveAt: number | null;
  lastLiveAt: number | null;
}

function observePage() {
  const bench: InPage = {
    fcp: null,
    lcp: null,
    shifts: [],
    tasks: [],
    scripts: [],
    hydrations: [],
    pressAt: null,
    loaderAtPress: null,
    addingAt: null,
    live: 0,
    firstLiveAt: null,
    lastLiveAt: null,
  };
  (window as unknown as { __bench: InPage }).__bench = bench;
  const observe = (type: string, each: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser lacks
    }
  };
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') bench.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => (bench.lcp = e.startTime));
  observe('layout-shift', (e) => {
    const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) bench.shifts.push([shift.startTime, shift.value]);
  });
  observe('longtask', (e) => bench.tasks.push([e.startTime, e.duration]));
  observe('long-animation-frame', (e) => {
    const frame = e as PerformanceEntry & {
      scripts?: Array<{ sourceURL: string; startTime: number; duration: number }>;
    };
    for (const script of frame.scripts ?? []) {
      bench.scripts.push([script.sourceURL, script.startTime, script.duration]);
    }
  });
  observe('measure', (e) => {
    if (e.name.startsWith('vitrine:hydrate:')) {
      bench.hydrations.push([e.name.slice('vitrine:hydrate:'.length), e.startTime, e.duration]);
    }
  });
  // Scale pages: each add-to-cart button as it goes live (the class its effect sets, Vitrine's and
  // the floor's alike). The bundle measures only its first 200 mounts, so the class is what counts.
  if (location.pathname === '/__bench/scale') {
    const seen = new WeakSet<Element>();
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as Element;
        if (seen.has(element) || !element.classList.contains('vitrine-add-to-cart')) continue;
        seen.add(element);
        bench.live++;
        bench.lastLiveAt = performance.now();
        bench.firstLiveAt ??= bench.lastLiveAt;
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  }
  // The press: from the Enter's keydown (seen first, on the window while capturing) until the
  // add-to-cart button says 'Adding…' (its text or its --adding class).
  addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' || bench.pressAt !== null) return;
      bench.pressAt = performance.now();
      bench.loaderAtPress = 'Vitrine' in window;
      const check = () => {
        const button = document.querySelector('.product-detail .sqs-add-to-cart-button');
        if (
          button &&
          (button.classList.contains('vitrine-add-to-cart--adding') ||
            /Adding/.test(button.textContent ?? ''))
        ) {
          bench.addingAt ??= performance.now();
          watcher.disconnect();
        }
      };
      const watcher = new MutationObserver(check);
      watcher.observe(document.documentElement, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['class'],
      });
    },
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// The network as the DevTools protocol sees it.

class Network {
  inflight = new Set<string>();
  lastActivity = Date.now();
  requests = 0;
  fromCache = 0;
  bytes = 0;
  jsBytes = 0;
  jsRequests = 0;
  staticRequests = 0;
  private readonly types = new Map<string, string>();
  private readonly cached = new Set<string>();
  private readonly urls = new Map<string, string>();

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!/^https?:/.test(e.request.url)) return;
      this.inflight.add(e.requestId);
      this.urls.set(e.requestId, e.request.url);
      this.requests++;
      if (new URL(e.request.url).pathname.startsWith('/static/')) this.staticRequests++;
      this.lastActivity = Date.now();
    });
    cdp.on('Network.requestServedFromCache', (e) => this.cached.add(e.requestId));
    cdp.on('Network.responseReceived', (e) => {
      this.types.set(e.requestId, e.type);
      if (e.response.fromDiskCache || e.response.fromPrefetchCache) this.cached.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (!this.inflight.delete(e.requestId)) return;
      if (process.env.BENCH_DEBUG) {
        console.error(
          `    ${this.types.get(e.requestId)} ${this.cached.has(e.requestId) ? 'cache' : 'net'} ${e.encodedDataLength} ${this.urls.get(e.requestId)}`,
        );
      }
      this.lastActivity = Date.now();
      if (this.cached.has(e.requestId)) this.fromCache++;
      this.bytes += e.encodedDataLength;
      if (this.types.get(e.requestId) === 'Script') {
        this.jsBytes += e.encodedDataLength;
        if (!this.cached.has(e.requestId)) this.jsRequests++;
      }
    });
    cdp.on('Network.loadingFailed', (e) => {
      if (this.inflight.delete(e.requestId)) this.lastActivity = Date.now();
    });
  }
}

async function throttledPage(context: BrowserContext): Promise<{ page: Page; network: Network }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const network = new Network(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: (PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PROFILE.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  return { page, network };
}

const readBench = (page: Page) => page.evaluate(() => (window as unknown as { __bench: InPage }).__bench);

/**
 * Until the page is quiet: no request in flight and none finished for QUIET_MS, and no long task
 * ending in the last QUIET_MS (or `until` says so, for the scale pages); SETTLE_CAP_MS at most.
 */
async function settle(page: Page, network: Network, cap = SETTLE_CAP_MS, until?: () => Promise<boolean>) {
  const start = Date.now();
  while (Date.now() - start < cap) {
    await page.waitForTimeout(500);
    const quietNet = network.inflight.size === 0 && Date.now() - network.lastActivity >= QUIET_MS;
    if (!quietNet) continue;
    const sinceTask = await page.evaluate(() => {
      const tasks = (window as unknown as { __bench: InPage }).__bench.tasks;
      const last = tasks[tasks.length - 1];
      return performance.now() - (last ? last[0] + last[1] : 0);
    });
    if (sinceTask < QUIET_MS) continue;
    if (until && !(await until())) continue;
    return;
  }
}

// ---------------------------------------------------------------------------------------------
// One load, and what it measured.

interface Sample {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  longest: number;
  jsKB: number;
  allKB: number;
  requests: number;
  /** requests to /static/ (the bundle) */
  bundleRequests: number;
  /** the first and the last hydration of each widget, ms since navigation */
  hydrated: Map<string, { first: number; last: number; count: number }>;
  hydrationSpan: number;
}

function summarise(b: InPage, network: Network, endAt: number): Sample {
  const fcp = b.fcp ?? 0;
  let tbt = 0;
  let longest = 0;
  for (const [start, duration] of b.tasks) {
    longest = Math.max(longest, duration);
    if (start + duration <= fcp || start > endAt) continue;
    // The part of the task after FCP, as Lighthouse counts it.
    const counted = duration - Math.max(0, fcp - start);
    tbt += Math.max(0, counted - 50);
  }
  const hydrated = new Map<string, { first: number; last: number; count: number }>();
  let firstStart = Infinity;
  let lastEnd = 0;
  for (const [name, start, duration] of b.hydrations) {
    const end = start + duration;
    const seen = hydrated.get(name);
    if (seen) {
      seen.first = Math.min(seen.first, end);
      seen.last = Math.max(seen.last, end);
      seen.count++;
    } else hydrated.set(name, { first: end, last: end, count: 1 });
    firstStart = Math.min(firstStart, start);
    lastEnd = Math.max(lastEnd, end);
  }
  return {
    fcp,
    lcp: b.lcp ?? 0,
    tbt,
    cls: cumulativeLayoutShift(b.shifts),
    longest,
    jsKB: network.jsBytes / 1024,
    allKB: network.bytes / 1024,
    requests: network.requests - network.fromCache,
    bundleRequests: network.staticRequests,
    hydrated,
    hydrationSpan: b.hydrations.length ? lastEnd - firstStart : 0,
  };
}

/** CLS as web-vitals counts it: the largest session window (gaps < 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts: Array<[number, number]>): number {
  let best = 0;
  let current = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const [at, value] of shifts) {
    if (at - previous < 1000 && at - windowStart < 5000) current += value;
    else {
      current = value;
      windowStart = at;
    }
    previous = at;
    best = Math.max(best, current);
  }
  return best;
}

async function load(context: BrowserContext, url: string): Promise<Sample> {
  const { page, network } = await throttledPage(context);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await settle(page, network);
  const endAt = await page.evaluate(() => performance.now());
  const sample = summarise(await readBench(page), network, endAt);
  await page.close();
  return sample;
}

interface PressSample {
  visibleAt: number;
  pressAt: number;
  /** null: the press never showed 'Adding…' (lost) */
  latency: number | null;
  hydratedAt: number | null;
  /** the loader had run when the press came */
  loaderAtPress: boolean;
}

/** The product page: Enter on add to cart as soon as it is visible (a variant chosen first). */
async function press(context: BrowserContext, url: string): Promise<PressSample> {
  const { page } = await throttledPage(context);
  const loaded = page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const button = page.locator(ADD_BUTTON);
  await button.waitFor({ state: 'visible', timeout: 120_000 });
  // The jacket comes in colours and sizes: a shopper picks one (the native selects the server
  // sent, which work before any script) and presses; in one round trip to the page, which may be busy.
  const visibleAt = await page.evaluate((selector) => {
    const at = performance.now();
    for (const [name, value] of [
      ['Colour', 'Olive'],
      ['Size', 'Small'],
    ]) {
      const select = document.querySelector<HTMLSelectElement>(
        `.product-detail select[data-variant-option-name="${name}"]`,
      );
      if (!select) continue;
      select.value = value!;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    document.querySelector<HTMLElement>(selector)?.focus();
    return at;
  }, ADD_BUTTON);
  await page.keyboard.press('Enter');
  await loaded;
  await page
    .waitForFunction(() => (window as unknown as { __bench: InPage }).__bench.addingAt !== null, undefined, {
      timeout: 20_000,
      polling: 250,
    })
    .catch(() => undefined);
  const b = await readBench(page);
  if (process.env.BENCH_DEBUG && b.addingAt === null) {
    const seen = await page.evaluate(
      (selector) =>
        `button "${document.querySelector(selector)?.textContent?.trim()}", focus on ${document.activeElement?.tagName}`,
      ADD_BUTTON,
    );
    console.error(
      `    press lost: keydown ${b.pressAt === null ? 'never seen' : `at ${Math.round(b.pressAt)}`} (loader ${b.loaderAtPress ? 'had run' : 'not yet run'}), visible at ${Math.round(visibleAt)}; ${seen}`,
    );
  }
  await page.close();
  const hydration = b.hydrations.find(([name]) => name === 'add-to-cart');
  return {
    visibleAt,
    pressAt: b.pressAt ?? NaN,
    latency: b.addingAt !== null && b.pressAt !== null ? b.addingAt - b.pressAt : null,
    hydratedAt: hydration ? hydration[1] + hydration[2] : null,
    loaderAtPress: b.loaderAtPress === true,
  };
}

interface DialogSample {
  /** the dialog is in the page ([role=dialog] or [role=alertdialog]), ms after the press's pointerdown */
  open: number | null;
  /** its content is in (no 'Loading…' left), ms after the press */
  content: number | null;
}

/**
 * A tap on something that opens a dialog, on a cold product page, as soon as the opener is live
 * (`live` matches it then); how long until the dialog is there, and its content. `prepare` readies the page first (a
 * quantity the stock cannot cover, for the first alert).
 */
async function openDialog(
  context: BrowserContext,
  url: string,
  opener: string,
  live: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<DialogSample> {
  const { page } = await throttledPage(context);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Scrolled to as a shopper would (a widget below the fold hydrates when it comes into view).
  await page.locator(opener).scrollIntoViewIfNeeded({ timeout: 120_000 });
  await page.locator(live).waitFor({ state: 'visible', timeout: 120_000 });
  await prepare?.(page);
  await page.evaluate(() => {
    const at: { press?: number; open?: number; content?: number } = {};
    (window as unknown as { __dialog: typeof at }).__dialog = at;
    addEventListener('pointerdown', () => (at.press ??= performance.now()), { capture: true });
    // (Inline: a named function here would be wrapped by tsx in a helper the page lacks.)
    new MutationObserver(() => {
      const dialog = document.querySelector('[role=dialog],[role=alertdialog]');
      if (!dialog) return;
      at.open ??= performance.now();
      if (!dialog.textContent?.includes('Loading…')) at.content ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.locator(opener).tap();
  await page
    .waitForFunction(
      () => (window as unknown as { __dialog: { content?: number } }).__dialog.content,
      undefined,
      {
        timeout: 20_000,
        polling: 100,
      },
    )
    .catch(() => undefined);
  const at = await page.evaluate(
    () => (window as unknown as { __dialog: { press?: number; open?: number; content?: number } }).__dialog,
  );
  await page.close();
  const since = (t?: number) => (t === undefined || at.press === undefined ? null : t - at.press);
  return { open: since(at.open), content: since(at.content) };
}

/**
 * What the first Intl.NumberFormat of a page costs on the profile, asked in one task: what any
 * page that formats a price or a count with Intl pays once. Vitrine asks its two parts ahead, each
 * in a task of its own (warmNumbers, src/i18n/numberFormat.ts), so its own TBT does not include it.
 */
async function intlFirstUse(browser: Browser, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const { page } = await throttledPage(context);
    await page.goto('data:text/html,<p>Intl</p>');
    times.push(
      await page.evaluate(() => {
        const start = performance.now();
        new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1);
        return performance.now() - start;
      }),
    );
    await context.close();
  }
  return times;
}

/** The product page's two dialogs on their first opening: the instalment popup, and the first alert. */
async function dialogsMode(browser: Browser, server: BenchServer, runs: number) {
  const url = `${server.withUrl}${PAGES.product}`;
  const samples = { popup: [] as DialogSample[], alert: [] as DialogSample[] };
  for (let run = 0; run < runs; run++) {
    let context = await newContext(browser, true);
    const pill = '.vitrine-instalments__pill';
    samples.popup.push(await openDialog(context, url, pill, pill));
    await context.close();
    context = await newContext(browser, true);
    // Olive in Small has 6 in stock: 7 of them is refused before any request, with an alert.
    samples.alert.push(
      await openDialog(context, url, ADD_BUTTON, `${ADD_BUTTON}.vitrine-add-to-cart`, async (page) => {
        await page.selectOption('.product-detail select[data-variant-option-name="Colour"]', 'Olive');
        await page.selectOption('.product-detail select[data-variant-option-name="Size"]', 'Small');
        await page.fill('.product-detail .product-quantity-input input', '7');
      }),
    );
    await context.close();
    process.stderr.write(`  dialogs run ${run + 1}/${runs}\n`);
  }
  const rows = [['', 'dialog there ms', 'its content ms', 'never opened']];
  for (const [what, list] of [
    ['instalment popup (tap on the pill)', samples.popup],
    ['first alert (tap on add to cart, 7 of 6 in stock)', samples.alert],
  ] as const) {
    rows.push([
      what,
      show(list.map((d) => d.open ?? NaN)),
      show(list.map((d) => d.content ?? NaN)),
      `${list.filter((d) => d.open === null).length} of ${runs}`,
    ]);
  }
  console.log(
    `== dialogs: a tap as soon as the opener is live, cold cache (${PAGES.product}), ms after the tap's pointerdown ==\n${table(rows)}\n`,
  );
}

// ---------------------------------------------------------------------------------------------
// Figures.

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

interface Stat {
  median: number;
  min: number;
  max: number;
  p25: number;
  p75: number;
}

function stat(values: number[]): Stat {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    min: sorted[0] ?? NaN,
    max: sorted[sorted.length - 1] ?? NaN,
    p25: quantile(sorted, 0.25),
    p75: quantile(sorted, 0.75),
  };
}

function num(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

/** `median [min–max]`, or with the interquartile range too when `iqr`. */
function show(values: number[], digits = 0, iqr = false): string {
  const s = stat(values);
  if (!Number.isFinite(s.median)) return '–';
  const range = `[${num(s.min, digits)}…${num(s.max, digits)}]`;
  return iqr
    ? `${num(s.median, digits)} IQR ${num(s.p25, digits)}…${num(s.p75, digits)} ${range}`
    : `${num(s.median, digits)} ${range}`;
}

function signed(values: number[], digits = 0): string {
  const s = stat(values);
  if (!Number.isFinite(s.median)) return '–';
  const sign = (v: number) => (v > 0 ? '+' : '') + num(v, digits);
  return `${sign(s.median)} [${sign(s.min)}…${sign(s.max)}]`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const METRICS: Array<{ label: string; get: (s: Sample) => number; digits: number }> = [
  { label: 'FCP ms', get: (s) => s.fcp, digits: 0 },
  { label: 'LCP ms', get: (s) => s.lcp, digits: 0 },
  { label: 'TBT ms', get: (s) => s.tbt, digits: 0 },
  { label: 'longest task ms', get: (s) => s.longest, digits: 0 },
  { label: 'CLS', get: (s) => s.cls, digits: 3 },
  { label: 'JS KB on the wire', get: (s) => s.jsKB, digits: 1 },
  { label: 'all KB on the wire', get: (s) => s.allKB, digits: 1 },
  { label: 'requests (network)', get: (s) => s.requests, digits: 0 },
  { label: 'requests to /static/', get: (s) => s.bundleRequests, digits: 0 },
];

function report(title: string, withSamples: Sample[], withoutSamples: Sample[]): string {
  const rows = [['', 'with Vitrine', 'without', 'added by Vitrine (paired)']];
  for (const { label, get, digits } of METRICS) {
    const w = withSamples.map(get);
    const wo = withoutSamples.map(get);
    const delta = w.map((v, i) => v - (wo[i] ?? NaN));
    let added = signed(delta, digits);
    if (label === 'LCP ms') {
      const base = stat(wo).median;
      added += ` (${num((stat(delta).median / base) * 100, 1)}%)`;
    }
    rows.push([label, show(w, digits), show(wo, digits), added]);
  }
  const widgets = [...new Set(withSamples.flatMap((s) => [...s.hydrated.keys()]))].sort();
  for (const name of widgets) {
    const first = withSamples.map((s) => s.hydrated.get(name)?.first ?? NaN);
    const count = stat(withSamples.map((s) => s.hydrated.get(name)?.count ?? 0)).median;
    rows.push([`${name} hydrated at ms${count > 1 ? ` (first of ${count})` : ''}`, show(first), '', '']);
  }
  return `${title}\n${table(rows)}\n`;
}

// ---------------------------------------------------------------------------------------------

async function newContext(browser: Browser, consent: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    deviceScaleFactor: PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  // As source text, with the naming helper tsx's transform wraps functions in (`__name`), which
  // the page does not have.
  await context.addInitScript({ content: `var __name = (f) => f; (${observePage.toString()})();` });
  if (consent) {
    // A returning visitor who allowed the demo's cookie notice: the collectors run too (all-in).
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', domain: '127.0.0.1', path: '/' }]);
  }
  return context;
}

/** Two mugs and a tote in the context's cart, through the API as the browser would add them. */
async function fillCart(context: BrowserContext, base: string) {
  await context.request.get(`${base}/`);
  const crumb = (await context.storageState()).cookies.find((c) => c.name === 'crumb')?.value;
  if (!crumb) throw new Error('the fixture server gave no crumb cookie');
  for (const data of [
    { itemId: 'ceramic-mug', sku: 'MUG', quantity: 2 },
    { itemId: 'canvas-tote', sku: 'TOTE', quantity: 1 },
  ]) {
    const res = await context.request.post(`${base}/api/commerce/cart/entries`, {
      data,
      headers: { 'X-CSRF-Token': crumb },
    });
    if (!res.ok()) throw new Error(`add to cart failed: ${res.status()} ${await res.text()}`);
  }
}

function header(server: BenchServer, browser: Browser, runs: number, extra: string): string {
  const p = PROFILE;
  return [
    `Vitrine page benchmark, ${new Date().toISOString()}`,
    `Profile: ${p.name}: CPU ${p.cpuSlowdown}× slowdown (Emulation.setCPUThrottlingRate), ` +
      `${p.latencyMs} ms latency, ${p.downloadKbps / 1000} Mbit/s down, ${p.uploadKbps} kbit/s up ` +
      `(Network.emulateNetworkConditions); ${p.viewport.width}×${p.viewport.height} @${p.deviceScaleFactor}x, touch`,
    `Browser: Chromium ${browser.version()}; machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? '?'}, ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    `Bundle: dist/ (${server.stamp}), served by the fixture server (brotli, immutable hashed chunks)`,
    `Runs: ${runs} ${extra}`,
    'Figures: median [min…max] of the runs; deltas are the median [min…max] of each run’s with − without.',
    '',
  ].join('\n');
}

async function pagesMode(
  browser: Browser,
  server: BenchServer,
  runs: number,
  pages: PageName[],
  pressToo: boolean,
) {
  console.log(
    header(
      server,
      browser,
      runs,
      'per page and variant, interleaved (with/without alternating first), each in a fresh context: ' +
        'cold = its first load, warm = a second load in the same context. Visitor: consented (collectors run).',
    ),
  );
  console.log(
    `The first Intl.NumberFormat of a page on this profile, in one task (Vitrine asks its two parts ahead, in two tasks): ${show(await intlFirstUse(browser, runs))} ms\n`,
  );
  for (const name of pages) {
    const path = PAGES[name];
    const samples = {
      with: { cold: [] as Sample[], warm: [] as Sample[] },
      without: { cold: [] as Sample[], warm: [] as Sample[] },
    };
    for (let run = 0; run < runs; run++) {
      const order = run % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
      for (const variant of order) {
        const base = variant === 'with' ? server.withUrl : server.withoutUrl;
        const context = await newContext(browser, true);
        if (name === 'cart') await fillCart(context, base);
        samples[variant].cold.push(await load(context, `${base}${path}`));
        samples[variant].warm.push(await load(context, `${base}${path}`));
        await context.close();
        process.stderr.write(`  ${name} run ${run + 1}/${runs} ${variant}\n`);
      }
    }
    for (const cache of ['cold', 'warm'] as const) {
      console.log(
        report(`== ${name} page ${path}, ${cache} cache ==`, samples.with[cache], samples.without[cache]),
      );
    }
  }
  if (!pressToo || !pages.includes('product')) return;

  const presses = { cold: [] as PressSample[], warm: [] as PressSample[] };
  for (let run = 0; run < runs; run++) {
    const context = await newContext(browser, true);
    presses.cold.push(await press(context, `${server.withUrl}${PAGES.product}`));
    presses.warm.push(await press(context, `${server.withUrl}${PAGES.product}`));
    await context.close();
    process.stderr.write(`  press run ${run + 1}/${runs}\n`);
  }
  const rows = [['', 'cold cache', 'warm cache']];
  const col = (get: (p: PressSample) => number | null) =>
    (['cold', 'warm'] as const).map((c) => show(presses[c].map((p) => get(p) ?? NaN)));
  rows.push(['add to cart visible at ms', ...col((p) => p.visibleAt)]);
  rows.push(['Enter pressed at ms', ...col((p) => p.pressAt)]);
  rows.push(['add to cart hydrated at ms', ...col((p) => p.hydratedAt)]);
  rows.push([
    'hydrated − visible ms',
    ...col((p) => (p.hydratedAt === null ? null : p.hydratedAt - p.visibleAt)),
  ]);
  rows.push(['press → “Adding…” ms', ...col((p) => p.latency)]);
  const count = (which: (p: PressSample) => boolean) =>
    (['cold', 'warm'] as const).map((c) => `${presses[c].filter(which).length} of ${runs}`);
  // The loader is an async script: a press that comes before it has run is heard only by the
  // page's snippet (loader/snippet.ts), which keeps it for the loader; a page without the
  // snippet loses it (the server markup has no action of its own).
  rows.push(['presses made before the loader ran', ...count((p) => !p.loaderAtPress)]);
  rows.push(['presses lost (no “Adding…” in 20 s)', ...count((p) => p.latency === null)]);
  rows.push(['  of them before the loader ran', ...count((p) => p.latency === null && !p.loaderAtPress)]);
  console.log(
    `== press: Enter on add to cart as soon as it is visible (${PAGES.product}, Olive/Small chosen), with Vitrine ==\n${table(rows)}\n`,
  );
  await dialogsMode(browser, server, runs);
}

interface ScaleSample {
  live: number;
  /** the first mount's start (its measure's), ms since navigation */
  firstMountAt: number;
  lastLiveAt: number;
  /** mean render time of a mount, from the `vitrine:hydrate:add-to-cart` measures there are */
  render: number;
  tbt: number;
  longest: number;
  longTasks: number;
  /**
   * the longest run of the side's own code (Vitrine's: /static/ but the floor's; the floor's:
   * /static/bench/), from the long animation frames' scripts: 0 when none was in a frame over 50 ms
   */
  ownLongest: number;
}

/** Whether a script's URL is the side's own code: the bundle's (/static/), or the floor's (/static/bench/). */
function ownScript(url: string, floor: 'vitrine' | 'preact'): boolean {
  const path = URL.canParse(url) ? new URL(url).pathname : '';
  return floor === 'preact'
    ? path.startsWith('/static/bench/')
    : path.startsWith('/static/') && !path.startsWith('/static/bench/');
}

async function scaleLoad(browser: Browser, server: BenchServer, n: number, floor: 'vitrine' | 'preact') {
  const context = await newContext(browser, false);
  const { page, network } = await throttledPage(context);
  await page.goto(`${server.withUrl}/__bench/scale?n=${n}&floor=${floor}`, {
    waitUntil: 'load',
    timeout: 120_000,
  });
  const live = () => page.evaluate(() => (window as unknown as { __bench: InPage }).__bench.live);
  await settle(page, network, 120_000, async () => (await live()) >= n);
  const endAt = await page.evaluate(() => performance.now());
  const b = await readBench(page);
  await context.close();
  const sample = summarise(b, network, endAt);
  const mine = b.hydrations.filter(([name]) => name === 'add-to-cart');
  return {
    live: b.live,
    firstMountAt: mine.length ? Math.min(...mine.map(([, start]) => start)) : NaN,
    lastLiveAt: b.lastLiveAt ?? NaN,
    render: mine.length ? mine.reduce((sum, [, , duration]) => sum + duration, 0) / mine.length : NaN,
    tbt: sample.tbt,
    longest: sample.longest,
    longTasks: b.tasks.filter(([start]) => start <= endAt).length,
    ownLongest: Math.max(
      0,
      ...b.scripts
        .filter(([url, start]) => start <= endAt && ownScript(url, floor))
        .map(([, , duration]) => duration),
    ),
  } satisfies ScaleSample;
}

async function scaleMode(browser: Browser, server: BenchServer, runs: number, sizes: number[]) {
  console.log(
    header(
      server,
      browser,
      runs,
      'per size, Vitrine and the Preact-only floor interleaved (alternating first), cold cache, no consent (widgets only).',
    ),
  );
  for (const n of sizes) {
    const samples = { vitrine: [] as ScaleSample[], preact: [] as ScaleSample[] };
    for (let run = 0; run < runs; run++) {
      const order = run % 2 === 0 ? (['vitrine', 'preact'] as const) : (['preact', 'vitrine'] as const);
      for (const floor of order) samples[floor].push(await scaleLoad(browser, server, n, floor));
      process.stderr.write(`  scale ${n} run ${run + 1}/${runs}\n`);
    }
    const rows = [['', 'Vitrine', 'Preact alone (floor)', 'Vitrine ÷ floor (medians)']];
    const line = (label: string, get: (s: ScaleSample) => number, digits = 0) => {
      const v = samples.vitrine.map(get);
      const p = samples.preact.map(get);
      rows.push([label, show(v, digits), show(p, digits), `${num(stat(v).median / stat(p).median, 2)}×`]);
    };
    line('buttons live (hydrated, effects run)', (s) => s.live);
    line('first mount at ms (since navigation)', (s) => s.firstMountAt);
    line('all live at ms (since navigation)', (s) => s.lastLiveAt);
    line('hydration: first mount → all live ms', (s) => s.lastLiveAt - s.firstMountAt);
    line('render per mount ms (mean of measures)', (s) => s.render, 2);
    line('TBT ms', (s) => s.tbt);
    line('longest task ms', (s) => s.longest);
    line('long tasks (> 50 ms)', (s) => s.longTasks);
    line('longest run of its own code ms (LoAF)', (s) => s.ownLongest);
    console.log(`== scale: ${n} add-to-cart buttons ==\n${table(rows)}\n`);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '7' },
      pages: { type: 'string', default: 'product,home,cart' },
      scale: { type: 'string' },
      'no-press': { type: 'boolean', default: false },
      dialogs: { type: 'boolean', default: false },
      dist: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  const pages = values.pages.split(',').map((p) => p.trim()) as PageName[];
  for (const p of pages)
    if (!(p in PAGES)) throw new Error(`--pages: unknown page ${p} (${Object.keys(PAGES).join(', ')})`);
  const sizes = values.scale?.split(',').map(Number);
  if (sizes?.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`--scale takes sizes such as 100,500,2000`);

  const server = await startBenchServer(values.dist);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    if (sizes) await scaleMode(browser, server, runs, sizes);
    else if (values.dialogs) {
      console.log(
        header(server, browser, runs, 'each in a fresh context. Visitor: consented (collectors run).'),
      );
      await dialogsMode(browser, server, runs);
    } else await pagesMode(browser, server, runs, pages, !values['no-press']);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
