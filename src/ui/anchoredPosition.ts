import { isMobileWidth } from './breakpoint.ts';

/** The header gap of the spec's added-item popover: its distance from the cart link and the viewport edges. */
export const POPOVER_GAP = 16;

export interface Size {
  width: number;
  height: number;
}

/** The fields of a DOMRect the maths needs, so tests can pass plain objects. */
export interface AnchorRect {
  top: number;
  right: number;
  bottom: number;
  left: number;
  width: number;
  height: number;
}

export interface AnchoredPosition {
  top: number;
  left: number;
  /** Narrow viewports shrink the box instead of letting it push the page sideways. */
  maxWidth: number;
  placement: 'anchor' | 'top-right';
  /** On a mobile viewport (at most 432 px) the box spans it, `gap` inside each side. */
  width?: number;
}

/**
 * An anchor counts only if the shopper can see it: `display: none` (and detached nodes)
 * measure 0×0, and a cart link scrolled entirely out of view would put the box off-screen.
 */
export function isAnchorVisible(rect: AnchorRect | null | undefined, viewport: Size): rect is AnchorRect {
  if (!rect || rect.width <= 0 || rect.height <= 0) return false;
  return rect.bottom > 0 && rect.right > 0 && rect.top < viewport.height && rect.left < viewport.width;
}

/**
 * Where a fixed-position box goes: under the anchor, its right edge aligned with the
 * anchor's (cart links sit at the right of headers), `gap` below it; otherwise at the top
 * right of the viewport. Either way it is kept `gap` inside both sides and the bottom.
 */
export function anchoredPosition(
  anchor: AnchorRect | null | undefined,
  popover: Size,
  viewport: Size,
  gap: number = POPOVER_GAP,
): AnchoredPosition {
  const maxWidth = Math.max(0, viewport.width - 2 * gap);
  // Mobile (≤ 432 px): the full width between the gaps, under the anchor or at the top; desktop
  // (≥ 433 px): its own width, right-aligned under the anchor or at the top right.
  const mobile = isMobileWidth(viewport.width);
  const width = mobile ? maxWidth : Math.min(popover.width, maxWidth);
  const full = mobile ? { width } : {};
  const clampLeft = (left: number) => Math.max(gap, Math.min(left, viewport.width - gap - width));
  if (!isAnchorVisible(anchor, viewport)) {
    return {
      top: gap,
      left: Math.round(clampLeft(viewport.width - gap - width)),
      maxWidth,
      placement: 'top-right',
      ...full,
    };
  }
  // Under an anchor low in the window the box moves up rather than off the bottom edge.
  const top = Math.max(gap, Math.min(anchor.bottom + gap, viewport.height - gap - popover.height));
  return {
    top: Math.round(top),
    left: Math.round(clampLeft(anchor.right - width)),
    maxWidth,
    placement: 'anchor',
    ...full,
  };
}
