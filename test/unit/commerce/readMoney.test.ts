/** Money read once, whichever way the platform spells it, and moved to minor units by the store's rule. */
import { describe, expect, it } from 'vitest';
import { formatStoreMoneyValue } from '../../../src/commerce/money/formatStoreMoney.ts';
import {
  minorUnitsToDecimal,
  minorUnitsToMajor,
  toMinorUnits,
  toMinorUnitsNumber,
} from '../../../src/commerce/money/minorUnits.ts';
import { parseMoneyDecimal } from '../../../src/commerce/money/parseMoneyDecimal.ts';
import { readMoney } from '../../../src/commerce/money/readMoney.ts';

const amount = (text: string) => parseMoneyDecimal(text)!;

describe('readMoney: {value, currency} or {decimalValue, currencyCode} (engine spec §3)', () => {
  it.each<[string, unknown, string | undefined, string, string]>([
    ['value and currency', { value: '25.00', currency: 'USD' }, undefined, '25.00', 'USD'],
    [
      'decimalValue and currencyCode',
      { decimalValue: '25.00', currencyCode: 'USD' },
      undefined,
      '25.00',
      'USD',
    ],
    ['a number amount', { decimalValue: 1234.5, currencyCode: 'IDR' }, undefined, '1234.5', 'IDR'],
    ['a lower-case code', { value: '9', currency: ' eur ' }, undefined, '9', 'EUR'],
    ['no currency: the store currency given', { value: '9' }, 'SEK', '9', 'SEK'],
    ['no currency and none given: USD (engine spec §9)', { decimalValue: '9' }, undefined, '9', 'USD'],
    ['a code that is not one: the store currency', { value: '9', currency: 'dollars' }, 'gbp', '9', 'GBP'],
  ])('%s', (_what, money, store, decimal, currency) => {
    const read = readMoney(money, store);
    expect(read && `${read.amount.whole}${read.amount.fraction ? `.${read.amount.fraction}` : ''}`).toBe(
      decimal,
    );
    expect(read?.currency).toBe(currency);
  });

  it.each([
    null,
    undefined,
    25,
    '25.00',
    {},
    { value: 'abc' },
    { value: '1,000.00' },
    { currency: 'USD' },
    [],
  ])('is not money: %j', (money) => expect(readMoney(money)).toBeUndefined());
});

describe('minor units by the store rule (storeFractionDigits: JPY whole yen, the rest hundredths)', () => {
  it.each<[string, string, bigint]>([
    ['25.00', 'USD', 2500n],
    ['1234.5', 'IDR', 123450n],
    ['1250', 'JPY', 1250n],
    ['1250.5', 'JPY', 1250n],
    ['1251.5', 'JPY', 1252n],
    ['0.125', 'EUR', 12n],
    ['-2.675', 'GBP', -268n],
  ])('%s %s is %d minor units (half to even)', (text, currency, minor) => {
    expect(toMinorUnits(amount(text), currency)).toBe(minor);
  });

  it('gives no number past the safe integers', () => {
    expect(toMinorUnitsNumber(amount('90071992547409.92'), 'USD')).toBeUndefined();
    expect(toMinorUnitsNumber(amount('90071992547409.91'), 'USD')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each<[number, string, string, number]>([
    [2500, 'USD', '25.00', 25],
    [1250, 'JPY', '1250', 1250],
    [-5, 'EUR', '-0.05', -0.05],
    [Number.NaN, 'USD', '0.00', 0],
  ])('%d %s back in major units: %s', (minor, currency, decimal, major) => {
    expect(minorUnitsToDecimal(minor, currency)).toBe(decimal);
    expect(minorUnitsToMajor(minor, currency)).toBe(major);
  });
});

describe('formatStoreMoneyValue: what a widget writes for any money object', () => {
  it.each<[unknown, string]>([
    [{ value: '25.00', currency: 'USD' }, '$25.00'],
    [{ decimalValue: '25.00', currencyCode: 'USD' }, '$25.00'],
    // The store's rule, not CLDR's ('IDR 1,235'): 2 decimals for the rupiah.
    [{ decimalValue: '1234.5', currencyCode: 'IDR' }, 'Rp 1,234.50'],
    [{ decimalValue: '1250', currencyCode: 'JPY' }, '¥1,250'],
    [{ decimalValue: '12.5', currencyCode: 'SEK' }, '12.50 kr'],
    [{ value: 'not money' }, ''],
  ])('%j → %s', (money, text) => {
    expect(formatStoreMoneyValue(money).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it("writes money naming no currency in the store's", () => {
    expect(formatStoreMoneyValue({ value: '10' }, 'en-US', 'EUR')).toBe('€10.00');
    expect(formatStoreMoneyValue({ value: '10' })).toBe('$10.00');
  });
});
