/**
 * Formatters for bare cent amounts: `money-format` (and its old spelling `moneyFormat`),
 * `money-string`, `bookkeeper-money-format` and `percentage-format`.
 */

import { formatCldrMoney } from '../../../commerce/money/formatCldrMoney.ts';
import { nativeMoneyText } from '../../../commerce/money/nativeMoneyText.ts';
import { numberFormat } from '../../../i18n/numberFormat.ts';
import { localeOrDefault } from '../i18n/locale.ts';
import { asText } from '../json.ts';
import type { Formatter } from '../types.ts';
import { type Decimal, decimalToString, movePoint, parseDecimal, ZERO } from './decimal.ts';
import { DEFAULT_CURRENCY, legacyMoneySpan } from './money.ts';

/** A number, or numeric text, as an exact decimal; anything else counts as 0. */
function _decimal(value: unknown): Decimal {
  return parseDecimal(typeof value === 'number' ? value : asText(value)) ?? ZERO;
}

export const moneyFormat: Formatter = (cents) =>
  nativeMoneyText(decimalToString(movePoint(_decimal(cents), -2)));

export const moneyString: Formatter = (cents) => legacyMoneySpan(_decimal(cents));

/**
 * The currency each region pays in, for the regions whose storefronts are served (spec §9:
 * instalment countries and the euro area), USD otherwise. Intl has no region → currency map.
 */
const _REGION_CURRENCY: Readonly<Record<string, string>> = {
  AU: 'AUD',
  CA: 'CAD',
  CH: 'CHF',
  CZ: 'CZK',
  DK: 'DKK',
  GB: 'GBP',
  HK: 'HKD',
  IN: 'INR',
  JP: 'JPY',
  MX: 'MXN',
  NO: 'NOK',
  NZ: 'NZD',
  PL: 'PLN',
  SE: 'SEK',
  SG: 'SGD',
  BR: 'BRL',
  ZA: 'ZAR',
  AT: 'EUR',
  BE: 'EUR',
  CY: 'EUR',
  DE: 'EUR',
  EE: 'EUR',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GR: 'EUR',
  HR: 'EUR',
  IE: 'EUR',
  IT: 'EUR',
  LT: 'EUR',
  LU: 'EUR',
  LV: 'EUR',
  MT: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  SI: 'EUR',
  SK: 'EUR',
};

/**
 * Cents with the symbol of the locale's own currency ("$123.45" for en-US). With no locale
 * there is no region to take a currency from, so nothing is written.
 */
export const bookkeeperMoneyFormat: Formatter = (cents, _args, ctx) => {
  if (ctx.locale === undefined) return '';
  let region: string | undefined;
  try {
    region = new Intl.Locale(localeOrDefault(ctx.locale)).maximize().region;
  } catch {
    region = undefined;
  }
  const currency = (region !== undefined ? _REGION_CURRENCY[region] : undefined) ?? DEFAULT_CURRENCY;
  return formatCldrMoney(decimalToString(movePoint(_decimal(cents), -2)), currency, ctx.locale);
};

/** A ratio's number with 2 to 3 decimals ("12.50"), or 0 to 3 with the `trim` argument ("12.5"). */
export const percentageFormat: Formatter = (value, args, ctx) => {
  const trim = args[0] === 'trim';
  const nf = numberFormat(localeOrDefault(ctx.locale), {
    minimumFractionDigits: trim ? 0 : 2,
    maximumFractionDigits: 3,
    roundingMode: 'halfEven',
  });
  return nf.format(decimalToString(_decimal(value)) as unknown as number);
};
