import { handleError } from './events.ts';
import { load } from './load.ts';

/**
 * One of the loader's own chunks (press, register, queue), called by its own name: chunks/<name>.js
 * exports <name>(…args). A failure goes to the one error handler, never into the page.
 */
export const via = (name: 'press' | 'register' | 'queue', ...args: unknown[]) =>
  load(name)
    .then((mod) => (mod[name] as (...a: unknown[]) => void)(...args))
    .catch(handleError);
