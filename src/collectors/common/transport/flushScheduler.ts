import type { Clock } from './clock.ts';

/** When a visible page's next flush runs: one timer, moved earlier (or anew) as beacons come. */
export interface FlushScheduler {
  /** Run the flush at `at` (ms since the epoch): earlier than a timer already set, or instead of it with `replace`. */
  wake(at: number, replace?: boolean): void;
  /** No flush pending any more. */
  cancel(): void;
}

export function createFlushScheduler(clock: Clock, flush: () => void): FlushScheduler {
  let timer: unknown;
  let pending = false;
  let flushAt = 0;
  return {
    wake(at, replace = false) {
      if (pending && !replace && flushAt <= at) return;
      clock.clearTimeout(timer);
      flushAt = at;
      pending = true;
      timer = clock.setTimeout(
        () => {
          pending = false;
          flush();
        },
        Math.max(0, at - clock.now()),
      );
    },
    cancel() {
      clock.clearTimeout(timer);
      pending = false;
    },
  };
}
