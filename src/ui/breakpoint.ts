/**
 * The mobile breakpoint (engine spec §9, "Cart indicator and platform"): mobile at most 432 px
 * wide, desktop from 433 px. The cart pill's styles (cartPill.css, `max-width: 432px`) and the
 * added-item popover's placement (anchoredPosition.ts) apply it; the editor's limits re-export it.
 */
export const MOBILE_MAX_WIDTH = 432;
export const DESKTOP_MIN_WIDTH = MOBILE_MAX_WIDTH + 1;

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}
