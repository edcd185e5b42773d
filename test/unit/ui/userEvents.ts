/** What a shopper does, as the DOM events a browser would send (happy-dom has no input layer). */

/** A key press on whatever has focus, bubbling like a real one. */
export function press(key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

/** Tab, moving focus the way a browser would unless a handler (the focus trap) took over. */
export function tab(shift = false): void {
  const from = document.activeElement as HTMLElement | null;
  const event = press('Tab', { shiftKey: shift });
  if (event.defaultPrevented || !from) return;
  const order = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input')];
  const next = order[order.indexOf(from) + (shift ? -1 : 1)];
  next?.focus();
}

/** Press and release the mouse on `down`, then on `up` (a drag), and the click lands on their common ancestor. */
export function click(down: Element, up: Element = down): void {
  down.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
  up.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true }));
  let target: Element | null = up;
  while (target && !target.contains(down)) target = target.parentElement;
  (target ?? up).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

/** Let focus-trap's one-tick delays (initial focus, return focus) run. */
export const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
