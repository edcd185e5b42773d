/**
 * Locale tags as templates write them ('de_DE', 'en-US', 'none') turned into a BCP 47 tag
 * that Intl accepts. Templates come from site owners, so a malformed tag must not throw.
 */

import { canonicalLocale } from '../../../i18n/canonicalLocale.ts';

/** The engine's locale when a render has none (spec: default locale en-US). */
export const DEFAULT_LOCALE = 'en-US';

// One implementation for the engine and the bundle (src/i18n): the same tags, the same rule.
export { canonicalLocale };

/** `tag` made canonical, else the default locale. */
export function localeOrDefault(tag: string | undefined): string {
  return canonicalLocale(tag) ?? DEFAULT_LOCALE;
}

/** The language subtag ('de' for 'de-DE'). */
export function languageOf(locale: string): string {
  return locale.split('-')[0]?.toLowerCase() ?? 'en';
}
