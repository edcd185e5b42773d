import { vi } from 'vitest';
import type { VitrineRuntime, WidgetModule } from '../../../src/runtime/types.ts';
import { folderOf } from '../../../loader/registry.ts';
import type { PageRuntime } from './pageRuntime.ts';

/**
 * Boots the real loader (loader/index.ts: registry, scheduler, observer, queue, collectors) in
 * happy-dom, with chunks/<name>.js served from the sources instead of a CDN: widget tests mount
 * through the same path a page uses, and never hand-build a runtime.
 */

type Win = { Vitrine?: VitrineRuntime; vitrine?: unknown };
const win = window as unknown as Win;

const widgetSources = import.meta.glob('../../../src/widgets/*/index.{ts,tsx}');
const collectorSources = import.meta.glob('../../../src/collectors/*/index.ts');
// The loader's own chunks: chunks/consent.js, press.js, register.js, queue.js.
const loaderChunkSources = import.meta.glob('../../../src/{consent,press,register,queue}/index.ts');

/** What a registry entry without code yet loads: mounts and starts nothing (as the build's placeholder). */
const placeholder = { mount() {}, unmount() {}, start: () => () => {} };

function source(entry: string): () => Promise<unknown> {
  const name = folderOf(entry);
  const found =
    widgetSources[`../../../src/widgets/${name}/index.ts`] ??
    widgetSources[`../../../src/widgets/${name}/index.tsx`] ??
    collectorSources[`../../../src/collectors/${name}/index.ts`] ??
    loaderChunkSources[`../../../src/${name}/index.ts`];
  return found ?? (async () => placeholder);
}

let observers: MutationObserver[] = [];
/** The window listeners the loader added (errors, presses), removed with its page. */
let windowListeners: Array<Parameters<typeof window.addEventListener>> = [];

/** happy-dom lays nothing out: every observed element counts as on screen at once. */
class InstantIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

export interface BootOptions {
  /** the page's <body> */
  html?: string;
  /** data-* attributes of the loader's own tag, e.g. { 'api-base': 'https://api.example.com' } */
  config?: Record<string, string>;
  /** what the page pushed to window.vitrine before the loader arrived */
  queue?: unknown[];
  /**
   * what the page does before the loader's script arrives, once its body is there: run its inline
   * snippet (loader/snippet.ts), press (window listeners it adds go with the page)
   */
  before?: () => void;
  /** replace a chunk: name → module */
  chunks?: Record<string, WidgetModule | (() => Promise<unknown>)>;
}

let loading: Array<Promise<unknown>> = [];

/** Let the loader's frame, the chunk imports (however slow the first transform) and Preact's effects run. */
export async function settle(rounds = 3) {
  for (let i = 0; i < rounds; i++) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const pending = loading;
    loading = [];
    // Only the sources' imports are waited for (a test may hold its own chunks back on purpose);
    // the first import of a widget's module graph can take seconds on a busy machine.
    await Promise.race([Promise.allSettled(pending), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
}

/** Stop the previous page's loader, so a test sees only its own. */
export async function teardownLoader() {
  // A mount still on its way would land after this page is gone: let it arrive first.
  await Promise.allSettled(loading);
  loading = [];
  // And every import a widget started itself (a lightbox, a dialog, the captcha's code): one still
  // in flight when the next page resets the modules could hang that page's imports of the same
  // modules, and with them every later test of the file (seen under load in CI).
  await vi.dynamicImportSettled();
  // An alert left open keeps its focus trap listening on the document: close it as a shopper would.
  for (const ok of document.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')) ok.click();
  for (const o of observers) o.disconnect();
  observers = [];
  for (const args of windowListeners) window.removeEventListener(...args);
  windowListeners = [];
  delete win.Vitrine;
  delete win.vitrine;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.doUnmock('../../../loader/load.ts');
}

export async function bootLoader(options: BootOptions = {}): Promise<PageRuntime> {
  await teardownLoader();
  const attrs = Object.entries(options.config ?? {})
    .map(([k, v]) => ` data-${k}="${v.replace(/"/g, '&quot;')}"`)
    .join('');
  document.head.innerHTML = `<script src="https://cdn.example.com/vitrine/1.0/loader.js"${attrs}></script>`;
  document.body.innerHTML = options.html ?? '';
  if (options.queue) win.vitrine = options.queue;
  vi.stubGlobal('IntersectionObserver', InstantIntersectionObserver);
  vi.resetModules();
  const chunks = options.chunks ?? {};
  vi.doMock('../../../loader/load.ts', () => ({
    load: (name: string, own?: () => Promise<unknown>) => {
      const given = chunks[name];
      if (own) return own();
      if (typeof given === 'function') return given();
      if (given) return Promise.resolve(given);
      const loaded = source(name)();
      loading.push(loaded);
      return loaded;
    },
  }));
  // The loader's one MutationObserver must stop with its page (teardownLoader).
  const Native = MutationObserver;
  vi.stubGlobal(
    'MutationObserver',
    class extends Native {
      constructor(callback: MutationCallback) {
        super(callback);
        observers.push(this);
      }
    },
  );
  const add = window.addEventListener.bind(window);
  vi.stubGlobal('addEventListener', (...args: Parameters<typeof window.addEventListener>) => {
    windowListeners.push(args);
    add(...args);
  });
  options.before?.();
  await import('../../../loader/index.ts');
  vi.stubGlobal('MutationObserver', Native);
  vi.stubGlobal('addEventListener', add);
  return win.Vitrine! as PageRuntime;
}

/** The five collectors as stand-ins that say when they start and stop: `chunks` for bootLoader. */
export function fakeCollectors() {
  const started: string[] = [];
  const stopped: string[] = [];
  const chunks = Object.fromEntries(
    ['cookies', 'census', 'tracker', 'error-reporter', 'performance'].map((name) => [
      name,
      async () => ({
        start: () => {
          started.push(name);
          return () => stopped.push(name);
        },
      }),
    ]),
  );
  return { started, stopped, chunks };
}

/**
 * A widget whose chunk the test releases: what its own listeners heard once mounted (clicks, and
 * submits, which it takes), so a test sees a press land exactly as the widget would, once.
 * `load` is its chunk, for `Vitrine.register` or bootLoader's `chunks`.
 */
export function heldWidget() {
  const heard: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const mod: WidgetModule = {
    mount: (el) => {
      el.addEventListener('click', (e) => heard.push(`click:${(e.target as Element).id}`));
      el.addEventListener('submit', (e) => {
        e.preventDefault();
        heard.push(`submit:${((e as SubmitEvent).submitter as Element | null)?.id ?? ''}`);
      });
    },
    unmount: () => {},
  };
  return { heard, release, load: () => gate.then(() => mod) };
}
