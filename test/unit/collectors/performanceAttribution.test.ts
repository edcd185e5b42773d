import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CLSMetric, INPMetric, LCPMetric, Metric } from 'web-vitals';
import {
  attribute,
  clsAttribution,
  inpAttribution,
  lcpAttribution,
  loadState,
} from '../../../src/collectors/performance/attribution.ts';

/** The page's Performance Timeline as the test sets it: entries by type. */
let timeline: Record<string, unknown[]> = {};

const navigation = (fields: Partial<PerformanceNavigationTiming> = {}) =>
  ({
    entryType: 'navigation',
    activationStart: 0,
    responseStart: 100,
    domInteractive: 400,
    domContentLoadedEventStart: 500,
    domComplete: 900,
    ...fields,
  }) as PerformanceNavigationTiming;

const resource = (name: string, fields: Partial<PerformanceResourceTiming> = {}) =>
  ({
    entryType: 'resource',
    name,
    startTime: 300,
    requestStart: 350,
    responseEnd: 800,
    ...fields,
  }) as PerformanceResourceTiming;

const lcpMetric = (value: number, entries: Array<Partial<LargestContentfulPaint>>): LCPMetric =>
  ({ name: 'LCP', value, entries }) as unknown as LCPMetric;

const event = (fields: Partial<PerformanceEventTiming>) =>
  ({
    name: 'click',
    startTime: 1000,
    duration: 240,
    processingStart: 1010,
    processingEnd: 1210,
    target: null,
    ...fields,
  }) as PerformanceEventTiming;

const inpMetric = (entries: PerformanceEventTiming[]): INPMetric =>
  ({ name: 'INP', value: entries[0]?.duration ?? 0, entries }) as unknown as INPMetric;

