/**
 * Locale money formatting (the CLDR formatting behind `money` and `useCLDRMoneyFormat`).
 *
 * Usage:
 *   formatMoney('2500', 'EUR', 'de-DE')                 → '2.500,00 €'
 *   formatMoney(-1234.56, 'USD', 'en-US', { style: 'accounting' }) → '($1,234.56)'
 *   formatMoney(centsToDecimal(2500), 'USD')            → '$25.00'
 *
 * The amount is a *decimal* amount (major units). Data that carries minor units (cents, as in
 * `{value, currency}` money objects: spec §3) goes through `centsToDecimal` first. Strings are
 * formatted exactly, without a trip through floating point.
 *
 * Built on the platform's Intl (Node 20 and browsers ship CLDR via ICU), so it is correct for
 * every locale and currency without a data table of our own.
 */
import { localeOrDefault } from './locale.ts';
import { numberFormat } from './number-format.ts';
import { type DigitOptions, decimalInput, intlDigitOptions } from './number-options.ts';

/**
 * - symbol: '$1,234.56' (default)      - accounting: '($1,234.56)' for negatives
 * - name: '1,234.56 US dollars'        - code: 'USD 1,234.56'
 * - short: '$1.2K'                      - long: '$1.2 thousand'
 */
export type MoneyStyle = 'symbol' | 'accounting' | 'name' | 'code' | 'short' | 'long';

export interface MoneyFormatOptions extends DigitOptions {
  style?: MoneyStyle;
  /** 'narrow' shows '$' where 'default' shows 'US$' or 'CA$'. */
  symbolWidth?: 'default' | 'narrow';
}

const _DEFAULTS: MoneyFormatOptions = { style: 'symbol', symbolWidth: 'default' };

/** The currency's usual number of fraction digits in CLDR (2 for USD, 0 for JPY, 3 for KWD). */
export function currencyFractionDigits(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Format `amount` (major units) of `currency` (ISO 4217 code) for `locale` (BCP 47, '_' also
 * accepted; default en-US). Returns '' when the amount is not a number or the code is not
 * three letters, so a bad value never breaks a page.
 */
export function formatMoney(
  amount: string | number,
  currency: string,
  locale?: string,
  options: MoneyFormatOptions = {},
): string {
  const opts = { ..._DEFAULTS, ...options };
  const input = decimalInput(amount);
  const code = currency.trim().toUpperCase();
  if (input === undefined || !/^[A-Z]{3}$/.test(code)) return '';
  const digits = currencyFractionDigits(code);
  const intl: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: code,
    currencyDisplay: opts.symbolWidth === 'narrow' ? 'narrowSymbol' : 'symbol',
  };
  switch (opts.style) {
    case 'accounting':
      intl.currencySign = 'accounting';
      break;
    case 'name':
      intl.currencyDisplay = 'name';
      break;
    case 'code':
      intl.currencyDisplay = 'code';
      break;
    case 'short':
    case 'long':
      intl.notation = 'compact';
      intl.compactDisplay = opts.style;
      break;
  }
  // Compact notation picks its own digits ('$123K') unless the template asks otherwise.
  const compact = intl.notation === 'compact';
  Object.assign(intl, intlDigitOptions(opts, compact ? { min: 0, max: 0 } : { min: digits, max: digits }));
  return numberFormat(localeOrDefault(locale), intl).format(input as number);
}

/**
 * Minor units (cents) to a decimal string, exactly: spec §3/§9 say money amounts are in
 * cents, divided by 100 for display. '2500' → '25.00', -5 → '-0.05'. Undefined when the
 * value is not an integer amount.
 */
export function centsToDecimal(cents: string | number): string | undefined {
  const s = typeof cents === 'number' ? (Number.isSafeInteger(cents) ? String(cents) : '') : cents.trim();
  const m = /^([-+]?)(\d+)$/.exec(s);
  if (m === null) return undefined;
  const digits = (m[2] ?? '').padStart(3, '0');
  return `${m[1] === '-' ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
