/**
 * Digits after the decimal point under the storefront's rule (spec §3 "Currency"): 2 for every
 * currency except JPY, which has none. Not CLDR's rule: CLDR gives COP and IDR 0 digits where
 * the store keeps 2 (see cldrFractionDigits for the engine's CLDR text). No table, so money in the
 * cart pill does not ship one.
 */
export function storeFractionDigits(currencyCode: string): 0 | 2 {
  return currencyCode === 'JPY' ? 0 : 2;
}
