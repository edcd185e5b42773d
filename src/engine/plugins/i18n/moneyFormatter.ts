/**
 * `money` (alias `currency`): a money object in the locale's CLDR currency format.
 *
 *   {price|money}               $123,456.79
 *   {price|money style:short}   $123K        (style:name → 123,456.79 US dollars)
 *
 * The value is `{decimalValue, currencyCode}` or `{value, currency}`, both decimal amounts as
 * the public cases give them. Options: style (symbol | accounting | name | code | short | long),
 * symbolWidth (default | narrow), group and the digit options of `decimal`.
 */
import {
  type CldrMoneyOptions,
  type CldrMoneyStyle,
  formatCldrMoney,
} from '../../../commerce/money/formatCldrMoney.ts';
import { get } from '../json.ts';
import type { Formatter } from '../types.ts';
import { digitOptions } from './decimal.ts';
import type { ArgMap } from './options.ts';
import { parseOptions } from './options.ts';

const _STYLES = new Set<string>(['symbol', 'accounting', 'name', 'code', 'short', 'long']);

/** The amount and currency of a money object, or undefined when it is not one. */
export function moneyParts(value: unknown): { amount: string | number; currency: string } | undefined {
  const amount = get(value, 'decimalValue') ?? get(value, 'value');
  const currency = get(value, 'currencyCode') ?? get(value, 'currency');
  if ((typeof amount !== 'string' && typeof amount !== 'number') || typeof currency !== 'string')
    return undefined;
  return { amount, currency };
}

/** Money options from a formatter's (or message argument's) options. */
export function moneyOptions(opts: ArgMap): CldrMoneyOptions {
  const out: CldrMoneyOptions = { ...digitOptions(opts) };
  if (opts.style !== undefined && _STYLES.has(opts.style)) out.style = opts.style as CldrMoneyStyle;
  if (opts.symbolWidth === 'narrow') out.symbolWidth = 'narrow';
  return out;
}

/**
 * Money options by the options they are read from (parseOptions gives one object per tag), so
 * formatCldrMoney finds its Intl formatter by the same object at every render.
 */
const _moneyOptions = new WeakMap<ArgMap, CldrMoneyOptions>();

/** Format a money object; '' when the value is not money. */
export function formatMoneyValue(value: unknown, opts: ArgMap, locale: string | undefined): string {
  const parts = moneyParts(value);
  if (parts === undefined) return '';
  let options = _moneyOptions.get(opts);
  if (options === undefined) {
    options = moneyOptions(opts);
    _moneyOptions.set(opts, options);
  }
  const text = formatCldrMoney(parts.amount, parts.currency, locale, options);
  return options.style === 'code' ? _codeAfter(text, parts.currency.trim().toUpperCase()) : text;
}

const _SPACES = '[\\s\\u00a0\\u202f]*';

/**
 * Rule (Java, whose CLDR engine writes the code style as the number in the locale's decimal
 * pattern, then a space and the code: `{m|money style:code minInt:4}` → '0,001.57 USD'): Intl
 * puts the code where the symbol goes ('USD 1.57'), so it is moved after the number.
 */
function _codeAfter(text: string, code: string): string {
  if (!/^[A-Z]{3}$/.test(code) || !text.includes(code)) return text;
  let around = _codeRes.get(code);
  if (around === undefined) {
    if (_codeRes.size >= 200) _codeRes.clear();
    around = new RegExp(`${_SPACES}${code}${_SPACES}`);
    _codeRes.set(code, around);
  }
  const num = text.replace(around, '');
  return `${num} ${code}`;
}

/**
 * The expression finding each code with its spaces, built once: building it at every call was
 * a tenth of rendering money in the code style. Emptied at 200 codes, so it cannot grow forever.
 */
const _codeRes = new Map<string, RegExp>();

export const money: Formatter = (value, args, ctx) => formatMoneyValue(value, parseOptions(args), ctx.locale);
