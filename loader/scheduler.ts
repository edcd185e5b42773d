// Touch starts a pointerdown and keyboard focus a focusin, so these three cover every first touch.
const _interactions = ['pointerdown', 'focusin', 'mouseover'];

/**
 * Run `start` for `el` by its strategy (idle when none matches). Nothing is cancelled: a widget
 * whose element left the page before its turn is simply not mounted (observer.ts checks).
 */
export function schedule(el: Element, strategy: string, start: () => void) {
  if (strategy === 'visible') {
    // One observer per element: cheap, and two widgets on one element each get their own.
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        start();
      }
    });
    io.observe(el);
  } else if (strategy === 'interaction') {
    const run = () => {
      _interactions.map((type) => el.removeEventListener(type, run));
      start();
    };
    _interactions.map((type) => el.addEventListener(type, run));
  } else if (strategy === 'eager') start();
  // Safari has no requestIdleCallback; setTimeout reads the options object as a 0 ms delay.
  else (self.requestIdleCallback || setTimeout)(start, { timeout: 2000 } as never);
}
