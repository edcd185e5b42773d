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
import { type DigitOptions, intlDigitOptions } from '../../engine/plugins/i18n/number-options.ts';
import { cldrFractionDigits } from './cldrFractionDigits.ts';
import { cldrMoneyText } from './cldrMoneyText.ts';

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
  options: CldrMoneyOptions = {},
): string {
  const opts = { ..._DEFAULTS, ...options };
  const code = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
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
  return cldrMoneyText(amount, code, locale, intl);
}
