import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_CURRENCY_CODES } from '../../../src/commerce/currencyCode.ts';
import { cldrFractionDigits } from '../../../src/commerce/money/cldrFractionDigits.ts';
import { formatCldrMoney } from '../../../src/commerce/money/formatCldrMoney.ts';
import {
  formatStoreMoney,
  formatStoreMoneyDecimal,
  MAX_INTEGER_DIGITS,
} from '../../../src/commerce/money/formatStoreMoney.ts';
import { storeFractionDigits } from '../../../src/commerce/money/storeFractionDigits.ts';

const NBSP = '\u00a0';
const KR_CURRENCIES = ['DKK', 'NOK', 'SEK', 'CZK', 'RUB', 'PLN'];

describe('formatStoreMoney: amounts in minor units, as the cart holds them', () => {
  it('groups thousands and writes a decimal separator', () => {
    expect(formatStoreMoney(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatStoreMoney(5, 'USD')).toBe('$0.05');
    expect(formatStoreMoney(123456789, 'EUR', 'de-DE')).toBe(`1.234.567,89${NBSP}€`);
  });

  it('shows JPY with no decimals (its minor unit is the yen)', () => {
    expect(formatStoreMoney(123456, 'JPY')).toBe('¥123,456');
    expect(formatStoreMoneyDecimal('1234.6', 'JPY')).toBe('¥1,235');
  });

  it('writes a euro sign for EUR and each currency its own symbol', () => {
    expect(formatStoreMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatStoreMoney(123456, 'GBP')).toBe('£1,234.56');
    expect(formatStoreMoney(123456, 'INR')).toBe('₹1,234.56');
    expect(formatStoreMoney(123456, 'USD')).toBe('$1,234.56');
  });

  it("writes 'kr' after the amount for DKK, NOK, SEK, CZK, RUB and PLN, in any locale", () => {
    for (const code of KR_CURRENCIES) {
      expect(formatStoreMoney(123456, code)).toBe('1,234.56 kr');
      expect(formatStoreMoney(-123456, code)).toBe('-1,234.56 kr');
      expect(formatStoreMoney(123456, code, 'de-DE')).toBe('1.234,56 kr');
    }
  });

  it("puts 'kr' after the amount for those six only", () => {
    const others = SUPPORTED_CURRENCY_CODES.filter((code) => !KR_CURRENCIES.includes(code));
    expect(others).toHaveLength(21);
    for (const code of others) expect(formatStoreMoney(100, code)).not.toMatch(/kr$/);
  });

  it('uses 2 decimals for every supported currency but JPY', () => {
    for (const code of SUPPORTED_CURRENCY_CODES) {
      const text = formatStoreMoney(100, code);
      expect(text, code).toMatch(code === 'JPY' ? /(^|\D)100(\D|$)/ : /1\.00/);
    }
  });

  it('defaults to en-US and takes the locale as a parameter, underscores included', () => {
    expect(formatStoreMoney(123456, 'EUR')).toBe(formatStoreMoney(123456, 'EUR', 'en-US'));
    expect(formatStoreMoney(123456, 'EUR', 'fr_FR')).toBe(`1${NBSP}234,56${NBSP}€`);
  });

  it('falls back to en-US for a locale tag Intl refuses', () => {
    expect(formatStoreMoney(123456, 'USD', 'not a locale!')).toBe('$1,234.56');
  });

  it('writes the same minus and spaces in every locale (no U+2212, no U+202F)', () => {
    const text = formatStoreMoney(-123456, 'EUR', 'sv-SE');
    expect(text).toBe(`-1${NBSP}234,56${NBSP}€`);
  });

  it('rounds non-integer minor units to the nearest unit and never prints minus zero', () => {
    expect(formatStoreMoney(1234.5, 'USD')).toBe('$12.35');
    expect(formatStoreMoney(-0.4, 'USD')).toBe('$0.00');
    expect(formatStoreMoney(-50, 'USD')).toBe('-$0.50');
  });

  it('gives an empty string for a non-finite amount instead of NaN', () => {
    expect(formatStoreMoney(Number.NaN, 'USD')).toBe('');
    expect(formatStoreMoney(Number.POSITIVE_INFINITY, 'USD')).toBe('');
  });

  it('reads the currency code case-insensitively, and formats a plain number without one', () => {
    expect(formatStoreMoney(123456, ' usd ')).toBe('$1,234.56');
    expect(formatStoreMoney(123456, '')).toBe('1,234.56');
    expect(formatStoreMoney(123456, 'US dollars')).toBe('1,234.56');
  });

  it('agrees with exact decimal arithmetic for any safe amount of cents', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        const abs = BigInt(Math.abs(cents));
        const expected = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
        const text = formatStoreMoney(cents, 'USD');
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
      for (let i = 0; i < 50; i++) expect(formatStoreMoney(i * 101, 'THB', 'en-GB')).toMatch(/^฿/);
      expect(built).toBe(1);
      formatStoreMoney(1, 'THB', 'en-AU');
      expect(built).toBe(2);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});

describe('formatStoreMoney: the 15 integer places limit', () => {
  it('shows all 15 integer places exactly', () => {
    expect(MAX_INTEGER_DIGITS).toBe(15);
    expect(formatStoreMoneyDecimal('999999999999999.99', 'USD')).toBe('$999,999,999,999,999.99');
    expect(formatStoreMoneyDecimal('123456789012345.67', 'EUR')).toBe('€123,456,789,012,345.67');
  });

  it("clamps a bigger amount to the largest that fits, marked '>' (or '<' below zero)", () => {
    expect(formatStoreMoneyDecimal('1000000000000000', 'USD')).toBe('>$999,999,999,999,999.99');
    expect(formatStoreMoneyDecimal('-1000000000000000', 'USD')).toBe('<-$999,999,999,999,999.99');
    expect(formatStoreMoney(1e20, 'USD')).toBe('>$999,999,999,999,999.99');
    expect(formatStoreMoneyDecimal(1e22, 'SEK')).toBe('>999,999,999,999,999.99 kr');
    expect(formatStoreMoneyDecimal('1000000000000000', 'JPY')).toBe('>¥999,999,999,999,999');
  });

  it('clamps when rounding carries the amount past the limit', () => {
    expect(formatStoreMoneyDecimal('999999999999999.994', 'USD')).toBe('$999,999,999,999,999.99');
    expect(formatStoreMoneyDecimal('999999999999999.995', 'USD')).toBe('>$999,999,999,999,999.99');
  });

  it('takes another limit as an option', () => {
    expect(formatStoreMoney(123456, 'USD', 'en-US', { maxIntegerDigits: 3 })).toBe('>$999.99');
    expect(formatStoreMoney(99999, 'USD', 'en-US', { maxIntegerDigits: 3 })).toBe('$999.99');
    expect(formatStoreMoney(1e20, 'USD', 'en-US', { maxIntegerDigits: Number.NaN })).toBe(
      '>$999,999,999,999,999.99',
    );
    expect(formatStoreMoney(1234, 'USD', 'en-US', { maxIntegerDigits: 0 })).toBe('>$9.99');
  });
});

describe('formatStoreMoneyDecimal: decimal amounts in major units', () => {
  it('formats decimalValue strings and numbers', () => {
    expect(formatStoreMoneyDecimal('1234.56', 'USD')).toBe('$1,234.56');
    expect(formatStoreMoneyDecimal(1234.56, 'SEK', 'de-DE')).toBe('1.234,56 kr');
    expect(formatStoreMoneyDecimal('-1234.5', 'EUR')).toBe('-€1,234.50');
    expect(formatStoreMoneyDecimal(' +7 ', 'USD')).toBe('$7.00');
    expect(formatStoreMoneyDecimal('.5', 'USD')).toBe('$0.50');
  });

  it('rounds extra digits half to even, as the engine does', () => {
    expect(formatStoreMoneyDecimal('2.675', 'USD')).toBe('$2.68');
    expect(formatStoreMoneyDecimal('2.665', 'USD')).toBe('$2.66');
    expect(formatStoreMoneyDecimal('2.6651', 'USD')).toBe('$2.67');
    expect(formatStoreMoneyDecimal('123456.7890', 'USD')).toBe('$123,456.79');
    expect(formatStoreMoneyDecimal('-0.001', 'USD')).toBe('$0.00');
  });

  it('gives an empty string for text that is not a decimal number', () => {
    for (const bad of ['', '.', 'abc', '1,234.56', '12.3.4', '--1', '1e5']) {
      expect(formatStoreMoneyDecimal(bad, 'USD'), bad).toBe('');
    }
    expect(formatStoreMoneyDecimal(Number.NaN, 'USD')).toBe('');
  });
});

/*
 * Two rules, two names. The storefront's rule (formatStoreMoney) is the spec's: 2 decimals for
 * every currency but JPY, 'kr' after the amount, 15 integer places. The engine's CLDR text
 * (formatCldrMoney, `{price|money}`) follows CLDR. A shopper may meet both on one page, so where
 * they differ is written down here.
 */
describe('the store rule and the CLDR rule, side by side', () => {
  it('keeps 2 decimals for IDR and COP in the store, where CLDR shows none', () => {
    expect(storeFractionDigits('IDR')).toBe(2);
    expect(storeFractionDigits('COP')).toBe(2);
    expect(cldrFractionDigits('IDR')).toBe(0);
    expect(cldrFractionDigits('COP')).toBe(0);
    expect(formatStoreMoneyDecimal('1234.56', 'IDR')).toBe('Rp\u00a01,234.56');
    expect(formatCldrMoney('1234.56', 'IDR')).toBe('IDR\u00a01,235');
    expect(formatStoreMoneyDecimal('1234.56', 'COP')).toBe('$1,234.56');
    expect(formatCldrMoney('1234.56', 'COP')).toBe('COP\u00a01,235');
  });

  it('shows JPY without decimals under both rules', () => {
    expect(storeFractionDigits('JPY')).toBe(0);
    expect(cldrFractionDigits('JPY')).toBe(0);
    expect(formatStoreMoneyDecimal('1234.6', 'JPY')).toBe('¥1,235');
    expect(formatCldrMoney('1234.6', 'JPY')).toBe('¥1,235');
  });

  it('follows CLDR for currencies the store does not sell', () => {
    expect(cldrFractionDigits('KWD')).toBe(3);
    expect(formatCldrMoney('1.2345', 'KWD')).toBe('KWD\u00a01.234');
    expect(storeFractionDigits('KWD')).toBe(2);
  });

  it("writes 'kr' after the amount in the store, the locale's own way in CLDR text", () => {
    expect(formatStoreMoneyDecimal('1234.5', 'SEK')).toBe('1,234.50 kr');
    expect(formatStoreMoneyDecimal('1234.5', 'NOK', 'en-GB')).toBe('1,234.50 kr');
    expect(formatCldrMoney('1234.5', 'SEK')).toBe('SEK\u00a01,234.50');
    expect(formatCldrMoney('1234.5', 'SEK', 'sv-SE')).toBe(`1${NBSP}234,50${NBSP}kr`);
  });

  it('writes a negative amount with a hyphen-minus under both rules', () => {
    expect(formatStoreMoneyDecimal('-1234.5', 'EUR', 'sv-SE')).toBe(`-1${NBSP}234,50${NBSP}€`);
    expect(formatCldrMoney('-1234.5', 'EUR', 'sv-SE')).toBe(`-1${NBSP}234,50${NBSP}€`);
    expect(formatStoreMoney(-123456, 'DKK')).toBe('-1,234.56 kr');
    expect(formatCldrMoney('-1234.56', 'USD', 'en-US', { style: 'accounting' })).toBe('($1,234.56)');
  });

  it('writes no narrow no-break space, whatever the CLDR data', () => {
    expect(formatStoreMoneyDecimal('1234.5', 'EUR', 'fr-FR')).toBe(`1${NBSP}234,50${NBSP}€`);
    expect(formatCldrMoney('1234.5', 'EUR', 'fr-FR')).toBe(`1${NBSP}234,50${NBSP}€`);
  });

  it('clamps past 15 integer places in the store only', () => {
    expect(formatStoreMoneyDecimal('1000000000000000', 'USD')).toBe('>$999,999,999,999,999.99');
    expect(formatCldrMoney('1000000000000000', 'USD')).toBe('$1,000,000,000,000,000.00');
  });

  it("gives '' for bad input under both rules, and never throws", () => {
    const amounts: unknown[] = [
      null,
      undefined,
      {},
      [],
      true,
      Number.NaN,
      Infinity,
      '',
      'abc',
      '1,234',
      '1e5',
    ];
    const codes: unknown[] = ['USD', '', 'dollars', null, 42];
    for (const amount of amounts) {
      expect(formatStoreMoney(amount as number, 'USD'), String(amount)).toBe('');
      for (const code of codes) {
        expect(formatStoreMoneyDecimal(amount as string, code as string), String(amount)).toBe('');
        expect(formatCldrMoney(amount as string, code as string), String(amount)).toBe('');
      }
    }
    expect(formatCldrMoney('12', 'dollars')).toBe('');
    expect(formatCldrMoney('12', null as unknown as string)).toBe('');
    expect(formatCldrMoney('12', 'USD', 'not a locale!')).toBe('$12.00');
    expect(formatStoreMoney(1200, 'USD', 42 as unknown as string)).toBe('$12.00');
  });
});
