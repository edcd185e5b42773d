/**
 * Locale tags as templates write them ('de_DE', 'en-US', 'none') turned into a BCP 47 tag
 * that Intl accepts. Templates come from site owners, so a malformed tag must not throw.
 */

/** The engine's locale when a render has none (spec: default locale en-US). */
export const DEFAULT_LOCALE = 'en-US';

const _canonical = new Map<string, string | undefined>();

/**
 * The canonical BCP 47 form of `tag` ('de_DE' → 'de-DE'), or undefined when it is not a
 * well-formed tag. Results are memoised: the same few tags recur on every page.
 */
export function canonicalLocale(tag: string | undefined): string | undefined {
  if (tag === undefined || tag === '') return undefined;
  if (_canonical.has(tag)) return _canonical.get(tag);
  let out: string | undefined;
  try {
    out = Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0];
  } catch {
    out = undefined;
  }
  if (_canonical.size > 500) _canonical.clear();
  _canonical.set(tag, out);
  return out;
}

/** `tag` made canonical, else the default locale. */
export function localeOrDefault(tag: string | undefined): string {
  return canonicalLocale(tag) ?? DEFAULT_LOCALE;
}

/** The language subtag ('de' for 'de-DE'). */
export function languageOf(locale: string): string {
  return locale.split('-')[0]?.toLowerCase() ?? 'en';
}
