import type { PageSettings } from '../runtime/settings.ts';

/**
 * Whether the collectors may run, at the page's start or on the page's word (`asked`, from
 * Vitrine.consent), by the platform's rules (engine spec §9) and the browser's:
 * 1. Global Privacy Control refuses, whatever else says yes: it is the visitor's standing word.
 * 2. The page's own call (Vitrine.consent(true|false)): the visitor has just chosen.
 * 3. The visitor's stored choice, ss_cookieAllowed, which the site's banner records ('true' or
 *    '1' allows, 'false' or '0' refuses; any other value is no choice).
 * 4. What the page states on the loader tag (data-consent="granted" or "denied").
 * 5. The site's cookie policy: permissive allows without a banner; restrictive (the default)
 *    waits, which refuses until the visitor allows.
 */
export function decideConsent(
  asked: boolean | undefined,
  settings: Pick<PageSettings, 'consent' | 'cookiePolicy'>,
  stored: string | undefined,
  globalPrivacyControl: boolean,
): boolean {
  if (globalPrivacyControl) return false;
  if (asked !== undefined) return asked;
  if (stored === 'true' || stored === '1') return true;
  if (stored === 'false' || stored === '0') return false;
  if (settings.consent) return settings.consent === 'granted';
  return settings.cookiePolicy === 'permissive';
}
