/**
 * Intl.NumberFormat instances by locale and options: one cache for the storefront's money, the
 * catalogue's numbers and the engine's decimal, money and unit formatters.
 */

const _cache = new Map<string, Intl.NumberFormat>();

/**
 * A cached Intl.NumberFormat; constructing one costs far more than formatting with it (the cart
 * pill formats on every update). The cache is emptied at 200 entries, so templates that vary
 * their options cannot grow it forever. Throws what Intl throws: callers pass checked options.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let nf = _cache.get(key);
  if (nf === undefined) {
    if (_cache.size >= 200) _cache.clear();
    nf = new Intl.NumberFormat(locale, options);
    _cache.set(key, nf);
  }
  return nf;
}

/**
 * Intl's first number on a page costs a phone 40–150 ms in one task (bench:page, 4× CPU): its
 * locale data, then the number formats' list of locales. Both are the same whatever the locale,
 * so they can be asked for ahead, each in a task of its own (two timers): then neither they nor
 * the first render that writes a price is a long task. The widgets' base chunk asks as it loads,
 * before its first mount's slice (defineWidget). Every browser that parses the bundle (ES2021:
 * Chrome 85, Firefox 79, Safari 14) has Intl.Locale, so neither step can throw into the page.
 */
export function warmNumbers(): void {
  setTimeout(() => new Intl.Locale('en').maximize());
  setTimeout(() => Intl.NumberFormat.supportedLocalesOf('en'));
}
