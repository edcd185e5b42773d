import type { VitrineRuntime } from '../src/runtime/types.ts';
import { consent } from './collectors.ts';
import { config } from './config.ts';
import { errors, handleError } from './errors.ts';
import { emit, off, on } from './events.ts';
import { refresh } from './observer.ts';
import { via } from './via.ts';
import { registry } from './registry.ts';

declare const __VITRINE_VERSION__: string;

/** window.Vitrine: the public API, and what every widget and collector is handed. */
export const runtime: VitrineRuntime = {
  version: __VITRINE_VERSION__,
  config,
  errors,
  on,
  off,
  emit,
  handleError,
  refresh,
  // Checked (and put in the registry) by chunks/register.js, which says in words what is wrong
  // with a bad name, selector, load or strategy, and leaves the page as it was.
  register: (...args) => via('register', registry, refresh, ...args),
  consent,
};
