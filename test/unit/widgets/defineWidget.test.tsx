/**
 * defineWidget's mounts run in slices (src/widgets/defineWidget.tsx): reading props and rendering
 * for hundreds of markers at once never holds the main thread longer than SLICE_MS in one task,
 * they keep the page's order, a widget the shopper is on goes first, and an unmount before its
 * turn cancels the mount. The clock is the test's: every reading of performance.now() is 4 ms later.
 */
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { VitrineRuntime } from '../../../src/runtime/types.ts';
import { collectorRuntime } from '../harness/collectorRuntime.ts';

let clock = 0;
const runtime: VitrineRuntime = { ...collectorRuntime(), config: {}, handleError: vi.fn() };

async function freshDefineWidget() {
  vi.resetModules();
  return import('../../../src/widgets/defineWidget.tsx');
}

beforeEach(() => {
  clock = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => (clock += 4));
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function grid(n: number): HTMLElement[] {
  document.body.innerHTML = Array.from({ length: n }, (_, i) => `<div id="g${i}">server</div>`).join('');
  return [...document.querySelectorAll<HTMLElement>('div[id^="g"]')];
}

describe('mounts in slices', () => {
  it("a burst of 100 mounts: none in the burst's own task, a few in the first slice, the rest in order in later tasks", async () => {
    const { defineWidget, SLICE_MS } = await freshDefineWidget();
    const order: string[] = [];
    const widget = defineWidget({
      name: 'cell',
      props: z.object({}),
      view: ({ element }) => {
        order.push(element.id);
        return h('b', null, 'live');
      },
    });
    const elements = grid(100);
    const mounts = elements.map((el) => widget.mount(el, runtime));
    const live = () => elements.filter((el) => el.textContent === 'live').length;
    // The task that asked (a chunk's arrival, with its evaluation) renders nothing itself…
    expect(live()).toBe(0);
    // …the next one is the first slice: at 4 ms a reading, a handful of mounts, never all of them.
    await new Promise((resolve) => setTimeout(resolve));
    expect(live()).toBeGreaterThan(0);
    expect(live()).toBeLessThanOrEqual(Math.ceil(SLICE_MS / 4) + 1);
    await Promise.all(mounts);
    expect(elements.every((el) => el.textContent === 'live')).toBe(true);
    expect(order).toEqual(elements.map((el) => el.id));
  });

  it('a widget the shopper is on (focus inside it) mounts at once, ahead of the queue', async () => {
    const { defineWidget } = await freshDefineWidget();
    const widget = defineWidget({ name: 'cell', props: z.object({}), view: () => h('b', null, 'live') });
    const elements = grid(60);
    const focused = document.createElement('button');
    focused.textContent = 'Add To Cart';
    document.body.append(focused);
    const queued = elements.map((el) => widget.mount(el, runtime));
    expect(elements.at(-1)!.textContent).toBe('server');
    focused.focus();
    const now = widget.mount(focused, runtime);
    expect(focused.textContent).toBe('live');
    expect(elements.at(-1)!.textContent).toBe('server');
    await Promise.all([...queued, now]);
  });

  it('an element unmounted before its turn is left as the server sent it, and its mount settles', async () => {
    const { defineWidget } = await freshDefineWidget();
    const widget = defineWidget({ name: 'cell', props: z.object({}), view: () => h('b', null, 'live') });
    const elements = grid(60);
    const mounts = elements.map((el) => widget.mount(el, runtime));
    const last = elements.at(-1)!;
    expect(last.textContent).toBe('server');
    widget.unmount(last);
    await Promise.all(mounts);
    expect(last.textContent).toBe('server');
    expect(elements[0]!.textContent).toBe('live');
  });

  it("a view that throws goes to the runtime's one handler; the next mounts still run", async () => {
    const { defineWidget } = await freshDefineWidget();
    const handleError = vi.fn();
    const broken = defineWidget({
      name: 'broken',
      props: z.object({}),
      view: () => {
        throw new Error('view failed');
      },
    });
    const fine = defineWidget({ name: 'fine', props: z.object({}), view: () => h('b', null, 'live') });
    const [a, b] = grid(2);
    await broken.mount(a!, { ...runtime, handleError });
    await fine.mount(b!, runtime);
    expect(handleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'view failed' }),
      'broken',
      a,
    );
    expect(b!.textContent).toBe('live');
  });
});

describe("Intl's first number questions (warmNumbers)", () => {
  it("are asked as the widgets' base loads, each in a task of its own, before the first mount renders", async () => {
    // What happens, grouped by task: a group stays open until its task's microtasks run.
    const tasks: string[][] = [];
    let open = false;
    const note = (what: string) => {
      if (open) return void tasks.at(-1)!.push(what);
      tasks.push([what]);
      open = true;
      queueMicrotask(() => (open = false));
    };
    vi.spyOn(Intl.Locale.prototype, 'maximize').mockImplementation(function (this: Intl.Locale) {
      note('locale data');
      return this;
    });
    const supported = Intl.NumberFormat.supportedLocalesOf;
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((tags, options) => {
      note('number formats');
      return supported(tags, options);
    });
    const { defineWidget } = await freshDefineWidget();
    const priced = defineWidget({
      name: 'priced',
      props: z.object({}),
      view: () => {
        note('render');
        return h('b', null, '$1.00');
      },
    });
    const [a] = grid(1);
    await priced.mount(a!, runtime);
    expect(a!.textContent).toBe('$1.00');
    expect(tasks).toEqual([['locale data'], ['number formats'], ['render']]);
  });
});