beforeEach(() => {
  timeline = { navigation: [navigation()] };
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    (type: string) => (timeline[type] ?? []) as never,
  );
  vi.spyOn(performance, 'now').mockReturnValue(10_000);
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  document.body.innerHTML =
    '<main id="main"><div class="hero wide"><img class="photo" src="https://cdn.example/hero.webp"><h1>Sale</h1></div><button class="add">Add</button></main>';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LCP breakdown', () => {
  it('an image: TTFB, then load delay, load duration and render delay from its resource timing', () => {
    timeline.resource = [resource('https://cdn.example/hero.webp')];
    const img = document.querySelector('img')!;
    const a = lcpAttribution(
      lcpMetric(1200, [{ startTime: 1200, url: 'https://cdn.example/hero.webp', element: img, id: '' }]),
    );
    expect(a).toEqual({
      timeToFirstByte: 100,
      resourceLoadDelay: 250, // requestStart 350 − TTFB 100
      resourceLoadDuration: 450, // responseEnd 800 − 350
      elementRenderDelay: 400, // LCP 1200 − 800
      target: 'main#main>div.hero>img.photo',
      url: 'https://cdn.example/hero.webp',
    });
    // the parts add up to LCP
    expect(a.timeToFirstByte + a.resourceLoadDelay + a.resourceLoadDuration + a.elementRenderDelay).toBe(
      1200,
    );
  });

  it('counts from activationStart (a prerendered page), TTFB no less than 0', () => {
    timeline.navigation = [navigation({ activationStart: 200, responseStart: 100 })];
    timeline.resource = [resource('https://cdn.example/hero.webp', { requestStart: 500, responseEnd: 700 })];
    const a = lcpAttribution(
      lcpMetric(1000, [{ startTime: 1200, url: 'https://cdn.example/hero.webp', element: null, id: '' }]),
    );
    expect(a).toMatchObject({
      timeToFirstByte: 0,
      resourceLoadDelay: 300,
      resourceLoadDuration: 200,
      elementRenderDelay: 500,
    });
  });

  it('a cross-origin image without Timing-Allow-Origin (requestStart 0): its startTime is the request start', () => {
    timeline.resource = [
      resource('https://other.example/a.jpg', { requestStart: 0, startTime: 300, responseEnd: 800 }),
    ];
    const a = lcpAttribution(
      lcpMetric(1200, [{ startTime: 1200, url: 'https://other.example/a.jpg', element: null, id: '' }]),
    );
    expect(a).toMatchObject({ resourceLoadDelay: 200, resourceLoadDuration: 500, elementRenderDelay: 400 });
  });

  it('a resource with every timing 0: its request starts no earlier than TTFB, its load takes no time', () => {
    timeline.resource = [
      resource('https://other.example/a.jpg', { requestStart: 0, startTime: 0, responseEnd: 0 }),
    ];
    const a = lcpAttribution(
      lcpMetric(1200, [{ startTime: 1200, url: 'https://other.example/a.jpg', element: null, id: '' }]),
    );
    expect(a).toMatchObject({
      timeToFirstByte: 100,
      resourceLoadDelay: 0,
      resourceLoadDuration: 0,
      elementRenderDelay: 1100,
    });
  });

  it('a video still loading after LCP: the load ends, for the breakdown, at LCP', () => {
    timeline.resource = [resource('https://cdn.example/v.mp4', { responseEnd: 5000 })];
    const a = lcpAttribution(
      lcpMetric(1200, [{ startTime: 1200, url: 'https://cdn.example/v.mp4', element: null, id: '' }]),
    );
    expect(a).toMatchObject({ resourceLoadDuration: 850, elementRenderDelay: 0 });
  });

  it('takes the last load of the URL that began before the paint', () => {
    const url = 'https://cdn.example/hero.webp';
    timeline.resource = [
      resource(url, { requestStart: 200, responseEnd: 400 }),
      resource(url, { requestStart: 600, responseEnd: 900 }),
      resource(url, { startTime: 1500, requestStart: 1500, responseEnd: 1600 }),
    ];
    const a = lcpAttribution(lcpMetric(1200, [{ startTime: 1200, url, element: null, id: '' }]));
    expect(a).toMatchObject({ resourceLoadDelay: 500, resourceLoadDuration: 300, elementRenderDelay: 300 });
  });

  it('text (no URL): no resource, delay and duration 0, no url', () => {
    timeline.resource = [resource('https://cdn.example/hero.webp')];
    const h1 = document.querySelector('h1')!;
    const a = lcpAttribution(lcpMetric(900, [{ startTime: 900, url: '', element: h1, id: '' }]));
    expect(a).toEqual({
      timeToFirstByte: 100,
      resourceLoadDelay: 0,
      resourceLoadDuration: 0,
      elementRenderDelay: 800,
      target: 'main#main>div.hero>h1',
    });
  });

  it('an image the timeline lacks: its URL, but no load parts', () => {
    const a = lcpAttribution(
      lcpMetric(900, [{ startTime: 900, url: 'data:image/png;base64,AA', element: null, id: '' }]),
    );
    expect(a).toEqual({
      timeToFirstByte: 100,
      resourceLoadDelay: 0,
      resourceLoadDuration: 0,
      elementRenderDelay: 800,
      url: 'data:image/png;base64,AA',
    });
  });

  it('an element gone from the DOM is named by the id the entry kept', () => {
    const a = lcpAttribution(lcpMetric(900, [{ startTime: 900, url: '', element: null, id: 'banner' }]));
    expect(a.target).toBe('#banner');
  });

  it('without a (trustworthy) navigation entry: all of it is render delay, as web-vitals has it', () => {
    const entries = [{ startTime: 900, url: 'https://cdn.example/hero.webp', element: null, id: '' }];
    timeline.resource = [resource('https://cdn.example/hero.webp')];
    for (const nav of [[], [navigation({ responseStart: 0 })], [navigation({ responseStart: 20_000 })]]) {
      timeline.navigation = nav;
      expect(lcpAttribution(lcpMetric(900, entries))).toEqual({
        timeToFirstByte: 0,
        resourceLoadDelay: 0,
        resourceLoadDuration: 0,
        elementRenderDelay: 900,
        url: 'https://cdn.example/hero.webp',
      });
    }
  });

  it('no entries: all render delay, no target', () => {
    expect(lcpAttribution(lcpMetric(0, []))).toEqual({
      timeToFirstByte: 0,
      resourceLoadDelay: 0,
      resourceLoadDuration: 0,
      elementRenderDelay: 0,
    });
  });
});

