import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../../src/collectors/common/readCookie.ts';
import { isAuthenticated } from '../../../src/collectors/common/skipRules.ts';
import { readVisitorIds } from '../../../src/collectors/common/visitorCookies.ts';
import { readCookies } from '../../../src/commerce/readCookies.ts';
import { readSiteUserInfo } from '../../../src/commerce/siteUserInfo.ts';

const set = (raw: string) => (document.cookie = `${raw}; path=/`);
afterEach(() => {
  for (const p of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${p.slice(0, p.indexOf('='))}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe("the collectors' cookie reader (no js-cookie)", () => {
  it.each([
    ['plain', 'a=1', 'a'],
    ['percent-encoded', 'a=%7B%22x%22%3A1%7D', 'a'],
    ['quoted', 'a="hello"', 'a'],
    ['with = inside', 'a=b=c', 'a'],
    ['broken %-encoding', 'a=%E0%A4%A', 'a'],
    ['a name that only prefixes another', 'ab=2', 'a'],
    ['absent', 'b=2', 'a'],
  ])('reads %s as the runtime reads it', (_, raw, name) => {
    set(raw);
    expect(readCookie(name)).toBe(readCookies()[name]);
  });

  it('reads the visit record only when it is well formed', () => {
    set('ss_cvr=abc|1|2|3|4');
    set('SS_SESSION_ID=s-1');
    set('SS_MID=%3Cx%3E');
    expect(readVisitorIds()).toEqual({
      visitRecord: 'abc|1|2|3|4',
      analyticsId: undefined,
      marketingId: undefined,
      sessionId: 's-1',
    });
    set('ss_cvr=abc|1|2|3|0');
    expect(readVisitorIds().visitRecord).toBe('');
  });
});

describe('signed in, from the SiteUserInfo cookie', () => {
  it.each([
    undefined,
    '',
    '{"authenticated":true,"siteUserId":"u1"}',
    encodeURIComponent('{"authenticated":true}'),
    '{"authenticated":"true"}',
    '{"authenticated":false}',
    'null',
    '[true]',
    '%E0%A4%A',
    'authenticated',
  ])('reads %j as the runtime does', (value) => {
    expect(isAuthenticated(value)).toBe(readSiteUserInfo(value).authenticated);
  });
});
