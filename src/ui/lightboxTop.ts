/** Spec (storefront §9): content taller than the window starts 50 px from the top. */
export const LIGHTBOX_TOP_MARGIN = 50;
/** Spec (storefront §9): the lightbox re-measures once a resize has paused this long. */
export const LIGHTBOX_RESIZE_DEBOUNCE_MS = 100;

/** The lightbox panel's top margin: fixed when it overflows the window, otherwise centring it. */
export function lightboxTop(contentHeight: number, windowHeight: number): number {
  if (contentHeight > windowHeight) return LIGHTBOX_TOP_MARGIN;
  return Math.round((windowHeight - contentHeight) / 2);
}
