import { type RefObject, useLayoutEffect } from 'react';
import { debounce } from './debounce.ts';
import { LIGHTBOX_RESIZE_DEBOUNCE_MS, lightboxTop } from './lightboxTop.ts';

/**
 * Lightbox placement (spec storefront §9): measure the panel against the window on open and
 * again once a resize settles, and set its top margin (50 px when taller, else centred).
 */
export function useLightboxMargin(panelRef: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const view = panel?.ownerDocument.defaultView;
    if (!active || !panel || !view) return;
    const measure = () => {
      panel.style.marginTop = `${lightboxTop(panel.offsetHeight, view.innerHeight)}px`;
    };
    measure();
    const onResize = debounce(measure, LIGHTBOX_RESIZE_DEBOUNCE_MS);
    view.addEventListener('resize', onResize);
    return () => {
      view.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, [panelRef, active]);
}
