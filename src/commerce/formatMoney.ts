import { currencyFractionDigits } from './currencyFractionDigits.ts';

/**
 * Integer places shown by default (the spec's "default maximum of 15 integer places"). A bigger
 * amount is not cut: it is clamped to the largest amount that fits and marked with '>' (or '<'
 * when negative), so '>$999,999,999,999,999.99' is true where a truncated number would lie.
 */
export const MAX_INTEGER_DIGITS = 15;

export interface FormatMoneyOptions {
  /** Integer places before clamping; default MAX_INTEGER_DIGITS. */
  maxIntegerDigits?: number;
}

// The spec writes 'kr' after the amount for these six, whatever the locale.
const _KR = new Set(['DKK', 'NOK', 'SEK', 'CZK', 'RUB', 'PLN']);

const _cache = new Map<string, Intl.NumberFormat>();

// Building a NumberFormat costs far more than using one, and the pill formats on every update.
function _formatter(locale: string, code: string): Intl.NumberFormat {
  const key = `${locale}|${code}`;
  let nf = _cache.get(key);
  if (nf === undefined) {
    const digits = currencyFractionDigits(code);
    // Latin digits always, so the fraction digits spliced in below match the rest.
    const base: Intl.NumberFormatOptions = {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      numberingSystem: 'latn',
    };
    const symbol = /^[A-Z]{3}$/.test(code) && !_KR.has(code);
    nf = _build(locale, symbol ? { ...base, style: 'currency', currency: code } : base);
    _cache.set(key, nf);
  }
  return nf;
}

// A bad locale tag falls back to en-US; 'narrowSymbol' ('$' rather than 'US$' or 'A$', the store's
// own currency) is missing before Safari 14.1, where 'symbol' stands in.
function _build(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  for (const tag of [locale, 'en-US']) {
    for (const currencyDisplay of ['narrowSymbol', 'symbol'] as const) {
      try {
        return new Intl.NumberFormat(tag, { ...options, currencyDisplay });
      } catch {
        // try the next combination
      }
    }
  }
  return new Intl.NumberFormat('en-US');
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
  options: FormatMoneyOptions,
): string {
  const { maxIntegerDigits } = { maxIntegerDigits: MAX_INTEGER_DIGITS, ...options };
  // A nonsense limit (NaN, 0, 1e9) must not throw or stall: it is kept within 1 to 100 places.
  const places = Number.isFinite(maxIntegerDigits)
    ? Math.min(100, Math.max(1, Math.floor(maxIntegerDigits)))
    : MAX_INTEGER_DIGITS;
  const digits = currencyFractionDigits(code);
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
  // Formatting the whole part as a BigInt keeps all 15 places exact (a double stops at 2^53);
  // below 1 a stand-in of 1 yields the sign pattern and its integer is replaced by 0.
  const tag = typeof locale === 'string' ? locale.replace(/_/g, '-') : 'en-US';
  const parts = _formatter(tag, code).formatToParts(sign ? -(whole || 1n) : whole);
  let out = mark;
  for (const part of parts) {
    if (part.type === 'fraction') out += fraction;
    else if (part.type === 'integer' && whole === 0n) out += '0';
    else out += part.value;
  }
  // Same characters in every browser whatever its CLDR version, and as the engine prints them.
  out = out.replace(/\u2212/g, '-').replace(/\u202f/g, '\u00a0');
  return _KR.has(code) ? `${out} kr` : out;
}

/**
 * Format an amount in minor units (cents; whole yen for JPY), as the cart holds it.
 * `formatMoney(123456, 'USD')` → '$1,234.56'; `formatMoney(123456, 'SEK')` → '1,234.56 kr'.
 * Non-integer input is rounded to the nearest minor unit; a non-finite number gives '' so a
 * broken total shows nothing rather than 'NaN'. Past 2^53 minor units a number is no longer
 * exact: use `formatMoneyDecimal` for such amounts.
 */
export function formatMoney(
  minorUnits: number,
  currencyCode: string,
  locale = 'en-US',
  options: FormatMoneyOptions = {},
): string {
  if (typeof minorUnits !== 'number' || !Number.isFinite(minorUnits)) return '';
  const minor = BigInt(Math.round(Math.abs(minorUnits)));
  return _render(minorUnits < 0, minor, _code(currencyCode), locale, options);
}

const _DECIMAL = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/;

function _decimalText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const text = String(value);
  if (!text.includes('e')) return text;
  return Math.abs(value) < 1 ? value.toFixed(20) : BigInt(value).toString();
}

/**
 * Format a decimal amount in major units ('1234.56', as `decimalValue` carries it), exactly,
 * without a trip through floating point. Extra digits round half to even, like the engine's
 * money formatters, so a price reads the same in the page and in the cart. Text that is not a
 * decimal number gives ''.
 */
export function formatMoneyDecimal(
  decimal: string | number,
  currencyCode: string,
  locale = 'en-US',
  options: FormatMoneyOptions = {},
): string {
  const match = _DECIMAL.exec(_decimalText(decimal));
  if (match === null) return '';
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return '';
  const code = _code(currencyCode);
  const digits = currencyFractionDigits(code);
  let minor = BigInt(`${whole || '0'}${fraction.slice(0, digits).padEnd(digits, '0')}`);
  const rest = fraction.slice(digits);
  const first = rest.charAt(0);
  if (first > '5' || (first === '5' && (/[1-9]/.test(rest.slice(1)) || minor % 2n === 1n))) minor += 1n;
  return _render(sign === '-', minor, code, locale, options);
}
