import { WIDGET_ATTR } from '../src/runtime/selectors.ts';
import { mounts, refresh } from './runtime.ts';
import { idle } from './scheduler.ts';
import { via } from './via.ts';

declare const __VITRINE_PRESS_REPLAY__: boolean;

/** The presses the page's snippet kept before the loader ran (loader/snippet.ts): each event with its path. */
export type EarlyPresses = Array<[Event, EventTarget[]]>;

/** Set (the idle re-scan's handle) when the page changed since the last scan; a press scans at once and clears it. */
let _rescan = 0;

/**
 * Every focus and press (a tap is one) reaches here first (window, capture phase). It starts, at once
 * and whatever their strategy, the widgets around the target that have not mounted: a shopper is
 * about to use them. A press among them (a click or tap, a form's submit, Enter or Space on a
 * role=button control) is held, and chunks/press.js replays it once every one of those widgets
 * has settled: a shopper's first press is never lost. Enter and Space on a native control are the
 * browser's own: it makes a click or a submit of them, or types them.
 * A press made before the loader ran comes here once it runs (`observe`), with the `path` it took
 * then (an event's composedPath is empty once dispatched), which tells chunks/press.js it is one.
 */
function _onEvent(e: Event, path?: EventTarget[]) {
  // Markers the parser (or a script) added since the last scan are found now, not at the idle
  // re-scan: a press on a button that has just appeared is held too. Once: the press's next
  // event (its keyup, its click) scans again only if the page changed since.
  if (_rescan) {
    _rescan = 0;
    refresh();
  }
  const pending: Array<Promise<unknown>> = [];
  const key = (e as KeyboardEvent).key;
  let marker: HTMLElement | undefined;
  for (const el of path || e.composedPath()) {
    for (const mount of Object.values(mounts.get(el as Element) || {})) {
      if (!mount.d) {
        pending.push(mount.s());
        marker ||= el as HTMLElement;
      }
    }
  }
  if (
    // Off only in a build made to show what the replay saves (test/e2e/pressReplay.spec.ts).
    __VITRINE_PRESS_REPLAY__ &&
    marker &&
    // A focus (focusin) starts the widgets but is not a press.
    e.type[0] != 'f' &&
    (!key || ((e.target as Element).getAttribute('role') == 'button' && (key == ' ' || key == 'Enter')))
  ) {
    e.preventDefault();
    e.stopImmediatePropagation();
    via('press', e, pending, marker, path);
  }
}

/**
 * One MutationObserver for the page: markers the parser adds after we ran, markers added later,
 * and elements given data-vitrine later hydrate; removed ones unmount. One re-scan when the
 * browser is next idle, 99 ms at most after the change: a querySelectorAll per widget over the
 * document costs little, less than tracking which subtrees changed would cost in the loader's
 * bytes, but the widgets' own renders change the page too: a re-scan each frame while 500 of
 * them hydrated made 17 long tasks and 557 ms of blocking on a phone, where this makes 4 and 373
 * (test/bench/page.ts --scale 500, medians of 5).
 * Then the presses the page's snippet kept before we ran (`early`: each event with its path), in
 * order, as if they were made now: after the first scan, so their markers have mounts to start.
 */
export function observe(early?: EarlyPresses) {
  new MutationObserver(() => {
    _rescan ||= idle(
      () => {
        _rescan = 0;
        refresh();
      },
      { timeout: 99 },
    );
  }).observe(document, { childList: true, subtree: true, attributeFilter: [WIDGET_ATTR] });
  refresh();
  for (const type of ['focusin', 'click', 'keydown', 'keyup', 'submit'])
    addEventListener(type, _onEvent, true);
  early?.map((a) => _onEvent(...a));
}
