/**
 * Money under the storefront's rule (spec §3 and §9): every amount a widget writes (the cart
 * pill, the instalment line, the gift card, the variant picker's and the subscription block's
 * prices), one rule for all of them.
 *
 *   formatStoreMoney(123456, 'USD')            → '$1,234.56'
 *   formatStoreMoney(123456, 'SEK', 'de-DE')   → '1.234,56 kr'
 *   formatStoreMoneyDecimal('1234.6', 'JPY')   → '¥1,235'
 *
 * The rule: 2 fraction digits for every currency but JPY (storeFractionDigits), the narrow
 * symbol of each currency, 'kr' after the amount for DKK, NOK, SEK, CZK, RUB and PLN, and at most
 * 15 integer places. The engine's CLDR text follows another rule, with another name:
 * formatCldrMoney.
 */
import { canonicalLocale } from '../../i18n/canonicalLocale.ts';
import { numberFormat } from '../../i18n/numberFormat.ts';
import { normaliseMoneyText } from './normaliseMoneyText.ts';
import { toMinorUnits } from './minorUnits.ts';
import { type MoneyDecimal, parseMoneyDecimal } from './parseMoneyDecimal.ts';
import { readMoney } from './readMoney.ts';
import { storeFractionDigits } from './storeFractionDigits.ts';

/**
 * Integer places shown by default (the spec's "default maximum of 15 integer places"). A bigger
 * amount is not cut: it is clamped to the largest amount that fits and marked with '>' (or '<'
 * when negative), so '>$999,999,999,999,999.99' is true where a truncated number would lie.
 */
export const MAX_INTEGER_DIGITS = 15;

export interface StoreMoneyOptions {
  /** Integer places before clamping; default MAX_INTEGER_DIGITS. */
  maxIntegerDigits?: number;
}

// The spec writes 'kr' after the amount for these six, whatever the locale.
const _KR = new Set(['DKK', 'NOK', 'SEK', 'CZK', 'RUB', 'PLN']);

// 'narrowSymbol' ('$' rather than 'US$' or 'A$': the store's own currency) is missing before
// Safari 14.1 (MDN, Intl.NumberFormat currencyDisplay), where 'symbol' stands in. Probed once.
let _display: 'narrowSymbol' | 'symbol' | undefined;
function _currencyDisplay(): 'narrowSymbol' | 'symbol' {
  if (_display === undefined) {
    try {
      numberFormat('en', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
      _display = 'narrowSymbol';
    } catch {
      _display = 'symbol';
    }
  }
  return _display;
}

function _formatter(locale: string, code: string): Intl.NumberFormat {
  const digits = storeFractionDigits(code);
  // Latin digits always, so the fraction digits spliced in by _render match the rest.
  const base: Intl.NumberFormatOptions = {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    numberingSystem: 'latn',
  };
  const symbol = /^[A-Z]{3}$/.test(code) && !_KR.has(code);
  return numberFormat(
    locale,
    symbol ? { ...base, style: 'currency', currency: code, currencyDisplay: _currencyDisplay() } : base,
  );
}

// Callers are widgets fed by server data: a missing code formats a plain number, never throws.
function _code(currencyCode: unknown): string {
  return typeof currencyCode === 'string' ? currencyCode.trim().toUpperCase() : '';
}

function _render(
  negative: boolean,
  minor: bigint,
  code: string,
  locale: unknown,
  options: StoreMoneyOptions,
): string {
  const { maxIntegerDigits } = { maxIntegerDigits: MAX_INTEGER_DIGITS, ...options };
  // A nonsense limit (NaN, 0, 1e9) must not throw or stall: it is kept within 1 to 100 places.
  const places = Number.isFinite(maxIntegerDigits)
    ? Math.min(100, Math.max(1, Math.floor(maxIntegerDigits)))
    : MAX_INTEGER_DIGITS;
  const digits = storeFractionDigits(code);
  const scale = 10n ** BigInt(digits);
  const limit = 10n ** BigInt(places) * scale;
  let mark = '';
  if (minor >= limit) {
    minor = limit - 1n;
    mark = negative ? '<' : '>';
  }
  const sign = negative && minor > 0n;
  const whole = minor / scale;
  const fraction = String(minor % scale).padStart(digits, '0');
  // Formatting the whole part as a BigInt keeps all 15 places exact (a double stops at 2^53,
  // and older browsers read decimal strings through one); below 1 a stand-in of 1 yields the
  // sign pattern and its integer is replaced by 0.
  const parts = _formatter(canonicalLocale(locale) ?? 'en-US', code).formatToParts(
    sign ? -(whole || 1n) : whole,
  );
  let out = mark;
  for (const part of parts) {
    if (part.type === 'fraction') out += fraction;
    else if (part.type === 'integer' && whole === 0n) out += '0';
    else out += part.value;
  }
  out = normaliseMoneyText(out);
  return _KR.has(code) ? `${out} kr` : out;
}

/**
 * Format an amount in minor units (cents; whole yen for JPY), as the cart holds it, for `locale`
 * (BCP 47, '_' accepted; en-US when missing or malformed). Non-integer input is rounded to the
 * nearest minor unit; anything but a finite number gives '' so a broken total shows nothing
 * rather than 'NaN'. Past 2^53 minor units a number is no longer exact: use
 * formatStoreMoneyDecimal for such amounts.
 */
export function formatStoreMoney(
  minorUnits: number,
  currencyCode: string,
  locale = 'en-US',
  options: StoreMoneyOptions = {},
): string {
  if (typeof minorUnits !== 'number' || !Number.isFinite(minorUnits)) return '';
  const minor = BigInt(Math.round(Math.abs(minorUnits)));
  return _render(minorUnits < 0, minor, _code(currencyCode), locale, options);
}

/**
 * Format a decimal amount in major units ('1234.56', as `decimalValue` carries it), exactly.
 * Extra digits round half to even, like the engine's money formatters, so a price reads the same
 * in the page and in the cart. Anything that is not a decimal number gives ''.
 */
export function formatStoreMoneyDecimal(
  decimal: string | number,
  currencyCode: string,
  locale = 'en-US',
  options: StoreMoneyOptions = {},
): string {
  const amount = parseMoneyDecimal(decimal);
  return amount === undefined ? '' : _renderAmount(amount, _code(currencyCode), locale, options);
}

/**
 * Format a money object of the product JSON, however it is spelt (`{value, currency}` or
 * `{decimalValue, currencyCode}`, read by readMoney): what every widget writes for a price. Money
 * naming no currency is in `defaultCurrency` (the store's; USD when not given). '' when it is not
 * money.
 *
 *   formatStoreMoneyValue({ decimalValue: '1234.5', currencyCode: 'IDR' }) → 'Rp 1,234.50'
 */
export function formatStoreMoneyValue(
  money: unknown,
  locale = 'en-US',
  defaultCurrency?: string,
  options: StoreMoneyOptions = {},
): string {
  const read = readMoney(money, defaultCurrency);
  return read === undefined ? '' : _renderAmount(read.amount, read.currency, locale, options);
}

function _renderAmount(amount: MoneyDecimal, code: string, locale: unknown, options: StoreMoneyOptions) {
  const minor = toMinorUnits(amount, code);
  return _render(amount.negative, minor < 0n ? -minor : minor, code, locale, options);
}
