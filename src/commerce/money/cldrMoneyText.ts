import { canonicalLocale } from '../../i18n/canonicalLocale.ts';
import { numberFormat } from '../../i18n/numberFormat.ts';
import { normaliseMoneyText } from './normaliseMoneyText.ts';
import { parseMoneyDecimal } from './parseMoneyDecimal.ts';

/**
 * Money under CLDR's rule, as the engine writes a product's price on a `useCLDRMoneyFormat` site
 * (priceHtml): the locale's symbol and the currency's CLDR digits, half to even.
 *
 *   cldrMoneyText('96', 'USD')            → '$96.00'
 *   cldrMoneyText('96', 'USD', 'de-DE')   → '96,00 $'
 *
 * formatCldrMoney, the engine's `money` formatter with its styles and digit options, is this
 * with `intl` on top. The engine's rule only: widgets write prices by the store's
 * (formatStoreMoney). Amount in major units (decimal text or a number); '' when it is not a
 * decimal amount or the code is not three letters.
 */
export function cldrMoneyText(
  amount: string | number,
  currency: string,
  locale?: string,
  intl: Intl.NumberFormatOptions = {},
): string {
  const text = cldrMoneyAmount(amount);
  const code = cldrMoneyCode(currency);
  if (text === undefined || code === undefined) return '';
  return cldrMoneyWith(cldrMoneyFormat(code, locale, intl), text);
}

/** The amount as the decimal text Intl reads, or undefined when it is not a decimal amount. */
export function cldrMoneyAmount(amount: string | number): string | undefined {
  const decimal = parseMoneyDecimal(amount);
  if (decimal === undefined) return undefined;
  // Intl reads decimal text exactly (ECMA-402 2023), so '123456.7890' keeps every digit.
  return `${decimal.negative ? '-' : ''}${decimal.whole}.${decimal.fraction || '0'}`;
}

/** The currency code upper-cased, or undefined when it is not three letters. */
export function cldrMoneyCode(currency: string): string | undefined {
  const code = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
  return /^[A-Z]{3}$/.test(code) ? code : undefined;
}

/** The Intl formatter of cldrMoneyText for a checked `code`, with `intl` on top. */
export function cldrMoneyFormat(
  code: string,
  locale: string | undefined,
  intl: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return numberFormat(canonicalLocale(locale) ?? 'en-US', {
    style: 'currency',
    currency: code,
    roundingMode: 'halfEven',
    ...intl,
  });
}

/** `text` (from cldrMoneyAmount) written by `format` (from cldrMoneyFormat). */
export function cldrMoneyWith(format: Intl.NumberFormat, text: string): string {
  return normaliseMoneyText(format.format(text as unknown as number));
}
