import { canonicalLocale } from './canonicalLocale.ts';

/** The locale whose messages are built in, and the end of every fallback chain. */
export const FALLBACK_LOCALE = 'en';

/**
 * Where to look for a message, most specific first: 'fr-CA' → ['fr-CA', 'fr', 'en'],
 * 'zh-Hant-TW' → ['zh-Hant-TW', 'zh-Hant', 'zh', 'en']. Extensions ('-u-nu-arab') and private
 * use are dropped; underscores are read as hyphens. A malformed or missing tag gives ['en'],
 * never a throw: it comes from a site's markup.
 */
export function localeChain(tag: unknown): string[] {
  const canonical = canonicalLocale(tag);
  const chain: string[] = [];
  if (canonical !== undefined) {
    // A singleton subtag ('u', 'x' …) starts the extensions: messages are keyed without them.
    const subtags = (canonical.split(/-[a-z0-9]-/i)[0] ?? canonical).split('-');
    for (let n = subtags.length; n > 0; n--) chain.push(subtags.slice(0, n).join('-'));
  }
  if (!chain.includes(FALLBACK_LOCALE)) chain.push(FALLBACK_LOCALE);
  return chain;
}
