import { describe, expect, it } from 'vitest';
import type { Route } from '../../../src/api/route.ts';
import { routeList, routes } from '../../../src/api/routes.ts';

describe('the route table', () => {
  it('names each route as its key, with paths, methods and encodings that fit together', () => {
    for (const [key, route] of Object.entries(routes)) {
      expect(route.name).toBe(key);
      expect(route.path).toMatch(/^\/api\//);
      expect(route.encoding === 'none', key).toBe(!('body' in route));
      if (route.method === 'GET') expect(route.encoding, key).toBe('none');
    }
    expect(new Set(routeList.map((r) => `${r.method} ${r.path}`)).size).toBe(routeList.length);
  });

  it('asks for the crumb header on every mutating call but beacons and form submission', () => {
    const withoutCrumb = routeList.filter((r) => r.method !== 'GET' && r.crumb === 'none').map((r) => r.name);
    expect(withoutCrumb.sort()).toEqual(
      [
        'censusButtonClick',
        'censusButtonRender',
        'censusFormRender',
        'censusHit',
        'censusOverlay',
        'censusQuickView',
        'formSave',
        'formSubmissionKey',
        'performanceRecords',
        'recordErrors',
        // the legacy tracker carries the crumb in its form body, checked by the server itself
        'trackerRecordEvent',
        'trackerEvents',
        'trackerValidateEventContent',
      ].sort(),
    );
    // A beacon cannot send a header: a route without the crumb cannot be given the crumb fault.
    for (const route of routeList) {
      if (route.crumb === 'none') expect(route.faults, route.name).not.toContain('crumb');
    }
  });

  it('reads a success answer as the specs show it: what it carries where they show it, any 2xx where they do not', () => {
    const by = (answer: string) =>
      routeList
        .filter((r: Route) => (r.answer ?? 'json') === answer)
        .map((r) => r.name)
        .sort();
    // storefront §7 and engine §7 show these answers (the cart fields, cartToken, results, the form
    // template, key, xsrfToken, header and footer, layout, the collection's id, the preferences),
    // or they are ours and read (multilingual settings, places, the restock lists, validate mode,
    // related products, the reviews and their summary, a posted review).
    expect(by('json')).toEqual(
      [
        'cart',
        'cartAddEntry',
        'cartUpdateEntryFields',
        'cartSubscription',
        'inventoryStock',
        'productView',
        'templateSchema',
        'formSubmissionKey',
        'trackerValidateEventContent',
        'restockGroups',
        'restockSignUps',
        'sessionLogin',
        'siteHeaderFooter',
        'multilingualSettings',
        'multilingualStatus',
        'multilingualLanguages',
        'siteLayout',
        'storeCollectionCreate',
        'commercePreferences',
        'placesAutocomplete',
        'placesDetails',
        'relatedProducts',
        'reviewSubmit',
        'reviewsList',
        'reviewsSummary',
      ].sort(),
    );
    // "returns an id string"
    expect(by('text')).toEqual(['sessionRecordingId']);
    // Not shown ("handled by status", "not shown", "fails quietly", "not read"): any 2xx.
    expect(by('any')).toEqual(
      [
        'formValidate',
        'formSave',
        'recordErrors',
        'censusHit',
        'censusFormRender',
        'censusButtonClick',
        'censusButtonRender',
        'censusOverlay',
        'censusQuickView',
        'trackerRecordEvent',
        'trackerEvents',
        'restockSignUp',
        'restockSend',
        'restockSendAll',
        'performanceRecords',
        'crumb',
        'sessionLogout',
        'sessionLocale',
        'siteHeaderFooterUpdate',
        'multilingualLanguagesUpdate',
        'multilingualDisconnect',
        'navigationUpdate',
        'storeCategoryCreate',
        'commercePreferencesUpdate',
        // ours, with no answer in the spec: a cart in it is used, else the client reads the cart
        'cartUpdateEntryQuantity',
        'cartRemoveEntry',
      ].sort(),
    );
  });

  it('sends beacons in encodings sendBeacon produces without a preflight', () => {
    expect(routes.censusHit.encoding).toBe('form');
    expect(routes.censusFormRender.encoding).toBe('text');
    expect(routes.performanceRecords.encoding).toBe('text');
    expect(routes.recordErrors.encoding).toBe('text');
  });
});
