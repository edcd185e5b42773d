import { runtime } from './runtime.ts';
import { schedule } from './scheduler.ts';

/**
 * The page's start: the consent chunk decides from the page, when the browser is idle (never
 * delaying a widget). A Vitrine.consent call the page made before then (queued) wins over it.
 */
export function startConsent() {
  // No strategy ('') is idle, as for a registered widget that names none.
  // Without a word of the page's own (Vitrine.consent takes one): the chunk reads the page.
  schedule(null as never, '', () => (runtime.consent as (granted?: boolean) => void)());
}
