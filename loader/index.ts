import type { CapturedError, Listener, VitrineRuntime, WidgetModule } from '../src/runtime/types.ts';
import { type Entry, registry } from './registry.ts';
import { schedule } from './schedule.ts';

declare const __VITRINE_VERSION__: string;

interface Mounted {
  cancel: () => void;
  mod?: WidgetModule;
}

type Command = ((runtime: VitrineRuntime) => void) | [string, ...unknown[]];

const MAX_CAPTURED = 20;
// Spelled out rather than imported: the loader may share no module with the widget chunks
// (src/runtime/markup.ts is the contract; test/unit/loader checks they agree).
const WIDGET_ATTR = 'data-vitrine';
const LOAD_ATTR = 'data-vitrine-load';
const w = window as unknown as {
  Vitrine?: VitrineRuntime;
  vitrine?: Command[] | { push(...c: Command[]): void };
};

// A second copy of the tag on the page must not hydrate everything twice.
if (!w.Vitrine) _start();

function _start() {
  // Classic scripts have currentScript; module scripts do not, so find our tag by name.
  const script = (document.currentScript ||
    document.querySelector(
      'script[src$="/loader.js"],script[src*="/loader.js?"]',
    )) as HTMLScriptElement | null;
  const listeners: Record<string, Set<Listener>> = {};
  const errors: CapturedError[] = [];
  const mounted = new Map<Element, Mounted>();
  const config = { ...script?.dataset };

  const capture = (error: unknown, message: string, widget?: string, e?: ErrorEvent) => {
    if (errors.length < MAX_CAPTURED) {
      errors.push({
        error,
        message,
        widget,
        source: e?.filename,
        line: e?.lineno,
        column: e?.colno,
        at: Date.now(),
      });
    }
  };
  // Kept from the first moment, before the error reporter's chunk arrives.
  addEventListener('error', (e) => capture(e.error, e.message, undefined, e));
  addEventListener('unhandledrejection', (e) => capture(e.reason, String(e.reason)));

  const emit = (type: string, detail?: unknown) => {
    for (const fn of listeners[type] || []) {
      try {
        fn(detail);
      } catch (error) {
        handleError(error);
      }
    }
  };

  const handleError = (error: unknown, widget?: string, element?: Element) => {
    capture(error, String((error as Error)?.message ?? error), widget);
    if (config.debug) console.error('[vitrine]', widget, error);
    if (widget) emit('widget:error', { error, widget, element });
  };

  const unmount = (el: Element) => {
    const m = mounted.get(el)!;
    mounted.delete(el);
    m.cancel();
    try {
      m.mod?.unmount(el);
    } catch (error) {
      handleError(error, el.getAttribute(WIDGET_ATTR) || undefined, el);
    }
  };

  const hydrate = (el: Element, entry: Entry) => {
    const m: Mounted = { cancel: () => {} };
    mounted.set(el, m);
    let strategy = el.getAttribute(LOAD_ATTR) || entry.strategy;
    if (!/^(eager|idle|visible|interaction)$/.test(strategy)) {
      console.warn(`[vitrine] ignoring ${LOAD_ATTR}="${strategy}" on`, el);
      strategy = entry.strategy;
    }
    m.cancel = schedule(el, strategy, () => {
      entry
        .load()
        .then((mod) => {
          // Removed while its chunk was on the way: never mount a detached element.
          if (mounted.get(el) !== m) return;
          m.mod = mod;
          return mod.mount(el, runtime);
        })
        .catch((error) => handleError(error, entry.name, el));
    });
  };

  const scan = (root: Element | Document) => {
    for (const entry of registry) {
      if (root instanceof Element && root.matches(entry.selector) && !mounted.has(root)) hydrate(root, entry);
      for (const el of root.querySelectorAll(entry.selector)) if (!mounted.has(el)) hydrate(el, entry);
    }
  };

  const refresh = () => {
    for (const el of [...mounted.keys()]) if (!el.isConnected) unmount(el);
    scan(document);
  };

  const runtime: VitrineRuntime = {
    version: __VITRINE_VERSION__,
    config,
    cart: undefined,
    errors,
    on: (type, fn) => {
      (listeners[type] ||= new Set()).add(fn);
    },
    off: (type, fn) => {
      listeners[type]?.delete(fn);
    },
    emit,
    refresh,
    handleError,
    register: (name, selector, load, strategy = 'idle') => {
      registry.push({ name, selector, load, strategy });
      if (document.readyState !== 'loading') scan(document);
    },
  };
  w.Vitrine = runtime;

  // The command queue: calls pushed before we loaded run now, later ones at once.
  const run = (c: Command) => {
    try {
      if (typeof c === 'function') c(runtime);
      else (runtime[c[0] as 'emit'] as (...a: unknown[]) => void)(...c.slice(1));
    } catch (error) {
      handleError(error);
    }
  };
  const queued = w.vitrine;
  w.vitrine = { push: (...c) => c.forEach(run) };
  if (Array.isArray(queued)) queued.forEach(run);

  // One observer for the whole page; scans batched per frame.
  let added: Element[] = [];
  let pending = 0;
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) added.push(n);
    if (pending) return;
    pending = requestAnimationFrame(() => {
      pending = 0;
      const roots = added;
      added = [];
      for (const el of [...mounted.keys()]) if (!el.isConnected) unmount(el);
      for (const el of roots) if (el.isConnected) scan(el);
    });
  }).observe(document, { childList: true, subtree: true });

  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', () => scan(document));
  else scan(document);
}
