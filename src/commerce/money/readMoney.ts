import { currencyCodeOf, currencyOr } from './currencyOr.ts';
import { type MoneyDecimal, parseMoneyDecimal } from './parseMoneyDecimal.ts';

/** A money object read: its amount in major units, exactly as written, and its ISO 4217 code. */
export interface Money {
  amount: MoneyDecimal;
  /** three letters, upper case */
  currency: string;
}

/**
 * The one reader of a money object, whichever way it is spelt (engine spec §3: "value and
 * currency, or decimalValue and currencyCode"). Both amounts are in major units, decimal text or a
 * number ('25.00' is twenty-five: the engine and its reference cases read priceMoney.value so, and
 * so does every price the platform writes); minor units come from toMinorUnits. A money object
 * that names no currency (or names one that is not three letters) is in `defaultCurrency`, the
 * store's, else USD (engine spec §9). Undefined when it is not money: not an object, or no amount
 * that is a plain decimal number, so a broken price shows nothing rather than a wrong one.
 *
 *   readMoney({ value: '25.00', currency: 'usd' })          → 25.00 USD
 *   readMoney({ decimalValue: 1234.5, currencyCode: 'IDR' }) → 1234.5 IDR
 *   readMoney({ value: '9' }, 'EUR')                         → 9 EUR
 */
export function readMoney(money: unknown, defaultCurrency?: string): Money | undefined {
  if (typeof money !== 'object' || money === null) return undefined;
  const { value, decimalValue, currency, currencyCode } = money as Record<string, unknown>;
  const amount = parseMoneyDecimal(value) ?? parseMoneyDecimal(decimalValue);
  if (amount === undefined) return undefined;
  return { amount, currency: currencyCodeOf(currency) ?? currencyOr(currencyCode, defaultCurrency) };
}
