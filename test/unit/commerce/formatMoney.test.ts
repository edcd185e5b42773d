import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_CURRENCY_CODES } from '../../../src/commerce/currencyCode.ts';
import { formatMoney, formatMoneyDecimal, MAX_INTEGER_DIGITS } from '../../../src/commerce/formatMoney.ts';

const NBSP = '\u00a0';
const KR_CURRENCIES = ['DKK', 'NOK', 'SEK', 'CZK', 'RUB', 'PLN'];

describe('formatMoney: amounts in minor units, as the cart holds them', () => {
  it('groups thousands and writes a decimal separator', () => {
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(123456789, 'EUR', 'de-DE')).toBe(`1.234.567,89${NBSP}€`);
  });

  it('shows JPY with no decimals (its minor unit is the yen)', () => {
    expect(formatMoney(123456, 'JPY')).toBe('¥123,456');
    expect(formatMoneyDecimal('1234.6', 'JPY')).toBe('¥1,235');
  });

  it('writes a euro sign for EUR and each currency its own symbol', () => {
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(123456, 'GBP')).toBe('£1,234.56');
    expect(formatMoney(123456, 'INR')).toBe('₹1,234.56');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
  });

  it("writes 'kr' after the amount for DKK, NOK, SEK, CZK, RUB and PLN, in any locale", () => {
    for (const code of KR_CURRENCIES) {
      expect(formatMoney(123456, code)).toBe('1,234.56 kr');
      expect(formatMoney(-123456, code)).toBe('-1,234.56 kr');
      expect(formatMoney(123456, code, 'de-DE')).toBe('1.234,56 kr');
    }
  });

  it("puts 'kr' after the amount for those six only", () => {
    const others = SUPPORTED_CURRENCY_CODES.filter((code) => !KR_CURRENCIES.includes(code));
    expect(others).toHaveLength(21);
    for (const code of others) expect(formatMoney(100, code)).not.toMatch(/kr$/);
  });

  it('uses 2 decimals for every supported currency but JPY', () => {
    for (const code of SUPPORTED_CURRENCY_CODES) {
      const text = formatMoney(100, code);
      expect(text, code).toMatch(code === 'JPY' ? /(^|\D)100(\D|$)/ : /1\.00/);
    }
  });

  it('defaults to en-US and takes the locale as a parameter, underscores included', () => {
    expect(formatMoney(123456, 'EUR')).toBe(formatMoney(123456, 'EUR', 'en-US'));
    expect(formatMoney(123456, 'EUR', 'fr_FR')).toBe(`1${NBSP}234,56${NBSP}€`);
  });

  it('falls back to en-US for a locale tag Intl refuses', () => {
    expect(formatMoney(123456, 'USD', 'not a locale!')).toBe('$1,234.56');
  });

  it('writes the same minus and spaces in every locale (no U+2212, no U+202F)', () => {
    const text = formatMoney(-123456, 'EUR', 'sv-SE');
    expect(text).toBe(`-1${NBSP}234,56${NBSP}€`);
  });

  it('rounds non-integer minor units to the nearest unit and never prints minus zero', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$12.35');
    expect(formatMoney(-0.4, 'USD')).toBe('$0.00');
    expect(formatMoney(-50, 'USD')).toBe('-$0.50');
  });

  it('gives an empty string for a non-finite amount instead of NaN', () => {
    expect(formatMoney(Number.NaN, 'USD')).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'USD')).toBe('');
  });

  it('reads the currency code case-insensitively, and formats a plain number without one', () => {
    expect(formatMoney(123456, ' usd ')).toBe('$1,234.56');
    expect(formatMoney(123456, '')).toBe('1,234.56');
    expect(formatMoney(123456, 'US dollars')).toBe('1,234.56');
  });

  it('agrees with exact decimal arithmetic for any safe amount of cents', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        const abs = BigInt(Math.abs(cents));
        const expected = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
        const text = formatMoney(cents, 'USD');
        expect(text.replace(/[$,-]/g, '')).toBe(expected);
        expect(text.startsWith('-')).toBe(cents < 0);
      }),
    );
  });

  it('builds one Intl.NumberFormat per locale and currency, then reuses it', () => {
    const Original = Intl.NumberFormat;
    let built = 0;
    class Counting extends Original {
      constructor(locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
        super(locales, options);
        built++;
      }
    }
    Intl.NumberFormat = Counting as typeof Intl.NumberFormat;
    try {
      for (let i = 0; i < 50; i++) expect(formatMoney(i * 101, 'THB', 'en-GB')).toMatch(/^฿/);
      expect(built).toBe(1);
      formatMoney(1, 'THB', 'en-AU');
      expect(built).toBe(2);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});

describe('formatMoney: the 15 integer places limit', () => {
  it('shows all 15 integer places exactly', () => {
    expect(MAX_INTEGER_DIGITS).toBe(15);
    expect(formatMoneyDecimal('999999999999999.99', 'USD')).toBe('$999,999,999,999,999.99');
    expect(formatMoneyDecimal('123456789012345.67', 'EUR')).toBe('€123,456,789,012,345.67');
  });

  it("clamps a bigger amount to the largest that fits, marked '>' (or '<' below zero)", () => {
    expect(formatMoneyDecimal('1000000000000000', 'USD')).toBe('>$999,999,999,999,999.99');
    expect(formatMoneyDecimal('-1000000000000000', 'USD')).toBe('<-$999,999,999,999,999.99');
    expect(formatMoney(1e20, 'USD')).toBe('>$999,999,999,999,999.99');
    expect(formatMoneyDecimal(1e22, 'SEK')).toBe('>999,999,999,999,999.99 kr');
    expect(formatMoneyDecimal('1000000000000000', 'JPY')).toBe('>¥999,999,999,999,999');
  });

  it('clamps when rounding carries the amount past the limit', () => {
    expect(formatMoneyDecimal('999999999999999.994', 'USD')).toBe('$999,999,999,999,999.99');
    expect(formatMoneyDecimal('999999999999999.995', 'USD')).toBe('>$999,999,999,999,999.99');
  });

  it('takes another limit as an option', () => {
    expect(formatMoney(123456, 'USD', 'en-US', { maxIntegerDigits: 3 })).toBe('>$999.99');
    expect(formatMoney(99999, 'USD', 'en-US', { maxIntegerDigits: 3 })).toBe('$999.99');
    expect(formatMoney(1e20, 'USD', 'en-US', { maxIntegerDigits: Number.NaN })).toBe(
      '>$999,999,999,999,999.99',
    );
    expect(formatMoney(1234, 'USD', 'en-US', { maxIntegerDigits: 0 })).toBe('>$9.99');
  });
});

describe('formatMoneyDecimal: decimal amounts in major units', () => {
  it('formats decimalValue strings and numbers', () => {
    expect(formatMoneyDecimal('1234.56', 'USD')).toBe('$1,234.56');
    expect(formatMoneyDecimal(1234.56, 'SEK', 'de-DE')).toBe('1.234,56 kr');
    expect(formatMoneyDecimal('-1234.5', 'EUR')).toBe('-€1,234.50');
    expect(formatMoneyDecimal(' +7 ', 'USD')).toBe('$7.00');
    expect(formatMoneyDecimal('.5', 'USD')).toBe('$0.50');
  });

  it('rounds extra digits half to even, as the engine does', () => {
    expect(formatMoneyDecimal('2.675', 'USD')).toBe('$2.68');
    expect(formatMoneyDecimal('2.665', 'USD')).toBe('$2.66');
    expect(formatMoneyDecimal('2.6651', 'USD')).toBe('$2.67');
    expect(formatMoneyDecimal('123456.7890', 'USD')).toBe('$123,456.79');
    expect(formatMoneyDecimal('-0.001', 'USD')).toBe('$0.00');
  });

  it('gives an empty string for text that is not a decimal number', () => {
    for (const bad of ['', '.', 'abc', '1,234.56', '12.3.4', '--1', '1e5']) {
      expect(formatMoneyDecimal(bad, 'USD'), bad).toBe('');
    }
    expect(formatMoneyDecimal(Number.NaN, 'USD')).toBe('');
  });
});
