import { describe, expect, it } from 'vitest';
import { localeChain } from '../../../src/i18n/localeChain.ts';

describe('where a locale looks for its messages', () => {
  it('goes from the most specific tag down to its language, then English', () => {
    expect(localeChain('fr-CA')).toEqual(['fr-CA', 'fr', 'en']);
    expect(localeChain('zh-Hant-TW')).toEqual(['zh-Hant-TW', 'zh-Hant', 'zh', 'en']);
    expect(localeChain('en-GB')).toEqual(['en-GB', 'en']);
    expect(localeChain('en')).toEqual(['en']);
  });

  it('reads tags as templates write them', () => {
    expect(localeChain('de_DE')).toEqual(['de-DE', 'de', 'en']);
    expect(localeChain(' PT-br ')).toEqual(['pt-BR', 'pt', 'en']);
    expect(localeChain('ar-EG-u-nu-latn')).toEqual(['ar-EG', 'ar', 'en']);
  });

  it('is English alone for a tag that is missing or malformed', () => {
    for (const tag of [undefined, null, '', '  ', 'not a locale!', 'en--US', 42]) {
      expect(localeChain(tag), String(tag)).toEqual(['en']);
    }
  });
});
