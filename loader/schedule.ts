import type { Strategy } from '../src/runtime/types.ts';

type Cancel = () => void;

const _interactions = ['pointerdown', 'focusin', 'keydown', 'mouseover', 'touchstart'];
const _visible = new Map<Element, () => void>();
let _io: IntersectionObserver | undefined;

/**
 * Run `start` for `el` according to its strategy; returns a cancel function so an
 * element removed before it hydrated never mounts.
 */
export function schedule(el: Element, strategy: Strategy | string, start: () => void): Cancel {
  if (strategy === 'visible' && self.IntersectionObserver) {
    _io ||= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const run = entry.isIntersecting && _visible.get(entry.target);
        if (run) {
          _io!.unobserve(entry.target);
          _visible.delete(entry.target);
          run();
        }
      }
    });
    _visible.set(el, start);
    _io.observe(el);
    return () => {
      _visible.delete(el);
      _io!.unobserve(el);
    };
  }
  if (strategy === 'interaction') {
    const run = () => {
      cancel();
      start();
    };
    const cancel = () => {
      for (const type of _interactions) el.removeEventListener(type, run);
    };
    for (const type of _interactions) el.addEventListener(type, run, { passive: true });
    return cancel;
  }
  if (strategy === 'eager') {
    start();
    return () => {};
  }
  // idle (the default); Safari has no requestIdleCallback.
  if ('requestIdleCallback' in self) {
    const id = requestIdleCallback(start, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(start, 1);
  return () => clearTimeout(id);
}
