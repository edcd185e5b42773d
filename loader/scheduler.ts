/** When the browser is next idle; Safari has none, and setTimeout reads the options object as a 0 ms delay. */
export const idle = (self.requestIdleCallback || setTimeout) as (
  fn: () => void,
  options: { timeout: number },
) => number;

/**
 * Run `start` for `el` by its strategy (idle when none matches). `interaction` waits for the
 * element's first focus or press (a tap or a click), which the press listener (observer.ts) sees for
 * every strategy. Nothing is cancelled: a widget whose element left the page before its turn is
 * simply not mounted (observer.ts checks).
 */
export function schedule(el: Element, strategy: string | undefined, start: () => void) {
  if (strategy == 'visible') {
    // One observer per element: cheap, and two widgets on one element each get their own.
    const io = new IntersectionObserver((entries) => {
      // The last entry is where the element is now.
      if (entries.pop()!.isIntersecting) {
        io.disconnect();
        start();
      }
    });
    io.observe(el);
  } else if (strategy == 'eager') start();
  else if (strategy != 'interaction') idle(start, { timeout: 2000 });
}
