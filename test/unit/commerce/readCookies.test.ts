import fc from 'fast-check';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookies } from '../../../src/commerce/readCookies.ts';

/** The page's cookie header, as the browser gives it to document.cookie. */
function pageCookies(header: string) {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(header);
}

/** Both readers on one header: the whole jar, and each name the way the runtime reads one. */
function expectSameAsJsCookie(header: string) {
  pageCookies(header);
  const ours = readCookies();
  expect(ours).toEqual(Cookies.get());
  // (Cookies.get('') answers undefined whatever the jar holds: no code reads a nameless cookie.)
  for (const name of Object.keys(ours)) if (name) expect(ours[name]).toBe(Cookies.get(name));
  expect(readCookies().crumb).toBe(Cookies.get('crumb'));
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

describe('readCookies', () => {
  it('reads what js-cookie writes, whatever the text', () => {
    const values = ['true', 'a b;c', '{"authenticated":true,"siteUserId":"u1"}', 'é ✓ 100%', '"quoted"', ''];
    values.forEach((value, i) => Cookies.set(`c${i}`, value));
    Cookies.set('crumb', 'abc=def');
    expect(readCookies()).toEqual({
      ...Object.fromEntries(values.map((v, i) => [`c${i}`, v])),
      crumb: 'abc=def',
    });
  });

  it('reads nothing from an empty header', () => {
    pageCookies('');
    expect(readCookies()).toEqual({});
  });

  it.each([
    ['crumb=abc; ss_hasCart=true', { crumb: 'abc', ss_hasCart: 'true' }],
    ['crumb=first; crumb=second', { crumb: 'first' }],
    ['crumb=%E0%A4%A; crumb=good', { crumb: 'good' }],
    ['%E0%A4%A=x; ok=1', { ok: '1' }],
    ['crumb="quoted%20value"', { crumb: 'quoted value' }],
    ['flag; crumb=a=b=c', { flag: '', crumb: 'a=b=c' }],
    ['SiteUserInfo=%7B%22authenticated%22%3Atrue%7D', { SiteUserInfo: '{"authenticated":true}' }],
    ['a%20b=%41%42; x=%zz', { 'a b': 'AB', x: '%zz' }],
  ])('reads %j as js-cookie does', (header, expected) => {
    expectSameAsJsCookie(header);
    expect(readCookies()).toEqual(expected);
  });

  it('gives js-cookie’s answers on any header', () => {
    const piece = fc.constantFrom(
      'crumb',
      'ss_cart',
      'constructor',
      'a',
      'é',
      '=',
      '"',
      '%',
      '%2',
      '%20',
      '%C3%A9',
      '%E0%A4%A',
      '%zz',
      ' ',
      ';',
      '; ',
      'x',
    );
    const header = fc.array(
      fc.array(piece, { maxLength: 6 }).map((p) => p.join('')),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(header, (pairs) => {
        expectSameAsJsCookie(pairs.join('; '));
        vi.restoreAllMocks();
      }),
      { numRuns: 500 },
    );
  });
});
