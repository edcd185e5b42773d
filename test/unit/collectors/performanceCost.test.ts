import { h } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { vitrineCost } from '../../../src/collectors/performance/vitrineCost.ts';
import { defineWidget, HYDRATE_MEASURES_MAX } from '../../../src/widgets/defineWidget.tsx';
import { collectorRuntime } from '../harness/collectorRuntime.ts';

const BASE = 'https://cdn.example/vitrine/chunks/';

const resource = (name: string, transferSize: number, encodedBodySize = transferSize) =>
  ({ name, entryType: 'resource', transferSize, encodedBodySize }) as unknown as PerformanceEntry;

afterEach(() => {
  performance.clearMarks();
  performance.clearMeasures();
});

describe("Vitrine's own cost in the report", () => {
  it('counts the loader and its chunks (transfer size, else the encoded size of a cached one), and nothing else of the page', () => {
    const entries = [
      resource('https://cdn.example/vitrine/loader.js', 1600),
      resource(`${BASE}base-abc.js`, 18000),
      resource(`${BASE}cart-pill.js`, 0, 900), // from the cache: nothing transferred
      resource('https://cdn.example/theme/site.js', 50000),
      resource('https://cdn.example/vitrine/other.js', 700),
    ];
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(
      (type) => (type === 'resource' ? entries : []) as never,
    );
    expect(vitrineCost(BASE, [])).toEqual({
      bytes: 20500,
      chunks: 3,
      hydrate: {},
      longTasks: 0,
      longTaskTime: 0,
    });
  });

  it('reads the hydrate time defineWidget leaves per widget, and the long tasks that overlapped hydration', async () => {
    const runtime = { ...collectorRuntime(), handleError: vi.fn() };
    const widget = defineWidget({
      name: 'test-pill',
      props: z.object({}),
      view: () => h('span', null, '3 items'),
    });
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
    await Promise.all([
      widget.mount(document.querySelector('#a')!, runtime),
      widget.mount(document.querySelector('#b')!, runtime),
    ]);
    expect(document.querySelector('#a')!.textContent).toBe('3 items');
    const measures = performance.getEntriesByName('vitrine:hydrate:test-pill', 'measure');
    expect(measures).toHaveLength(2);

    const first = measures[0]!.startTime;
    const last = measures[1]!.startTime + measures[1]!.duration;
    const longTasks = [
      { startTime: first - 10, duration: 60 }, // overlaps the start of hydration
      { startTime: last + 1000, duration: 80 }, // long after
    ] as PerformanceEntry[];
    const cost = vitrineCost(BASE, longTasks);
    expect(cost.hydrate).toEqual({ 'test-pill': Math.round(measures[0]!.duration + measures[1]!.duration) });
    expect(cost).toMatchObject({ longTasks: 1, longTaskTime: 60 });
  });

  it('leaves no mark and at most HYDRATE_MEASURES_MAX measures, however many widgets mount', async () => {
    performance.clearMeasures();
    const runtime = { ...collectorRuntime(), handleError: vi.fn() };
    const widget = defineWidget({
      name: 'grid-button',
      props: z.object({}),
      view: () => h('b', null, 'Add'),
    });
    document.body.innerHTML = Array.from({ length: 500 }, (_, i) => `<div id="g${i}"></div>`).join('');
    const mounts = [];
    for (let i = 0; i < 500; i++) mounts.push(widget.mount(document.querySelector(`#g${i}`)!, runtime));
    await Promise.all(mounts);
    expect(document.querySelector('#g499')!.textContent).toBe('Add');
    expect(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('vitrine:'))).toEqual([]);
    const measures = performance.getEntriesByType('measure').filter((m) => m.name.startsWith('vitrine:'));
    expect(measures.length).toBeGreaterThan(0);
    expect(measures.length).toBeLessThanOrEqual(HYDRATE_MEASURES_MAX);
  });

  it('a browser without User Timing still mounts the widget', async () => {
    Object.defineProperty(performance, 'mark', { value: undefined, configurable: true });
    Object.defineProperty(performance, 'measure', { value: undefined, configurable: true });
    try {
      const widget = defineWidget({ name: 'plain', props: z.object({}), view: () => h('b', null, 'ok') });
      document.body.innerHTML = '<div id="c"></div>';
      await widget.mount(document.querySelector('#c')!, { ...collectorRuntime(), handleError: vi.fn() });
      expect(document.querySelector('#c')!.textContent).toBe('ok');
    } finally {
      delete (performance as { mark?: unknown }).mark;
      delete (performance as { measure?: unknown }).measure;
    }
    expect(typeof performance.mark).toBe('function');
  });
});
