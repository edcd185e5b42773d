import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyByCode, currencyByNumericCode } from '../../../src/commerce/currencies.ts';
import { isCurrencyCode, SUPPORTED_CURRENCY_CODES } from '../../../src/commerce/currencyCode.ts';
import { storeFractionDigits } from '../../../src/commerce/money/storeFractionDigits.ts';

// The spec's list, in its order.
const SPEC_CODES =
  'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR JPY ZAR';

describe('supported currencies', () => {
  it("are the spec's 27, in its order", () => {
    expect(SUPPORTED_CURRENCY_CODES.join(' ')).toBe(SPEC_CODES);
    expect(CURRENCIES.map((c) => c.code).join(' ')).toBe(SPEC_CODES);
  });

  it('have 2 fraction digits, except JPY with 0', () => {
    for (const currency of CURRENCIES) {
      expect(currency.fractionDigits, currency.code).toBe(currency.code === 'JPY' ? 0 : 2);
    }
    expect(storeFractionDigits('COP')).toBe(2);
    expect(storeFractionDigits('IDR')).toBe(2);
  });

  it('carry their ISO 4217 numeric codes, unique and three digits', () => {
    const byCode = Object.fromEntries(CURRENCIES.map((c) => [c.code, c.numericCode]));
    expect(byCode).toMatchObject({ EUR: '978', USD: '840', AUD: '036', GBP: '826', JPY: '392', ARS: '032' });
    expect(byCode).toMatchObject({ SEK: '752', PLN: '985', BRL: '986', ZAR: '710', INR: '356', CHF: '756' });
    const numeric = CURRENCIES.map((c) => c.numericCode);
    expect(new Set(numeric).size).toBe(27);
    for (const code of numeric) expect(code).toMatch(/^\d{3}$/);
  });

  it('have a name each', () => {
    expect(currencyByCode('EUR')?.name).toBe('Euro');
    expect(currencyByCode('JPY')?.name).toBe('Japanese Yen');
    for (const currency of CURRENCIES) expect(currency.name.length, currency.code).toBeGreaterThan(2);
  });
});

describe('currency lookups', () => {
  it('find a currency by alphabetic code, case-insensitively', () => {
    expect(currencyByCode(' nok ')).toEqual({
      code: 'NOK',
      name: 'Norwegian Krone',
      fractionDigits: 2,
      numericCode: '578',
    });
    expect(currencyByCode('XYZ')).toBeUndefined();
    expect(currencyByCode('')).toBeUndefined();
  });

  it('find a currency by numeric code, written with or without leading zeros', () => {
    expect(currencyByNumericCode('036')?.code).toBe('AUD');
    expect(currencyByNumericCode(36)?.code).toBe('AUD');
    expect(currencyByNumericCode(392)?.code).toBe('JPY');
    expect(currencyByNumericCode(999)).toBeUndefined();
  });

  it('tell supported codes from others', () => {
    expect(isCurrencyCode('ZAR')).toBe(true);
    expect(isCurrencyCode('zar')).toBe(false);
    expect(isCurrencyCode('KWD')).toBe(false);
    expect(isCurrencyCode(840)).toBe(false);
  });
});
