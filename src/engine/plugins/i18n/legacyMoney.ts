/**
 * `i18n-money-format`: the legacy (pre-CLDR) money format still found in older templates.
 *
 * It differs from CLDR on purpose, and the public cases pin the differences: one symbol per
 * currency whatever the locale ('$' for USD even in fr, 'C$' for CAD, 'kr' for SEK), no
 * space between number and symbol unless the symbol's near side is a letter ('1.234,56$'
 * but '1.234,56 kr', 'A$1,234.56' but 'kr 1,234.56'), and a plain hyphen-minus and
 * no-break space where current CLDR has U+2212 and U+202F.
 */
import { cldrFractionDigits } from '../../../commerce/money/cldrFractionDigits.ts';
import { normaliseMoneyText } from '../../../commerce/money/normaliseMoneyText.ts';
import { get } from '../json.ts';
import type { Formatter } from '../types.ts';
import { canonicalLocale } from './locale.ts';
import { decimalInput } from './numberOptions.ts';

const _SYMBOLS: Readonly<Record<string, string>> = {
  AUD: 'A$',
  CAD: 'C$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  SEK: 'kr',
  USD: '$',
};

function _symbol(code: string): string {
  const known = _SYMBOLS[code];
  if (known !== undefined) return known;
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? code;
}

/** Whether the locale writes the currency symbol after the number (de, fr, sv …). */
function _symbolAfter(locale: string): boolean {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).formatToParts(1);
  return parts.findIndex((p) => p.type === 'currency') > parts.findIndex((p) => p.type === 'integer');
}

/** Format `amount` of `currency` the legacy way for `locale` (BCP 47). */
export function formatLegacyMoney(amount: string | number, currency: string, locale: string): string {
  const digits = cldrFractionDigits(currency);
  const abs = normaliseMoneyText(
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      roundingMode: 'halfEven',
    })
      .formatToParts(amount as number)
      .filter((p) => p.type !== 'minusSign' && p.type !== 'plusSign')
      .map((p) => p.value)
      .join(''),
  );
  const negative = typeof amount === 'number' ? amount < 0 : amount.trim().startsWith('-');
  const isZero = !/[1-9]/.test(abs);
  const sign = negative && !isZero ? '-' : '';
  const symbol = _symbol(currency);
  if (_symbolAfter(locale)) {
    const space = /\p{L}/u.test(symbol.charAt(0)) ? ' ' : '';
    return `${sign}${abs}${space}${symbol}`;
  }
  // A letter symbol keeps its space and the sign moves next to the digits ('kr -1,234.56').
  if (/\p{L}/u.test(symbol.charAt(symbol.length - 1))) return `${symbol} ${sign}${abs}`;
  return `${sign}${symbol}${abs}`;
}

/** `{money|i18n-money-format de_DE}` on `{decimalValue, currencyCode}`. */
export const i18nMoneyFormat: Formatter = (value, args, ctx) => {
  const amount = decimalInput(get(value, 'decimalValue'));
  if (amount === undefined) return '';
  const currencyCode = get(value, 'currencyCode');
  const code = typeof currencyCode === 'string' ? currencyCode.trim().toUpperCase() : 'USD';
  if (!/^[A-Z]{3}$/.test(code)) return '';
  const tag = args[0];
  const locale = tag !== undefined ? canonicalLocale(tag) : 'en-US';
  if (locale === undefined) {
    ctx.error(`Invalid locale '${tag}' for i18n-money-format`);
    return '';
  }
  return formatLegacyMoney(amount, code, locale);
};
