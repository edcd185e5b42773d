import { handleError } from './errors.ts';
import { load } from './load.ts';
import { runtime } from './runtime.ts';
import { schedule } from './scheduler.ts';

/**
 * Hands the visitor's consent to chunks/consent.js, which decides and does the rest (the stored
 * choice, the page's data-consent and data-cookie-policy, Global Privacy Control; starting the
 * collectors when the browser is idle, stopping them and clearing what they kept).
 * `Vitrine.consent(granted)` goes at once, in order: a refusal takes effect without delay.
 */
export function consent(granted?: boolean) {
  load('consent')
    .then((mod) => mod.consent(granted, runtime, load))
    .catch(handleError);
}

/**
 * The page's start: the chunk decides from the page, when the browser is idle (never delaying a
 * widget). A Vitrine.consent call made before then (queued by the page) wins over it.
 */
export function startConsent() {
  schedule(null as never, 'idle', () => consent());
}