describe('INP breakdown', () => {
  it('input delay, processing and presentation over the interaction’s entries; pointer; its target', () => {
    const button = document.querySelector('button')!;
    const a = inpAttribution(
      inpMetric([
        event({ name: 'pointerup', processingStart: 1020, processingEnd: 1100, target: button }),
        event({ name: 'click', processingStart: 1100, processingEnd: 1180, target: button }),
      ]),
    );
    expect(a).toEqual({
      inputDelay: 20, // first processingStart 1020 − startTime 1000
      processingDuration: 160, // last processingEnd 1180 − 1020
      presentationDelay: 60, // 1000 + 240 − 1180
      target: 'main#main>button.add',
      type: 'pointer',
      loadState: 'complete',
    });
    expect(a.inputDelay + a.processingDuration + a.presentationDelay).toBe(240);
  });

  it('keyboard for key events; presentation no less than 0 (durations are rounded to 8 ms)', () => {
    const a = inpAttribution(
      inpMetric([event({ name: 'keydown', duration: 200, processingStart: 1050, processingEnd: 1204 })]),
    );
    expect(a).toMatchObject({
      type: 'keyboard',
      inputDelay: 50,
      processingDuration: 154,
      presentationDelay: 0,
    });
  });

  it('the target of the first entry that has one; "" when the element left the DOM', () => {
    const button = document.querySelector('button')!;
    expect(inpAttribution(inpMetric([event({ target: null }), event({ target: button })])).target).toBe(
      'main#main>button.add',
    );
    expect(inpAttribution(inpMetric([event({ target: null })])).target).toBe('');
  });

  it('the load state at the interaction, from the navigation entry’s marks', () => {
    const at = (startTime: number) => inpAttribution(inpMetric([event({ startTime })])).loadState;
    expect(at(300)).toBe('loading');
    expect(at(450)).toBe('dom-interactive');
    expect(at(600)).toBe('dom-content-loaded');
    expect(at(900)).toBe('complete');
    // a mark still 0 has not happened yet
    timeline.navigation = [navigation({ domContentLoadedEventStart: 0, domComplete: 0 })];
    expect(at(5000)).toBe('dom-interactive');
    timeline.navigation = [navigation({ domComplete: 0 })];
    expect(at(5000)).toBe('dom-content-loaded');
  });

  it('no entries: zeros, no target or type', () => {
    expect(inpAttribution(inpMetric([]))).toEqual({
      inputDelay: 0,
      processingDuration: 0,
      presentationDelay: 0,
      loadState: 'complete',
    });
  });
});

describe('load state', () => {
  it('loading while the document is; from readyState without a navigation entry', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    expect(loadState(5000)).toBe('loading');
    timeline.navigation = [];
    expect(loadState(5000)).toBe('loading');
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    expect(loadState(5000)).toBe('dom-interactive');
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    expect(loadState(0)).toBe('complete');
  });
});

describe('CLS target', () => {
  const shift = (value: number, nodes: Array<Node | null>) =>
    ({ value, sources: nodes.map((node) => ({ node })) }) as unknown as LayoutShift;
  const clsMetric = (entries: LayoutShift[]) =>
    ({ name: 'CLS', value: 0.3, entries }) as unknown as CLSMetric;

  it('the first element among the largest shift’s sources', () => {
    const img = document.querySelector('img');
    const h1 = document.querySelector('h1')!;
    const button = document.querySelector('button');
    const text = h1.firstChild;
    expect(
      clsAttribution(
        clsMetric([shift(0.05, [button]), shift(0.2, [null, text, img, h1]), shift(0.05, [button])]),
      ),
    ).toEqual({ target: 'main#main>div.hero>img.photo' });
  });

  it('without an element source: the first source; without shifts or sources: no target', () => {
    const text = document.querySelector('h1')!.firstChild!;
    expect(clsAttribution(clsMetric([shift(0.1, [text])]))).toEqual({
      target: 'main#main>div.hero>h1',
    });
    expect(clsAttribution(clsMetric([shift(0.1, [null])]))).toEqual({ target: '' });
    expect(clsAttribution(clsMetric([shift(0.1, [])]))).toEqual({});
    expect(clsAttribution(clsMetric([]))).toEqual({});
  });
});

describe('attribute', () => {
  it('attributes LCP, INP and CLS; FCP and TTFB go as name and value', () => {
    const m = (name: string, value: number, entries: unknown[] = []) =>
      ({ name, value, entries, id: 'v1', delta: value, rating: 'good' }) as unknown as Metric;
    expect(attribute(m('FCP', 1800))).toEqual({ name: 'FCP', value: 1800 });
    expect(attribute(m('TTFB', 100))).toEqual({ name: 'TTFB', value: 100 });
    expect(attribute(m('CLS', 0, []))).toEqual({ name: 'CLS', value: 0, attribution: {} });
    expect(attribute(m('LCP', 900, [{ startTime: 900, url: '', element: null, id: '' }]))).toMatchObject({
      name: 'LCP',
      value: 900,
      attribution: { timeToFirstByte: 100, elementRenderDelay: 800 },
    });
    expect(attribute(m('INP', 240, [event({})]))).toMatchObject({
      name: 'INP',
      value: 240,
      attribution: {
        inputDelay: 10,
        processingDuration: 200,
        presentationDelay: 30,
        type: 'pointer',
      },
    });
  });
});
