import { describe, expect, it } from 'vitest';
import { experimentOverrides } from '../../../src/collectors/common/experimentOverrides.ts';
import { countsAsPageView, recordingAllowed } from '../../../src/collectors/common/skipRules.ts';

const page = (over: Partial<{ pageType: number; pagePath: string; memberRoles: number[] }> = {}) => ({
  pageType: 1 as number | undefined,
  pagePath: '/shop',
  memberRoles: [] as number[],
  ...over,
});

describe('skip rules (engine spec §4, §6)', () => {
  it('records an anonymous visitor on an ordinary page', () => {
    expect(recordingAllowed(page(), false)).toBe(true);
    expect(recordingAllowed(page({ pageType: undefined }), false)).toBe(true);
  });

  it('records nothing on the not-found, lock-screen and access-denied pages, for anyone', () => {
    for (const pageType of [100, 103, 106]) {
      expect(recordingAllowed(page({ pageType }), false)).toBe(false);
      expect(recordingAllowed(page({ pageType, memberRoles: [10] }), true)).toBe(false);
    }
  });

  it('does not track signed-in accounts, except a viewer-only account outside /config', () => {
    expect(recordingAllowed(page(), true)).toBe(false);
    expect(recordingAllowed(page({ memberRoles: [1] }), true)).toBe(false);
    expect(recordingAllowed(page({ memberRoles: [10, 4] }), true)).toBe(false);
    expect(recordingAllowed(page({ memberRoles: [10] }), true)).toBe(true);
    expect(recordingAllowed(page({ memberRoles: [10, 10] }), true)).toBe(true);
    expect(recordingAllowed(page({ memberRoles: [10], pagePath: '/config' }), true)).toBe(false);
    expect(recordingAllowed(page({ memberRoles: [10], pagePath: '/config/pages' }), true)).toBe(false);
    expect(recordingAllowed(page({ memberRoles: [10], pagePath: '/configure' }), true)).toBe(true);
  });

  it('excludes /search from page views, and only /search', () => {
    expect(countsAsPageView('/search')).toBe(false);
    expect(countsAsPageView('/search/results')).toBe(false);
    expect(countsAsPageView('/searching')).toBe(true);
    expect(countsAsPageView('/shop/search')).toBe(true);
    expect(countsAsPageView('/')).toBe(true);
  });
});

describe('experiment overrides (?experiment-override=experiment:variant)', () => {
  const query = '?experiment-override=template:b&experiment-override=checkout:v2&experiment-override=bad';

  it('are honoured for internal users and internal sites only', () => {
    expect(experimentOverrides({ internalUser: true, websiteStatus: 8 }, query)).toEqual({
      template: 'b',
      checkout: 'v2',
    });
    expect(experimentOverrides({ internalUser: false, websiteStatus: 6 }, query)).toEqual({
      template: 'b',
      checkout: 'v2',
    });
    expect(experimentOverrides({ internalUser: false, websiteStatus: 8 }, query)).toEqual({});
    expect(experimentOverrides({ internalUser: false, websiteStatus: undefined }, query)).toEqual({});
  });

  it('take only experiment:variant values, the last one for an experiment winning', () => {
    const internal = { internalUser: true, websiteStatus: undefined };
    expect(experimentOverrides(internal, '?experiment-override=a:1&experiment-override=a:2')).toEqual({
      a: '2',
    });
    for (const bad of ['a', 'a:', ':b', 'a:b:c', 'a:<b>', `${'a'.repeat(65)}:b`]) {
      expect(experimentOverrides(internal, `?experiment-override=${encodeURIComponent(bad)}`)).toEqual({});
    }
  });
});
