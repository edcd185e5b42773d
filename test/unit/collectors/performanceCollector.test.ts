import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PerformanceEvent } from '../../../src/api/routes/performance.ts';
import { performanceEventSchema } from '../../../src/api/routes/performance.ts';
import type { VitrineRuntime } from '../../../src/runtime/types.ts';
import { collectorRuntime } from '../harness/collectorRuntime.ts';

const transport = vi.hoisted(() => ({ sent: [] as Array<{ url: string; body: string }>, released: 0 }));
vi.mock('../../../src/collectors/common/transport.ts', () => ({
  send: (_runtime: unknown, beacon: { url: string; body: string }) => transport.sent.push(beacon),
  useTransport: () => () => void transport.released++,
}));

/** web-vitals (standard build) stand-in: the test reports metrics, with their entries, as the library would. */
const vitals = vi.hoisted(() => ({ report: {} as Record<string, (m: unknown) => void> }));
vi.mock('web-vitals', () => {
  const on = (name: string) => (cb: (m: unknown) => void) => void (vitals.report[name] = cb);
  return { onCLS: on('CLS'), onFCP: on('FCP'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});

const collector = await import('../../../src/collectors/performance/index.ts');
const { REPORT_WAIT, FLUSH_WAIT } = collector;

/** Starts the collector; every one started is stopped after its test, so none hears the next. */
const stops: Array<() => void> = [];
const start = (runtime: VitrineRuntime) => {
  const stop = collector.start(runtime);
  stops.push(stop);
  return stop;
};

const runtime = { ...collectorRuntime(), config: {}, handleError: vi.fn() };

/** Every event sent so far, in order. */
const events = () =>
  transport.sent.flatMap((b) => {
    expect(b.url).toBe('/api/1/performance/records');
    return JSON.parse(b.body) as PerformanceEvent[];
  });
const kinds = () => events().map((e) => e.event);

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  window.dispatchEvent(new Event('visibilitychange'));
}

/** The page's timeline for the collector's own attribution: TTFB 100.2, the LCP image's load 300.2–600.2. */
function stubTimeline() {
  const timeline: Record<string, unknown[]> = {
    navigation: [
      {
        entryType: 'navigation',
        type: 'navigate',
        activationStart: 0,
        responseStart: 100.2,
        domInteractive: 400,
        domContentLoadedEventStart: 500,
        domComplete: 900,
      },
    ],
    resource: [
      {
        entryType: 'resource',
        name: 'https://cdn.example/a/photo.webp',
        startTime: 250,
        requestStart: 300.2,
        responseEnd: 600.2,
      },
    ],
  };
  vi.spyOn(performance, 'now').mockReturnValue(10_000);
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    (type: string) => (timeline[type] ?? []) as never,
  );
}

