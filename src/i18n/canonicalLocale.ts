/**
 * Locale tags as sites and templates write them ('de_DE', 'en-us', 'none') turned into a BCP 47
 * tag that Intl accepts. They come from site owners' markup, so a malformed tag must not throw.
 */

const _canonical = new Map<unknown, string | undefined>();

/**
 * The canonical BCP 47 form of `tag` ('de_DE' → 'de-DE', 'EN-us' → 'en-US'), or undefined when
 * it is not a well-formed tag (or not text at all). Memoised: the same few tags recur on every
 * page and every render.
 */
export function canonicalLocale(tag: unknown): string | undefined {
  if (typeof tag !== 'string' || tag.trim() === '') return undefined;
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
