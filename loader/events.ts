import type { Listener } from '../src/runtime/types.ts';
import { handleError } from './errors.ts';
import { via } from './via.ts';

const _listeners: Record<string, Set<Listener>> = {};

/** A listener that is not a function is refused in words (chunks/queue.js), not kept to throw at each emit. */
export const on = (type: string, fn: Listener) =>
  (fn as Listener | undefined)?.call
    ? (_listeners[type] ||= new Set()).add(fn)
    : via('queue', ['on', type, fn]);

export const off = (type: string, fn: Listener) => {
  _listeners[type]?.delete(fn);
};

/** A throwing listener goes to the one error handler; the others still run. */
export const emit = (type: string, detail?: unknown) => {
  for (const fn of _listeners[type] || []) {
    try {
      fn(detail);
    } catch (error) {
      handleError(error);
    }
  }
};
