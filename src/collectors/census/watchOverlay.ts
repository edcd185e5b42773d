import { censusOverlay } from '../../api/wire/census.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import type { POPUP_OVERLAY_ATTR } from '../../widgets/visitorForm/popupOverlay.ts';
import type { PageContext } from '../common/pageContext.ts';
import { send } from '../common/transport.ts';
import { visitorAndPage } from './censusFields.ts';

/** The visitor form's popup overlay (docs/theme-authors/visitor-forms.md): its widget unhides it to show it. */
const OVERLAY_ATTR = 'data-vitrine-popup-overlay' satisfies typeof POPUP_OVERLAY_ATTR;

/** Each overlay is reported once a page, even when consent is withdrawn and given again. */
const _reported = new WeakSet<Element>();

/**
 * POST /api/census/overlay (engine spec §7) when a popup overlay shows: once a page for each
 * overlay, whether it showed before the census started or after. Returns the stop.
 */
export function watchOverlay(runtime: VitrineRuntime, page: PageContext): () => void {
  const scan = () => {
    for (const overlay of document.querySelectorAll(`[${OVERLAY_ATTR}]`)) {
      if (overlay.hasAttribute('hidden') || _reported.has(overlay)) continue;
      _reported.add(overlay);
      send(runtime, { url: censusOverlay.path, body: JSON.stringify(visitorAndPage(page, overlay)) });
    }
  };
  const observer = typeof MutationObserver === 'function' ? new MutationObserver(scan) : undefined;
  observer?.observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['hidden', OVERLAY_ATTR],
  });
  scan();
  return () => observer?.disconnect();
}
