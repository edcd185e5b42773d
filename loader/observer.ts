import { LOAD_ATTR, WIDGET_ATTR } from '../src/runtime/selectors.ts';
import type { WidgetModule } from '../src/runtime/types.ts';
import { handleError } from './errors.ts';
import { load } from './load.ts';
import { registry } from './registry.ts';
import { runtime } from './runtime.ts';
import { schedule } from './scheduler.ts';

/**
 * Element → widget name → its module once mounted, or the token of a mount still waiting for
 * its strategy and chunk. Keyed by element and widget: two widgets may share one element.
 */
const _mounted = new Map<Element, Record<string, Partial<WidgetModule>>>();

function _scan() {
  for (const entry of registry) {
    for (const el of document.querySelectorAll(entry.s)) {
      const all = _mounted.get(el) || {};
      _mounted.set(el, all);
      if (all[entry.n]) continue;
      const token = (all[entry.n] = {});
      // An unknown data-vitrine-load reads as idle; defineWidget warns about it (markup.ts).
      schedule(el, el.getAttribute(LOAD_ATTR) || entry.t, () =>
        load(entry)
          .then((mod) => {
            // Removed (or re-added) while its chunk was on the way: that mount is not ours.
            if (all[entry.n] === token) return (all[entry.n] = mod).mount(el, runtime);
          })
          .catch((error) => handleError(error, entry.n, el)),
      );
    }
  }
}

/** Unmount what left the page, or no longer matches its marker (data-vitrine changed). */
function _sweep() {
  for (const [el, all] of _mounted) {
    for (const name in all) {
      if (!el.isConnected || !el.matches(registry.find((e) => e.n === name)!.s)) {
        const mod = all[name]!;
        delete all[name];
        try {
          mod.unmount?.(el);
        } catch (error) {
          handleError(error, name, el);
        }
      }
    }
    if (!Object.keys(all).length) _mounted.delete(el);
  }
}

/** Re-scan the document: hydrate new markers, unmount removed ones. */
export function refresh() {
  _sweep();
  _scan();
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
}
