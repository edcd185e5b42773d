import { describe, expect, it } from 'vitest';
import { render } from '../../../../src/engine/index.ts';

const out = (template: string, json: unknown, options: Parameters<typeof render>[2] = {}): string =>
  render(template, json, options).output;

describe('i18n formatters as a template author uses them', () => {
  it('legacy i18n-money-format keeps its own symbols and spacing', () => {
    const money = { currencyCode: 'SEK', decimalValue: -1234.56 };
    expect(out('{m|i18n-money-format en_US} / {m|i18n-money-format de_DE}', { m: money })).toBe(
      'kr -1,234.56 / -1.234,56 kr',
    );
  });

  it('money writes a money object in the render locale', () => {
    const price = { decimalValue: '2500', currencyCode: 'EUR' };
    expect(out('{p|money}', { p: price }, { locale: 'de-DE' })).toBe('2.500,00\u00a0€');
    expect(out('{p|money style:name}', { p: price })).toBe('2,500.00 euros');
  });

  it('decimal groups by default, as the Java engine does, and takes group:false', () => {
    expect(out('{n|decimal} {n|decimal group:false} {n|decimal style:percent}', { n: '1200' })).toBe(
      '1,200 1200 120,000%',
    );
  });

  it('message picks plural branches by the number as written ("1.0" is not singular in English)', () => {
    const msg = '{0 plural one{# ONE} other{# OTHER}}';
    expect(out('{msg|message a} {msg|message b}', { msg, a: '1', b: '1.0' })).toBe('1 ONE 1.0 OTHER');
    expect(out('{msg|message a}', { msg, a: '0' }, { locale: 'fr-FR' })).toBe('0 ONE');
  });

  it('message fills positional and named arguments and renders nothing for unknown names', () => {
    const json = { msg: '{0} has {n plural one{# post} other{# posts}}{missing}.', blog: 'Apple', c: 2 };
    expect(out('{msg|message blog n=c}', json)).toBe('Apple has 2 posts.');
  });

  it('unit converts to the locale’s system and to sequences', () => {
    expect(
      out('{t|unit in:celsius} {i|unit in:inch sequence:foot,inch group}', { t: '37', i: '12345' }),
    ).toBe('98.6° 1,028′ 9″');
    expect(out('{b|unit in:byte format:long}', { b: '16384' })).toBe('16 kilobytes');
  });

  it('unit writes CLDR names Intl does not know', () => {
    expect(out('{a|unit in:arc-minute out:arc-second format:long}', { a: '1' })).toBe('60 arcseconds');
  });
});
