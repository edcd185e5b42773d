import { describe, expect, it } from 'vitest';
import { shouldLoadCartAtStart } from '../../../src/commerce/cartLoadPolicy.ts';
import { CookieName, HAS_CART_VALUE, RESTRICTED_COOKIE_NAMES } from '../../../src/commerce/cookieNames.ts';
import { readSiteUserInfo } from '../../../src/commerce/siteUserInfo.ts';

const userInfo = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('loading the cart at page start', () => {
  it('happens for an authenticated user', () => {
    expect(shouldLoadCartAtStart(true, {})).toBe(true);
  });

  it("happens when the has-cart cookie equals 'true'", () => {
    expect(shouldLoadCartAtStart(false, { ss_hasCart: 'true' })).toBe(true);
    expect(shouldLoadCartAtStart(false, { ss_hasCart: 'false' })).toBe(false);
    expect(shouldLoadCartAtStart(false, { ss_hasCart: 'TRUE' })).toBe(false);
    expect(shouldLoadCartAtStart(false, { ss_hasCart: '' })).toBe(false);
  });

  it('happens when a cart cookie exists, whatever its value', () => {
    expect(shouldLoadCartAtStart(false, { ss_cart: 'abc123' })).toBe(true);
    expect(shouldLoadCartAtStart(false, { ss_cart: '' })).toBe(true);
  });

  it('does not happen for an anonymous visitor without cart cookies', () => {
    expect(shouldLoadCartAtStart(false, {})).toBe(false);
    expect(shouldLoadCartAtStart(false, { crumb: 'x', ss_cvr: 'a|1|2|3|4', ss_cart: undefined })).toBe(false);
  });

  it('reads the authenticated state from SiteUserInfo when not given', () => {
    expect(shouldLoadCartAtStart({ SiteUserInfo: userInfo({ authenticated: true, siteUserId: 'u1' }) })).toBe(
      true,
    );
    expect(shouldLoadCartAtStart({ SiteUserInfo: userInfo({ authenticated: false }) })).toBe(false);
    expect(shouldLoadCartAtStart({ ss_hasCart: 'true' })).toBe(true);
    expect(shouldLoadCartAtStart({})).toBe(false);
  });
});

describe('the user-info cookie', () => {
  it('gives the authenticated state and site user id, encoded or not', () => {
    expect(readSiteUserInfo(userInfo({ authenticated: true, siteUserId: 'u1' }))).toEqual({
      authenticated: true,
      siteUserId: 'u1',
    });
    expect(readSiteUserInfo('{"authenticated":true}')).toEqual({
      authenticated: true,
      siteUserId: undefined,
    });
  });

  it('means anonymous when missing, unreadable or not saying true', () => {
    for (const value of [undefined, '', '%E0%A4%A', 'yes', '{"authenticated":"true"}', 'null', '[true]']) {
      expect(readSiteUserInfo(value).authenticated, String(value)).toBe(false);
    }
  });
});

describe('cookie names', () => {
  it("are the spec's, plus our has-cart and cart cookies", () => {
    expect(Object.values(CookieName).sort()).toEqual(
      [
        'SiteUserInfo',
        'crumb',
        'ss_cvr',
        'ss_cvt',
        'ss_cid',
        'ss_cpvisit',
        'ss_cvisit',
        'ss_cookieAllowed',
        'SS_ANALYTICS_ID',
        'SS_MID',
        'ss_hasCart',
        'ss_cart',
      ].sort(),
    );
    expect(HAS_CART_VALUE).toBe('true');
  });

  it('list the five cleared under a restrictive cookie policy', () => {
    expect([...RESTRICTED_COOKIE_NAMES].sort()).toEqual([
      'ss_cid',
      'ss_cpvisit',
      'ss_cvisit',
      'ss_cvr',
      'ss_cvt',
    ]);
  });
});
