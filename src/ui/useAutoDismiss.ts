import { type RefObject, useEffect, useRef } from 'react';

/**
 * Call `onTimeout` after `ms` of the box being left alone. The clock pauses while focus or
 * the pointer is inside (WCAG 2.2.1: a shopper reading it or reaching for Close keeps it)
 * and resumes with the time that was left. `ms` undefined or 0: never. A new `restartKey`
 * starts the full time again.
 */
export function useAutoDismiss(
  ref: RefObject<HTMLElement | null>,
  ms: number | undefined,
  onTimeout: () => void,
  restartKey?: unknown,
): void {
  const latest = useRef(onTimeout);
  latest.current = onTimeout;

  useEffect(() => {
    const box = ref.current;
    if (!box || !ms) return;
    let remaining = ms;
    let startedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let focused = box.contains(box.ownerDocument.activeElement);
    let hovered = false;

    const update = () => {
      if (focused || hovered) {
        if (timer === undefined) return;
        clearTimeout(timer);
        timer = undefined;
        remaining -= Date.now() - startedAt;
      } else if (timer === undefined) {
        startedAt = Date.now();
        timer = setTimeout(() => latest.current(), Math.max(0, remaining));
      }
    };
    const onFocusIn = () => {
      focused = true;
      update();
    };
    const onFocusOut = (event: FocusEvent) => {
      focused = box.contains(event.relatedTarget as Node | null);
      update();
    };
    const onEnter = () => {
      hovered = true;
      update();
    };
    const onLeave = () => {
      hovered = false;
      update();
    };
    box.addEventListener('focusin', onFocusIn);
    box.addEventListener('focusout', onFocusOut);
    box.addEventListener('mouseenter', onEnter);
    box.addEventListener('mouseleave', onLeave);
    update();
    return () => {
      clearTimeout(timer);
      box.removeEventListener('focusin', onFocusIn);
      box.removeEventListener('focusout', onFocusOut);
      box.removeEventListener('mouseenter', onEnter);
      box.removeEventListener('mouseleave', onLeave);
    };
  }, [ref, ms, restartKey]);
}
