import type { CapturedError } from '../src/runtime/types.ts';
import { config } from './config.ts';
import { emit } from './events.ts';

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

/** The one handler every widget failure goes to: kept, logged under data-debug, announced. */
export const handleError = (error: unknown, widget?: string, element?: Element) => {
  _capture(error, widget);
  if (config.debug != null) console.error('[vitrine]', widget, error);
  if (widget) emit('widget:error', { error, widget, element });
};
