/** Intl.NumberFormat instances by locale and options, shared by decimal, money, unit and commerce formatters. */

const _cache = new Map<string, Intl.NumberFormat>();

/**
 * A cached Intl.NumberFormat; constructing one costs far more than formatting with it. The
 * cache is emptied at 200 entries, so templates that vary their options cannot grow it forever.
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
