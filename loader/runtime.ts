import type { ConsentModule, VitrineRuntime, WidgetModule } from '../src/runtime/types.ts';
import { config } from './config.ts';
import { emit, errors, handleError, type Listener, listeners } from './events.ts';
import { load } from './load.ts';
import { via } from './via.ts';
import { registry } from './registry.ts';
import { schedule } from './scheduler.ts';

declare const __VITRINE_VERSION__: string;

/**
 * window.Vitrine, the public API handed to every widget and collector, with what only it does:
 * the table of mounts (`refresh` fills and sweeps it) and the hand-off to chunks/consent.js.
 * Both hand this object on, so they live here: the observer (observer.ts) and the page's start
 * (collectors.ts) import them, and nothing here imports those.
 */

/** One widget's mount on one element: its start (once), its module once mounted, and whether it is settled. */
export interface Mount {
  /** the marker's selector: the element leaves this widget when it no longer matches */
  q: string;
  /** load and mount now, if not begun; resolves once mounted (or failed) */
  s: () => Promise<unknown>;
  /** what `s` began */
  p?: Promise<unknown>;
  /** the module, once it mounted */
  m?: Partial<WidgetModule>;
  /** settled: mounted, declined or failed; until then a press on the element is held */
  d?: 1;
}

/** Element → widget name → its mount. Keyed by element and widget: two widgets may share one element. */
export const mounts = new Map<Element, Record<string, Mount>>();

/**
 * Re-scan the document: unmount what left the page or no longer matches its marker
 * (data-vitrine changed), and schedule each new marker's mount by its strategy. (One function
 * rather than two: the minifier wraps each of two helpers in a closure of its own.)
 */
export function refresh() {
  for (const [el, all] of mounts) {
    for (const name in all) {
      if (!el.isConnected || !el.matches(all[name]!.q)) {
        const mod = all[name]!.m;
        delete all[name];
        try {
          // A module mounted keeps the contract: it has an unmount.
          mod?.unmount!(el);
        } catch (error) {
          handleError(error, name, el);
        }
      }
    }
    // Gone from the page: forget it (a re-marked element still in the page keeps its record).
    if (!el.isConnected) mounts.delete(el);
  }
  for (const entry of registry) {
    for (const el of document.querySelectorAll(entry.s)) {
      const all = mounts.get(el) || {};
      mounts.set(el, all);
      if (all[entry.n]) continue;
      const mount: Mount = (all[entry.n] = {
        q: entry.s,
        s: () =>
          (mount.p ||= (entry.m ||= load(entry.n, entry.l))
            // Removed (or re-added) while its chunk was on the way: that mount is not ours.
            .then((mod) => all[entry.n] === mount && (mount.m = mod).mount(el, runtime))
            .catch((error) => handleError(error, entry.n, el))
            .then(() => (mount.d = 1))),
      });
      // An unknown data-vitrine-load reads as idle; defineWidget warns about it.
      // data-vitrine-load (LOAD_ATTR), read through the dataset: fewer bytes than its name.
      schedule(el, (el as HTMLElement).dataset.vitrineLoad || entry.t, mount.s);
    }
  }
}

/** chunks/consent.js, asked for once: every call waits on this one promise, so they keep their order. */
let _consentChunk: Promise<ConsentModule> | undefined;

/**
 * Hands the visitor's consent to chunks/consent.js, which decides and does the rest (the stored
 * choice, the page's data-consent and data-cookie-policy, Global Privacy Control; starting the
 * collectors when the browser is idle, stopping them and clearing what they kept).
 * `Vitrine.consent(granted)` goes at once, a refusal without delay, and the calls reach the chunk
 * in the order they were made (two import() calls of one module may settle in either order).
 */
function consent(granted?: boolean) {
  (_consentChunk ||= load('consent'))
    .then((mod) => mod.consent(granted, runtime, load, mounts))
    .catch(handleError);
}

export const runtime: VitrineRuntime = {
  version: __VITRINE_VERSION__,
  config,
  errors,
  // A listener that is not a function is refused in words (chunks/queue.js), not kept to throw
  // at each emit. The bus keeps each as a Listener: it may get whatever a page's script emits.
  on: (type, fn) =>
    (fn as Listener | undefined)?.call
      ? (listeners[type] ||= new Set()).add(fn as Listener)
      : via('queue', ['on', type, fn]),
  off: (type, fn) => {
    listeners[type]?.delete(fn as Listener);
  },
  emit,
  handleError,
  refresh,
  // Checked (and put in the registry) by chunks/register.js, which says in words what is wrong
  // with a bad name, selector, load or strategy, and leaves the page as it was.
  register: (...args) => via('register', registry, refresh, ...args),
  consent,
};
