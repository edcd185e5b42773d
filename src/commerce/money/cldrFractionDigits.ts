import { numberFormat } from '../../i18n/numberFormat.ts';

/** Digits by code: resolvedOptions() costs more than formatting the amount itself. */
const _digits = new Map<string, number>();

/**
 * The currency's usual fraction digits in CLDR (2 for USD, 0 for JPY, IDR and COP, 3 for KWD):
 * the rule of the engine's CLDR money text, not the store's (see storeFractionDigits). A code
 * Intl refuses gets 2.
 */
export function cldrFractionDigits(currencyCode: string): number {
  let digits = _digits.get(currencyCode);
  if (digits === undefined) {
    try {
      digits =
        numberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    // Emptied at 200 codes, so odd codes from templates cannot grow it forever.
    if (_digits.size >= 200) _digits.clear();
    _digits.set(currencyCode, digits);
  }
  return digits;
}
