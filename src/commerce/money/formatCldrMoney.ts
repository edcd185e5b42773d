/**
 * Money under CLDR's rule: the engine's `money` formatter, `useCLDRMoneyFormat` prices and
 * bookkeeper amounts: cldrMoneyText with the templates' styles and digit options on top.
 * Engine-only: the storefront bundle must not import this module (it carries the template digit
 * options and the extra styles); widgets write every price by the store's rule (formatStoreMoney).
 *
 *   formatCldrMoney('2500', 'EUR', 'de-DE')                            → '2.500,00 €'
 *   formatCldrMoney(-1234.56, 'USD', 'en-US', { style: 'accounting' }) → '($1,234.56)'
 *   formatCldrMoney('1234.56', 'IDR')                                  → 'IDR 1,235'
 *
 * The amount is a decimal amount in major units; data in cents goes through centsToDecimal first.
 * Unlike the store's rule, the fraction digits are CLDR's (cldrFractionDigits: 0 for IDR and
 * COP) and the symbol is the locale's ('US$' in fr-CA) unless symbolWidth is 'narrow'.
 */
import { type DigitOptions, intlDigitOptions } from '../../engine/plugins/i18n/numberOptions.ts';
import { cldrFractionDigits } from './cldrFractionDigits.ts';
import { cldrMoneyAmount, cldrMoneyCode, cldrMoneyFormat, cldrMoneyWith } from './cldrMoneyText.ts';

/**
 * - symbol: '$1,234.56' (default)      - accounting: '($1,234.56)' for negatives
 * - name: '1,234.56 US dollars'        - code: 'USD 1,234.56'
 * - short: '$1.2K'                      - long: '$1.2 thousand'
 */
export type CldrMoneyStyle = 'symbol' | 'accounting' | 'name' | 'code' | 'short' | 'long';

export interface CldrMoneyOptions extends DigitOptions {
  style?: CldrMoneyStyle;
  /** 'narrow' shows '$' where 'default' shows 'US$' or 'CA$'. */
  symbolWidth?: 'default' | 'narrow';
}

const _DEFAULTS: CldrMoneyOptions = { style: 'symbol', symbolWidth: 'default' };

/**
 * Format `amount` (major units, decimal text or a number) of `currency` (ISO 4217 code) for
 * `locale` (BCP 47, '_' also accepted; en-US when missing or malformed). Returns '' when the
 * amount is not a decimal number or the code is not three letters, so a bad value never breaks
 * a page.
 */
export function formatCldrMoney(
  amount: string | number,
  currency: string,
  locale?: string,
  options: CldrMoneyOptions = _NONE,
): string {
  const text = cldrMoneyAmount(amount);
  const code = cldrMoneyCode(currency);
  if (text === undefined || code === undefined) return '';
  let formats = _formats.get(options);
  if (formats === undefined) {
    formats = new Map();
    _formats.set(options, formats);
  }
  const key = `${locale}|${code}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = cldrMoneyFormat(code, locale, _intlOptions(code, options));
    // Emptied at 200, so the codes and locales of many renders cannot grow it forever.
    if (formats.size >= 200) formats.clear();
    formats.set(key, format);
  }
  return cldrMoneyWith(format, text);
}

const _NONE: CldrMoneyOptions = Object.freeze({});

/**
 * The Intl formatters by the options object and then locale and code: a template's options are
 * one object at every render (money-formatter.ts), and building a formatter, or even the key
 * of the shared cache, costs more than formatting the amount.
 */
const _formats = new WeakMap<CldrMoneyOptions, Map<string, Intl.NumberFormat>>();

/** The Intl options on top of cldrMoneyText's for `options` and the (checked) `code`. */
function _intlOptions(code: string, options: CldrMoneyOptions): Intl.NumberFormatOptions {
  const opts = { ..._DEFAULTS, ...options };
  const digits = cldrFractionDigits(code);
  const intl: Intl.NumberFormatOptions = {
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
  return intl;
}
