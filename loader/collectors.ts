import type { ConsentModule } from '../src/runtime/types.ts';
import { handleError } from './errors.ts';
import { load } from './load.ts';
import { runtime } from './runtime.ts';
import { schedule } from './scheduler.ts';

/** chunks/consent.js, asked for once: every call waits on this one promise, so they keep their order. */
let _chunk: Promise<ConsentModule> | undefined;

/**
 * Hands the visitor's consent to chunks/consent.js, which decides and does the rest (the stored
 * choice, the page's data-consent and data-cookie-policy, Global Privacy Control; starting the
 * collectors when the browser is idle, stopping them and clearing what they kept).
 * `Vitrine.consent(granted)` goes at once, a refusal without delay, and the calls reach the chunk
 * in the order they were made (two import() calls of one module may settle in either order).
 */
export function consent(granted?: boolean) {
  (_chunk ||= load('consent')).then((mod) => mod.consent(granted, runtime, load)).catch(handleError);
}

/**
 * The page's start: the chunk decides from the page, when the browser is idle (never delaying a
 * widget). A Vitrine.consent call the page made before then (queued) wins over it.
 */
export function startConsent() {
  // No strategy ('') is idle, as for a registered widget that names none.
  schedule(null as never, '', () => consent());
}
