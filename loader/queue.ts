import { via } from './via.ts';
import { runtime } from './runtime.ts';

type Command = ((r: typeof runtime) => void) | [string, ...unknown[]];

/**
 * `window.vitrine = window.vitrine || []` lets a page call us before we loaded: what it pushed
 * runs now, later pushes run at once. A command is a function or ['method', ...args].
 */
export function drainQueue(w: { vitrine?: Command[] | { push(...c: Command[]): void } }) {
  const run = (c: Command) => {
    try {
      // A function has .call, an array has not (the shortest test of the two).
      if ((c as () => void).call) (c as (r: typeof runtime) => void)(runtime);
      else (runtime[(c as string[])[0] as 'emit'] as (...a: unknown[]) => void)(...(c as unknown[]).slice(1));
    } catch (error) {
      // chunks/queue.js, loaded only now: one console warning naming the command and what was
      // expected (a command of the right shape that threw goes on to the error handler).
      via('queue', c, error);
    }
  };
  const queued = w.vitrine;
  w.vitrine = { push: (...c) => c.map(run) };
  // The page's stub is an array (docs/integrators/api.md); anything else holds nothing for us.
  (queued as Command[] | undefined)?.map?.(run);
}
