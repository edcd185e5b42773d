import type { Listener } from '../src/runtime/types.ts';
import { handleError } from './errors.ts';

const _listeners: Record<string, Set<Listener>> = {};

export const on = (type: string, fn: Listener) => {
  (_listeners[type] ||= new Set()).add(fn);
};

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
