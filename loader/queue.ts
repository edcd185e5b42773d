import { handleError } from './errors.ts';
import { runtime } from './runtime.ts';

type Command = ((r: typeof runtime) => void) | [string, ...unknown[]];

/**
 * `window.vitrine = window.vitrine || []` lets a page call us before we loaded: what it pushed
 * runs now, later pushes run at once. A command is a function or ['method', ...args].
 */
export function drainQueue() {
  const w = window as unknown as { vitrine?: Command[] | { push(...c: Command[]): void } };
  const run = (c: Command) => {
    try {
      if (typeof c === 'function') c(runtime);
      else (runtime[c[0] as 'emit'] as (...a: unknown[]) => void)(...c.slice(1));
    } catch (error) {
      handleError(error);
    }
  };
  const queued = w.vitrine;
  w.vitrine = { push: (...c) => c.map(run) };
  // The page's stub is an array (README); anything else holds nothing for us.
  if (Array.isArray(queued)) queued.map(run);
}
