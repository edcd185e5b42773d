import { WIDGET_ATTR } from '../src/runtime/selectors.ts';
import type { WidgetModule } from '../src/runtime/types.ts';
import { handleError } from './errors.ts';
import { load } from './load.ts';
import { via } from './via.ts';
import { registry } from './registry.ts';
import { runtime } from './runtime.ts';
import { schedule } from './scheduler.ts';

declare const __VITRINE_PRESS_REPLAY__: boolean;

/** One widget's mount on one element: its start (once), its module once mounted, and whether it is settled. */
interface Mount {
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
const _mounted = new Map<Element, Record<string, Mount>>();

function _scan() {
  for (const entry of registry) {
    for (const el of document.querySelectorAll(entry.s)) {
      const all = _mounted.get(el) || {};
      _mounted.set(el, all);
      if (all[entry.n]) continue;
      const mount: Mount = (all[entry.n] = {
        q: entry.s,
        s: () =>
          (mount.p ||= load(entry.n, entry.l)
            // Removed (or re-added) while its chunk was on the way: that mount is not ours.
            .then((mod) => all[entry.n] === mount && (mount.m = mod).mount(el, runtime))
            .catch((error) => handleError(error, entry.n, el))
            .finally(() => (mount.d = 1))),
      });
      // An unknown data-vitrine-load reads as idle; defineWidget warns about it.
      // data-vitrine-load (LOAD_ATTR), read through the dataset: fewer bytes than its name.
      schedule(el, (el as HTMLElement).dataset.vitrineLoad || entry.t, mount.s);
    }
  }
}

/** Unmount what left the page, or no longer matches its marker (data-vitrine changed). */
function _sweep() {
  for (const [el, all] of _mounted) {
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
    if (!el.isConnected) _mounted.delete(el);
  }
}

/** Re-scan the document: hydrate new markers, unmount removed ones. */
export function refresh() {
  _sweep();
  _scan();
}

/**
 * Every focus and press (a tap is one) reaches here first (window, capture phase). It starts, at once
 * and whatever their strategy, the widgets around the target that have not mounted: a shopper is
 * about to use them. A press among them (a click or tap, a form's submit, Enter or Space on a
 * role=button control) is held, and chunks/press.js replays it once every one of those widgets
 * has settled: a shopper's first press is never lost. Enter and Space on a native control are the
 * browser's own: it makes a click or a submit of them, or types them.
 */
function _onEvent(e: Event) {
  const pending: Array<Promise<unknown>> = [];
  const key = (e as KeyboardEvent).key;
  let marker: HTMLElement | undefined;
  for (const el of e.composedPath()) {
    for (const mount of Object.values(_mounted.get(el as Element) || {})) {
      if (!mount.d) {
        pending.push(mount.s());
        marker ||= el as HTMLElement;
      }
    }
  }
  if (
    // Off only in a build made to show what the replay saves (test/e2e/press-replay.spec.ts).
    __VITRINE_PRESS_REPLAY__ &&
    marker &&
    // A focus (focusin) starts the widgets but is not a press.
    e.type[0] != 'f' &&
    (!key || ((e.target as Element).getAttribute('role') == 'button' && (key == ' ' || key == 'Enter')))
  ) {
    e.preventDefault();
    e.stopImmediatePropagation();
    via('press', e, pending, marker);
  }
}

/**
 * One MutationObserver for the page: markers the parser adds after we ran, markers added later,
 * and elements given data-vitrine later hydrate; removed ones unmount. One re-scan per animation
 * frame at most: a querySelectorAll per widget over the document costs well under a millisecond,
 * less than tracking which subtrees changed would cost in the loader's bytes.
 */
export function observe() {
  let pending = 0;
  new MutationObserver(() => {
    pending ||= requestAnimationFrame(() => {
      pending = 0;
      refresh();
    });
  }).observe(document, { childList: true, subtree: true, attributeFilter: [WIDGET_ATTR] });
  refresh();
  for (const type of ['focusin', 'click', 'keydown', 'keyup', 'submit'])
    addEventListener(type, _onEvent, true);
}
