import type { CapturedError } from '../src/runtime/types.ts';
import { config } from './config.ts';

/*
 * What the loader tells: events to their listeners, and every failure to the one handler. In one
 * module because each calls the other (a throwing listener is a failure; a widget's failure is an
 * event, 'widget:error').
 */

/**
 * A listener as the bus keeps it: it may get whatever a page's script emits (the runtime's typed
 * on/off/emit, src/runtime/types.ts, say what each event should carry).
 */
export type Listener = (detail: unknown) => void;

/** The listeners, by event type: the runtime's on/off (runtime.ts) keep them. */
export const listeners: Record<string, Set<Listener>> = {};

/** Kept for the error reporter, which sends at most 20 reports per page (spec). */
export const errors: CapturedError[] = [];

// Only what the loader must keep: the reporter derives the message, file and line from the
// error (a cross-origin "Script error." has none of them, whatever we keep).
const _capture = (error: unknown, widget?: string) => {
  if (errors.length < 20) errors.push({ error, widget, at: Date.now() });
};

/** Page errors from the first moment, before the error reporter's chunk arrives. */
export const captureErrors = () => {
  addEventListener('error', (e) => _capture(e.error ?? e.message));
  addEventListener('unhandledrejection', (e) => _capture(e.reason));
};

/** A throwing listener goes to the one error handler; the others still run. */
export const emit = (type: string, detail?: unknown) => {
  for (const fn of listeners[type] || []) {
    try {
      fn(detail);
    } catch (error) {
      handleError(error);
    }
  }
};

/** The one handler every widget failure goes to: kept, logged under data-debug, announced. */
export const handleError = (error: unknown, widget?: string, element?: Element) => {
  _capture(error, widget);
  if (config.debug != null) console.error('[vitrine]', widget, error);
  if (widget) emit('widget:error', { error, widget, element });
};
