/**
 * Money as the engine reads it (spec §3: `{value, currency}` or `{decimalValue, currencyCode}`,
 * value in major units) and the two ways a price is written: the legacy native-money span
 * that storefront scripts re-format in the browser, or CLDR text when the site opts in with
 * `featureFlags.useCLDRMoneyFormat` (both public engines) or `website.useCLDRMoneyFormat` (the spec).
 */
import { formatCldrMoney } from '../../../commerce/money/formatCldrMoney.ts';
import { nativeMoneyText } from '../../../commerce/money/nativeMoneyText.ts';
import { asText, get, isTruthy } from '../json.ts';
import type { RenderContext } from '../types.ts';
import { type Decimal, decimalToString, movePoint, parseDecimal, ZERO } from './decimal.ts';

/** Spec §9: the default price is 0 USD. */
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_MONEY: Readonly<Record<string, string>> = { value: '0', currency: DEFAULT_CURRENCY };

/** The amount of a money object in major units; 0 when missing or not a number. */
export function moneyAmount(money: unknown): Decimal {
  const value = get(money, 'value') ?? get(money, 'decimalValue');
  return parseDecimal(typeof value === 'number' ? value : asText(value)) ?? ZERO;
}

/** The money object's ISO 4217 code, USD when it has none. */
export function moneyCurrency(money: unknown): string {
  const code = asText(get(money, 'currency') ?? get(money, 'currencyCode')).trim();
  return code === '' ? DEFAULT_CURRENCY : code;
}

/** The amount in cents, as the legacy `price`/`salePrice` fields and formatters give it ("1999"). */
export function legacyCents(money: unknown): string {
  return decimalToString(movePoint(moneyAmount(money), 2));
}

/** The native-money span the storefront's money scripts look for. */
export function legacyMoneySpan(cents: Decimal): string {
  return `<span class="sqs-money-native">${nativeMoneyText(decimalToString(movePoint(cents, -2)))}</span>`;
}

/**
 * True when the site asked for CLDR money text instead of the legacy span. Rule: both public
 * engines read the flag at `featureFlags.useCLDRMoneyFormat`, the spec at
 * `website.useCLDRMoneyFormat`; either one, truthy, turns CLDR text on.
 */
export function useCldrMoney(ctx: RenderContext): boolean {
  return (
    isTruthy(ctx.resolve('featureFlags.useCLDRMoneyFormat')) ||
    isTruthy(ctx.resolve('website.useCLDRMoneyFormat'))
  );
}

/** A price as the product's markup writes it: CLDR text or the legacy span, per site setting. */
export function priceHtml(money: unknown, ctx: RenderContext): string {
  if (useCldrMoney(ctx)) {
    return formatCldrMoney(decimalToString(moneyAmount(money)), moneyCurrency(money), ctx.locale);
  }
  return legacyMoneySpan(movePoint(moneyAmount(money), 2));
}
