/** Engine spec §9: "Default currency USD", for money that names none when no store currency is given. */
export const DEFAULT_CURRENCY = 'USD';

/** The three-letter code `value` names (any case, spaces around), upper case; else undefined. */
export function currencyCodeOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : undefined;
}

/**
 * The currency money is in: the code `value` names, else `fallback` (the store's), else USD. The
 * one rule for a currency that is missing or not a code, for the money reader and the ad pixel.
 */
export function currencyOr(value: unknown, fallback: unknown = DEFAULT_CURRENCY): string {
  return currencyCodeOf(value) ?? currencyCodeOf(fallback) ?? DEFAULT_CURRENCY;
}
