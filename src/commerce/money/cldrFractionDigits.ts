import { numberFormat } from '../../i18n/numberFormat.ts';

/**
 * The currency's usual fraction digits in CLDR (2 for USD, 0 for JPY, IDR and COP, 3 for KWD):
 * the rule of the engine's CLDR money text, not the store's (see storeFractionDigits). A code
 * Intl refuses gets 2.
 */
export function cldrFractionDigits(currencyCode: string): number {
  try {
    return (
      numberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}
