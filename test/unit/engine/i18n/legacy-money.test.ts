import { describe, expect, it } from 'vitest';
import { i18nMoneyFormat } from '../../../../src/engine/plugins/i18n/legacy-money.ts';
import { context, listCases, loadCase } from './cases.ts';

/** Every i18n-money-format case repeats `{@|i18n-money-format LOCALE}` lines over a list of amounts. */
describe('i18n-money-format renders the public cases', () => {
  const names = [...listCases('ts', /^i18n-money-format/), ...listCases('java', /^i18n-money-format/)];
  it.each(names)('%s', (name) => {
    const { sections } = loadCase(name);
    const items = JSON.parse(sections.JSON ?? '[]') as unknown[];
    const lines = (sections.TEMPLATE ?? '').split('\n').filter((l) => l.includes('|i18n-money-format'));
    const got: string[] = [];
    for (const item of items) {
      for (const line of lines) {
        got.push(
          line.replace(/\{@\|i18n-money-format ?([^}]*)\}/, (_, loc: string) =>
            String(i18nMoneyFormat(item, loc ? [loc] : [], context(item))),
          ),
        );
      }
    }
    const want = (sections.OUTPUT ?? '').split('\n').filter((l) => l.trim() !== '');
    expect(got).toEqual(want);
  });

  it('renders nothing for a value without an amount', () => {
    expect(i18nMoneyFormat({}, [], context({}))).toBe('');
  });
});