/** Lets the lazy web-vitals import settle, then reports the usual metrics, as entries to attribute. */
async function reportVitals() {
  // (not vi.waitFor: under fake timers it moves the clock on)
  await vi.dynamicImportSettled();
  expect(vitals.report.LCP).toBeDefined();
  const img = document.querySelector('img');
  vitals.report.LCP!({
    name: 'LCP',
    value: 2500.4,
    entries: [{ startTime: 2500.4, url: 'https://cdn.example/a/photo.webp', element: img, id: '' }],
  });
  vitals.report.FCP!({ name: 'FCP', value: 1801, entries: [] });
  vitals.report.CLS!({
    name: 'CLS',
    value: 0.251234,
    entries: [
      { value: 0.05, sources: [] },
      { value: 0.2, sources: [{ node: null }, { node: img }] },
    ],
  });
  vitals.report.INP!({
    name: 'INP',
    value: 240,
    entries: [
      {
        name: 'click',
        startTime: 1000,
        duration: 240,
        processingStart: 1010,
        processingEnd: 1210,
        target: img,
      },
    ],
  });
  vitals.report.TTFB!({ name: 'TTFB', value: 90, entries: [] });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  transport.sent.length = 0;
  transport.released = 0;
  vitals.report = {};
  runtime.handleError.mockClear();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  document.cookie = 'SS_ANALYTICS_ID=a-1';
  document.cookie = 'SS_MID=m-2';
  document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'member-3' }))}`;
  document.body.innerHTML = '<img src="https://cdn.example/a/photo.webp" loading="lazy">';
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the performance collector', () => {
  it('sends page_speed once, when the page is hidden, with the queued events and the record shape the server takes', async () => {
    stubTimeline();
    const stop = start(runtime);
    await reportVitals();
    expect(transport.sent).toEqual([]);
    hide();
    expect(kinds().sort()).toEqual(['a11y', 'image', 'page_speed']);
    for (const e of events()) expect(performanceEventSchema.safeParse(e).success).toBe(true);
    const speed = events().find((e) => e.event === 'page_speed')!;
    expect(speed).toMatchObject({ app: 'vitrine', ts: expect.any(Number), pageLoadId: expect.any(String) });
    expect(new Set(events().map((e) => e.pageLoadId)).size).toBe(1);
    expect(speed.data).toMatchObject({
      version: '4.13.1',
      pagePath: location.pathname,
      pageHost: location.host,
      analyticsId: 'a-1',
      marketingId: 'm-2',
      memberId: 'member-3',
      LCP: 2500,
      FCP: 1801,
      CLS: 0.2512,
      INP: 240,
      TTFB: 90,
      ratings: { LCP: 'good', FCP: 'needs-improvement', CLS: 'poor', INP: 'needs-improvement', TTFB: 'good' },
      lcpBreakdown: {
        timeToFirstByte: 100,
        resourceLoadDelay: 200,
        resourceLoadDuration: 300,
        elementRenderDelay: 1900,
        target: 'html>body>img',
        url: 'https://cdn.example/a/photo.webp',
      },
      inpBreakdown: {
        inputDelay: 10,
        processingDuration: 200,
        presentationDelay: 30,
        target: 'html>body>img',
        type: 'pointer',
        loadState: 'complete',
      },
      clsTarget: 'html>body>img',
      device: { viewportWidth: innerWidth, viewportHeight: innerHeight },
      vitrine: { bytes: expect.any(Number), hydrate: expect.any(Object) },
    });
    const image = events().find((e) => e.event === 'image')!;
    expect(image.data).toMatchObject({ type: 'webp', loaderType: 'lazy', target: 'html>body>img' });

    // Hidden again (tab switched back and forth): no second report of this page load.
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    hide();
    expect(kinds().filter((k) => k === 'page_speed')).toHaveLength(1);
    stop();
    expect(transport.released).toBe(1);
    stop();
  });

  it('sends the queue 30 s after load and page_speed after 60 s, when the page stays visible', async () => {
    start(runtime);
    await reportVitals();
    vi.advanceTimersByTime(FLUSH_WAIT - 1);
    expect(transport.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(kinds().sort()).toEqual(['a11y', 'image']);
    vi.advanceTimersByTime(REPORT_WAIT - FLUSH_WAIT - 1);
    expect(kinds()).not.toContain('page_speed');
    vi.advanceTimersByTime(1);
    expect(kinds().filter((k) => k === 'page_speed')).toHaveLength(1);
    expect(REPORT_WAIT).toBe(60_000);
    expect(FLUSH_WAIT).toBe(30_000);
    // Hidden later: page_speed went already; nothing new is queued.
    hide();
    expect(kinds().filter((k) => k === 'page_speed')).toHaveLength(1);
  });

  it('counts keyboard use in the a11y data and the page’s own measures as user events', async () => {
    start(runtime);
    performance.measure('theme:menu-open', { start: 0, duration: 12 });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    vi.advanceTimersByTime(FLUSH_WAIT);
    expect(events().find((e) => e.event === 'a11y')!.data).toMatchObject({ keyboard: true });
    expect(events().find((e) => e.event === 'user')!.data).toMatchObject({
      name: 'theme:menu-open',
      duration: 12,
    });
  });

  it('stopped (consent refused): drops the queue, sends nothing more, releases the transport', async () => {
    const stop = start(runtime);
    await reportVitals();
    stop();
    hide();
    vi.advanceTimersByTime(REPORT_WAIT);
    expect(transport.sent).toEqual([]);
    expect(transport.released).toBe(1);
  });

  it('a page restored from the back/forward cache is a new page load with its own report', async () => {
    start(runtime);
    await reportVitals();
    hide();
    const first = events().find((e) => e.event === 'page_speed')!.pageLoadId;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    vitals.report.FCP!({ name: 'FCP', value: 20, entries: [] });
    hide();
    const reports = events().filter((e) => e.event === 'page_speed');
    expect(reports).toHaveLength(2);
    expect(reports[1]!.pageLoadId).not.toBe(first);
    expect(reports[1]!.data).toMatchObject({ FCP: 20 });
    expect(reports[1]!.data.LCP).toBeUndefined();
  });

  it('without PerformanceObserver, a navigation entry, a connection API or cookies: reports less, throws nothing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new Error('cookies disabled');
    });
    expect(() => start(runtime)).not.toThrow();
    await reportVitals();
    expect(() => hide()).not.toThrow();
    const speed = events().find((e) => e.event === 'page_speed')!;
    expect(speed.data).toMatchObject({ LCP: 2500 });
    expect(speed.data).not.toHaveProperty('analyticsId');
    expect(speed.data.navigation).toBeUndefined();
    expect(speed.data.connection).toBeUndefined();
    expect(speed.data.vitrine).toMatchObject({ bytes: 0, chunks: 0, hydrate: {} });
  });

  it('an error of its own goes to the one handler, named performance, never into the page; the queue still goes', async () => {
    start(runtime);
    await reportVitals();
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => {
      throw new Error('timeline gone');
    });
    expect(() => hide()).not.toThrow();
    expect(runtime.handleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'timeline gone' }),
      'performance',
    );
    expect(kinds()).toEqual(['image', 'a11y']);
  });

  it('the signed-in member from SiteUserInfo (JSON, %-encoded or not); anyone else has none', async () => {
    const { memberId } = await import('../../../src/collectors/performance/eventContext.ts');
    expect(memberId('{"authenticated":true,"siteUserId":"u-1"}')).toBe('u-1');
    expect(memberId(encodeURIComponent('{"authenticated":true,"siteUserId":"u-2"}'))).toBe('u-2');
    expect(memberId('{"authenticated":false,"siteUserId":"u-3"}')).toBeUndefined();
    expect(memberId('{"authenticated":true,"siteUserId":42}')).toBeUndefined();
    expect(memberId('not json %E0%A4%A')).toBeUndefined();
    expect(memberId('null')).toBeUndefined();
    expect(memberId('')).toBeUndefined();
  });

  it('a PerformanceObserver that throws: the collector still starts and reports', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        function () {
          throw new Error('no observers here');
        },
        { supportedEntryTypes: ['first-input', 'event', 'longtask'] },
      ),
    );
    expect(() => start(runtime)).not.toThrow();
    await reportVitals();
    hide();
    expect(kinds()).toContain('page_speed');
  });

  it('first input delay from its own first-input observer, rated by the spec; the click among the slowest interactions', async () => {
    const observers: Record<string, (list: { getEntries(): unknown[] }) => void> = {};
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        function (
          this: { observe(o: { type: string }): void },
          cb: (list: { getEntries(): unknown[] }) => void,
        ) {
          this.observe = ({ type }) => void (observers[type] = cb);
          Object.assign(this, { disconnect() {} });
        },
        { supportedEntryTypes: ['first-input', 'event', 'longtask'] },
      ),
    );
    document.body.innerHTML = '<button id="add">Add</button>';
    start(runtime);
    const entry = {
      name: 'pointerdown',
      interactionId: 5,
      startTime: 1000,
      processingStart: 1150,
      processingEnd: 1160,
      duration: 200,
      target: document.querySelector('button'),
    };
    observers['first-input']!({ getEntries: () => [entry] });
    observers.event!({ getEntries: () => [{ ...entry, name: 'click', duration: 240 }] });
    hide();
    const speed = events().find((e) => e.event === 'page_speed')!;
    expect(speed.data).toMatchObject({
      FID: 150,
      fidTarget: 'button#add',
      ratings: { FID: 'needs-improvement' },
      interactions: [
        {
          id: 5,
          type: 'click',
          target: 'button#add',
          duration: 240,
          inputDelay: 150,
          processing: 10,
          presentation: 80,
          at: 1000,
        },
      ],
    });
  });
});
