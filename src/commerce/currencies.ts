import { type CurrencyCode, SUPPORTED_CURRENCY_CODES } from './currencyCode.ts';
import { storeFractionDigits } from './money/storeFractionDigits.ts';

export interface Currency {
  code: CurrencyCode;
  /** English display name (CLDR's). */
  name: string;
  fractionDigits: 0 | 2;
  /** ISO 4217 numeric code, three digits with leading zeros as the standard writes it ('036'). */
  numericCode: string;
}

// ISO 4217 numeric codes and English names, in the order of SUPPORTED_CURRENCY_CODES.
const _FACTS: Readonly<Record<CurrencyCode, readonly [numericCode: string, name: string]>> = {
  EUR: ['978', 'Euro'],
  USD: ['840', 'US Dollar'],
  AUD: ['036', 'Australian Dollar'],
  NOK: ['578', 'Norwegian Krone'],
  CAD: ['124', 'Canadian Dollar'],
  NZD: ['554', 'New Zealand Dollar'],
  DKK: ['208', 'Danish Krone'],
  GBP: ['826', 'British Pound'],
  HKD: ['344', 'Hong Kong Dollar'],
  CHF: ['756', 'Swiss Franc'],
  MXN: ['484', 'Mexican Peso'],
  SGD: ['702', 'Singapore Dollar'],
  SEK: ['752', 'Swedish Krona'],
  CZK: ['203', 'Czech Koruna'],
  ILS: ['376', 'Israeli New Shekel'],
  PHP: ['608', 'Philippine Peso'],
  RUB: ['643', 'Russian Ruble'],
  PLN: ['985', 'Polish Zloty'],
  THB: ['764', 'Thai Baht'],
  MYR: ['458', 'Malaysian Ringgit'],
  ARS: ['032', 'Argentine Peso'],
  BRL: ['986', 'Brazilian Real'],
  COP: ['170', 'Colombian Peso'],
  IDR: ['360', 'Indonesian Rupiah'],
  INR: ['356', 'Indian Rupee'],
  JPY: ['392', 'Japanese Yen'],
  ZAR: ['710', 'South African Rand'],
};

/** Every supported currency, in the spec's order. */
export const CURRENCIES: readonly Currency[] = SUPPORTED_CURRENCY_CODES.map((code) => ({
  code,
  name: _FACTS[code][1],
  fractionDigits: storeFractionDigits(code),
  numericCode: _FACTS[code][0],
}));

/** The currency with this alphabetic code (case-insensitive), or undefined when unsupported. */
export function currencyByCode(code: string): Currency | undefined {
  const upper = code.trim().toUpperCase();
  return CURRENCIES.find((c) => c.code === upper);
}

/** The currency with this ISO 4217 numeric code ('036' or 36), or undefined when unsupported. */
export function currencyByNumericCode(numericCode: string | number): Currency | undefined {
  const padded = String(numericCode).trim().padStart(3, '0');
  return CURRENCIES.find((c) => c.numericCode === padded);
}
