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
