export type Politeness = 'polite' | 'assertive';

/**
 * Screen readers only speak a live region's *changes*, and only once the region is in the
 * accessibility tree. So the text is cleared at once and written a little later: a new
 * region gets time to be noticed, and the same text twice in a row is a change both times.
 * 100 ms is what @react-aria/live-announcer and GOV.UK's components settled on.
 */
const _WRITE_DELAY_MS = 100;
const _ATTR = 'data-vitrine-announcer';
// Inline (CSSOM, allowed under a strict CSP) so announcing never depends on a stylesheet.
const _HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;' +
  'clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap';

const _pending: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};

/**
 * The page's one live region per politeness. Looked up in the document each time rather
 * than cached: a host page that re-renders its body (or a second copy of this module) then
 * still finds or recreates the single region instead of speaking into a detached node.
 */
function _region(doc: Document, politeness: Politeness): HTMLElement {
  const found = doc.querySelector<HTMLElement>(`[${_ATTR}="${politeness}"]`);
  if (found) return found;
  const region = doc.createElement('div');
  region.setAttribute(_ATTR, politeness);
  // role=status carries polite; role=alert would make some readers prefix 'alert' to every message.
  if (politeness === 'polite') region.setAttribute('role', 'status');
  region.setAttribute('aria-live', politeness);
  region.setAttribute('aria-atomic', 'true');
  region.className = 'vitrine-visually-hidden';
  region.style.cssText = _HIDDEN;
  (doc.body ?? doc.documentElement).append(region);
  return region;
}

/** Have screen readers speak `text` (the added-item popover, cart updates…) without moving focus. */
export function announce(text: string, politeness: Politeness = 'polite', doc: Document = document): void {
  try {
    _region(doc, politeness).textContent = '';
    clearTimeout(_pending[politeness]);
    _pending[politeness] = setTimeout(() => {
      try {
        _region(doc, politeness).textContent = text;
      } catch {
        // The page went away under us; there is no one left to tell.
      }
    }, _WRITE_DELAY_MS);
  } catch {
    // An announcement is a courtesy: it must never break the widget or the host page.
  }
}
