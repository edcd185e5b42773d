/** A throttled function plus a way to drop the call still waiting (on unmount). */
export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Run `fn` at most once per `ms`, and once more after the last call, so a popover
 * following a scroll ends where the scroll stopped rather than where the last tick caught it.
 */
export function throttle(fn: () => void, ms: number): Throttled {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = -Infinity;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    if (timer !== undefined) return;
    const wait = last + ms - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
