import { censusButtonClick, censusButtonRender } from '../../api/wire/census.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import type { PageContext } from '../common/pageContext.ts';
import { send } from '../common/transport.ts';
import { visitorAndPage } from './censusFields.ts';

/** The markup contract: a button a theme wants counted (docs/integrators/collectors.md, "Tracking"). */
export const CENSUS_BUTTON = '[data-vitrine-census="button"]';

/** Each button is reported rendered once a page, even when consent is withdrawn and given again. */
const _rendered = new WeakSet<Element>();

/**
 * button-render and button-click (engine spec §7): each marked button is reported rendered once
 * a page, when it first comes into view (at once where IntersectionObserver is missing), and
 * each press of it is reported. Buttons added later are picked up. Returns the stop.
 */
export function watchButtons(runtime: VitrineRuntime, page: PageContext): () => void {
  const report = (path: string, element: Element) =>
    send(runtime, { url: path, body: JSON.stringify(visitorAndPage(page, element)) });
  const observed = new WeakSet<Element>();
  const rendered = (element: Element) => {
    if (_rendered.has(element)) return;
    _rendered.add(element);
    report(censusButtonRender.path, element);
  };
  const inView =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const e of entries) {
            if (!e.isIntersecting) continue;
            inView?.unobserve(e.target);
            rendered(e.target);
          }
        })
      : undefined;
  const scan = () => {
    for (const button of document.querySelectorAll(CENSUS_BUTTON)) {
      if (observed.has(button) || _rendered.has(button)) continue;
      observed.add(button);
      if (inView) inView.observe(button);
      else rendered(button);
    }
  };
  const added = typeof MutationObserver === 'function' ? new MutationObserver(scan) : undefined;
  added?.observe(document.documentElement, { childList: true, subtree: true });
  scan();

  const onClick = (event: Event) => {
    try {
      const button = (event.target as Element | null)?.closest?.(CENSUS_BUTTON);
      if (button) report(censusButtonClick.path, button);
    } catch {
      // never into the host page
    }
  };
  document.addEventListener('click', onClick, true);
  return () => {
    inView?.disconnect();
    added?.disconnect();
    document.removeEventListener('click', onClick, true);
  };
}
