import { describe, expect, it } from 'vitest';
import { centsToDecimal } from '../../../../src/commerce/money/centsToDecimal.ts';
import { formatCldrMoney } from '../../../../src/commerce/money/formatCldrMoney.ts';

describe('formatCldrMoney: a shopper sees prices the way their locale writes them', () => {
  it('writes euros German-style for a German shopper', () => {
    expect(formatCldrMoney('2500', 'EUR', 'de-DE')).toBe('2.500,00\u00a0€');
  });

  it('uses en-US when no locale is given, and accepts de_DE as well as de-DE', () => {
    expect(formatCldrMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatCldrMoney(1234.5, 'EUR', 'de_DE')).toBe(formatCldrMoney(1234.5, 'EUR', 'de-DE'));
  });

  it('keeps every digit of a decimal string and rounds half to even', () => {
    expect(formatCldrMoney('123456.7890', 'USD', 'en-US')).toBe('$123,456.79');
    expect(formatCldrMoney('0.125', 'USD', 'en-US')).toBe('$0.12');
  });

  it('follows the currency: no cents for yen', () => {
    expect(formatCldrMoney(1234.56, 'JPY', 'en-US')).toBe('¥1,235');
  });

  it('offers accounting, name, code and compact styles', () => {
    expect(formatCldrMoney(-1234.56, 'USD', 'en-US', { style: 'accounting' })).toBe('($1,234.56)');
    expect(formatCldrMoney('123456.789', 'EUR', 'en-US', { style: 'name' })).toBe('123,456.79 euros');
    expect(formatCldrMoney('123456.789', 'USD', 'en-US', { style: 'short' })).toBe('$123K');
  });

  it('clamps digit options to 0..50 instead of throwing (spec §9)', () => {
    expect(
      formatCldrMoney('1.5', 'USD', 'en-US', { maximumFractionDigits: 80, minimumFractionDigits: 3 }),
    ).toBe('$1.500');
    expect(formatCldrMoney('1.5', 'USD', 'en-US', { maximumFractionDigits: -4 })).toBe('$2');
  });

  it('renders nothing for an amount that is not a number or a code that is not one', () => {
    expect(formatCldrMoney('12abc', 'USD')).toBe('');
    expect(formatCldrMoney('12', 'dollars')).toBe('');
  });
});

describe('centsToDecimal: minor units become a decimal amount exactly', () => {
  it('divides by 100 without floating point', () => {
    expect(centsToDecimal('2500')).toBe('25.00');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal('123456789012345678901')).toBe('1234567890123456789.01');
  });

  it('refuses what is not a whole number of cents', () => {
    expect(centsToDecimal('12.5')).toBeUndefined();
    expect(centsToDecimal(1.5)).toBeUndefined();
  });
});
