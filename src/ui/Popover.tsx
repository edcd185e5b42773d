import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { anchoredPosition, POPOVER_GAP } from './anchoredPosition.ts';
import { announce } from './announce.ts';
import { isMobileWidth } from './breakpoint.ts';
import { injectBaseStyles } from './injectBaseStyles.ts';
import { injectStyles } from './injectStyles.ts';
import popoverCss from './popover.css?inline';
import { throttle } from './throttle.ts';
import { useAutoDismiss } from './useAutoDismiss.ts';
import { viewportSize } from './viewportSize.ts';
import { coreMessages } from '../i18n/coreMessages.ts';

/** Spec (engine-and-platform §9): the scroll handler of the cart popover is throttled to 100 ms. */
export const POPOVER_REPOSITION_THROTTLE_MS = 100;

export type PopoverCloseReason = 'close-button' | 'escape' | 'timeout';

export interface PopoverProps {
  open: boolean;
  onClose: (reason: PopoverCloseReason) => void;
  /** The element to sit under (the cart link); looked up again at every reposition if a function. */
  anchor?: Element | null | (() => Element | null);
  children: ComponentChildren;
  /** Spoken politely when the popover opens (the box itself never takes focus). */
  announcement?: string;
  /** Close by itself after this long (3000 for the added-item popover); paused while focused. */
  dismissAfterMs?: number;
  closeLabel?: string;
  /** Distance from the anchor and the viewport edges. */
  gap?: number;
  class?: string;
  nonce?: string;
}

function _resolve(anchor: PopoverProps['anchor']): Element | null {
  try {
    return (typeof anchor === 'function' ? anchor() : anchor) ?? null;
  } catch {
    return null;
  }
}

/**
 * A non-modal box under an anchor, or at the top right when the anchor is not visible.
 * It never takes focus (the shopper keeps typing); its text reaches screen readers through
 * the page's one announcer. Remount it (a new `key`) to show it afresh for a new event.
 */
export function Popover(props: PopoverProps) {
  const { open, gap = POPOVER_GAP, closeLabel = coreMessages['dialog.close'], announcement, nonce } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  // Where focus came from when the shopper entered the box, to give it back on close.
  const cameFrom = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    injectBaseStyles(nonce);
    injectStyles('popover', popoverCss, nonce);
  }, [open, nonce]);

  // Position before the first paint, then follow scroll and resize.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const view = box?.ownerDocument.defaultView;
    if (!open || !box || !view) return;
    const place = () => {
      const viewport = viewportSize(box.ownerDocument);
      const anchor = _resolve(latest.current.anchor);
      const rect = anchor?.isConnected ? anchor.getBoundingClientRect() : null;
      // Narrow first: the width measured next depends on it. Mobile (≤ 432 px): it spans the
      // viewport between the gaps (anchoredPosition), so its height is measured at that width.
      const span = `${Math.max(0, viewport.width - 2 * gap)}px`;
      box.style.maxWidth = span;
      box.style.width = isMobileWidth(viewport.width) ? span : '';
      const at = anchoredPosition(rect, { width: box.offsetWidth, height: box.offsetHeight }, viewport, gap);
      box.style.top = `${at.top}px`;
      box.style.left = `${at.left}px`;
      box.style.right = 'auto';
      box.dataset.placement = at.placement;
      box.classList.toggle('vitrine-popover--mobile', at.width !== undefined);
    };
    place();
    const onMove = throttle(place, POPOVER_REPOSITION_THROTTLE_MS);
    // Capture: scrolling containers (not just the window) move the anchor too.
    view.addEventListener('scroll', onMove, { capture: true, passive: true });
    view.addEventListener('resize', onMove, { passive: true });
    // The anchor or the box changing size moves it too: the cart link's text grows as the cart
    // it names arrives ('2 items $90.00'), after the box was placed under it.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(onMove) : undefined;
    const anchor = _resolve(latest.current.anchor);
    if (anchor) resized?.observe(anchor);
    resized?.observe(box);
    return () => {
      view.removeEventListener('scroll', onMove, { capture: true });
      view.removeEventListener('resize', onMove);
      resized?.disconnect();
      onMove.cancel();
    };
  }, [open, gap]);

  useEffect(() => {
    if (open && announcement) announce(announcement);
  }, [open, announcement]);

  useAutoDismiss(boxRef, open ? props.dismissAfterMs : undefined, () => latest.current.onClose('timeout'));

  // Closing while focus is inside would drop it on <body>: hand it back to where it came
  // from, else to the anchor. Runs in the close handlers (the auto-dismiss cannot fire while
  // focus is inside) and on unmount, while the box is still in the document.
  const giveFocusBack = () => {
    const box = boxRef.current;
    if (!box?.contains(box.ownerDocument.activeElement)) return;
    const anchor = _resolve(latest.current.anchor);
    const target = cameFrom.current?.isConnected ? cameFrom.current : anchor;
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  };
  const close = (reason: PopoverCloseReason) => {
    giveFocusBack();
    latest.current.onClose(reason);
  };
  useLayoutEffect(() => (open ? giveFocusBack : undefined), [open]);

  if (!open) return null;
  return createPortal(
    <div
      ref={boxRef}
      class={props.class ? `vitrine-popover ${props.class}` : 'vitrine-popover'}
      role="region"
      aria-label={announcement}
      onFocusIn={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        close('escape');
      }}
    >
      <div class="vitrine-popover__body">{props.children}</div>
      <button
        type="button"
        class="vitrine-close vitrine-popover__close"
        aria-label={closeLabel}
        onClick={() => close('close-button')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>,
    document.body,
  );
}
