// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCommercePreferences } from '../../../src/platform/commercePreferences.ts';
import { createStore } from '../../../src/platform/createStore.ts';
import { multilingual } from '../../../src/platform/multilingual.ts';
import { addToMainNavigation, readSiteLayout, updateNavigation } from '../../../src/platform/navigation.ts';
import { autocompletePlaces, placeDetails } from '../../../src/platform/places.ts';
import { fetchSessionRecordingId, startSessionRecording } from '../../../src/platform/sessionRecording.ts';
import { login, logout } from '../../../src/platform/session.ts';
import { readHeaderFooter, saveHeaderFooter } from '../../../src/platform/siteHeaderFooter.ts';
import { updateLocale } from '../../../src/platform/updateLocale.ts';
import { SPELLING_NAMES, SPELLINGS } from '../../secondPlatform.ts';
import { type Platform, startPlatformOf } from './browserLike.ts';

/**
 * Where the spec shows no success answer, any 2xx is success whatever its body: every platform
 * helper resolves against the second stand-in (test/secondPlatform.ts) whichever way it spells
 * "done" (204, `{}`, `{"success":true}`, 201 with an id, plain text, an HTML page).
 */
const PRODUCTS = '/api/content-service/product/1.1/websites/site-2/products';
let platform: Platform | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await platform?.close();
  platform = undefined;
});

describe.each(SPELLING_NAMES)('every platform helper, with "done" spelled as %s', (spelling) => {
  it('resolves, and the calls reached the server', async () => {
    platform = await startPlatformOf('second platform', { spelling });
    const { client } = platform;

    expect(await login(client, platform.member)).toEqual(expect.any(String));
    expect(await updateLocale(client, { currentLanguage: 'fr-FR', customCodeLanguages: [] })).toBe(true);
    await expect(saveHeaderFooter(client, { header: '<meta>', footer: '' })).resolves.toBeUndefined();
    expect(await readHeaderFooter(client)).toEqual({ header: '<meta>', footer: '' });
    expect(await multilingual.setLanguages(client, ['en-US', 'ja-JP'])).toEqual(['en-US', 'ja-JP']);
    await expect(multilingual.disconnect(client)).resolves.toBeUndefined();
    const main = (await readSiteLayout(client))[0]!;
    await expect(
      updateNavigation(client, { fieldName: main.identifier, templateId: 't', items: [] }),
    ).resolves.toBeUndefined();
    await expect(addToMainNavigation(client, 'collection-x', 't')).resolves.toBeUndefined();
    const made = await createStore(client, {
      websiteId: 'site-2',
      title: 'Shop',
      fallbackTitle: 'Store',
      mainNavigation: { templateId: 't' },
    });
    expect(made).toMatchObject({ collectionId: expect.any(String), urlId: 'Shop' });
    const prefs = createCommercePreferences(client, { report: vi.fn() });
    expect(await prefs.save('checkout', { tipping: true })).toEqual({ tipping: true });
    expect(await prefs.read('checkout')).toEqual({ tipping: true });
    expect(await autocompletePlaces(client, 'ginza')).toHaveLength(1);
    expect(
      await placeDetails(client, 'place-tokyo-ginza', { productPage: 'pdp', productSection: 's' }),
    ).toMatchObject({ country: 'JP' });
    await expect(logout(client, { cloneCart: true })).resolves.toBeUndefined();

    // Nothing was refused or tried again; every call whose answer the spec does not show got
    // the chosen spelling.
    const received = platform.second!.received;
    expect(received.filter((r) => r.status >= 300).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(
      [],
    );
    const shown = ['POST /api/site-users/account/session', `POST ${PRODUCTS}`];
    const spelled = received
      .map((r) => ({ call: `${r.method} ${r.path}`, status: r.status }))
      .filter(({ call }) => !call.startsWith('GET') && !shown.includes(call));
    expect(spelled.map((r) => r.call)).toEqual([
      'POST /api/site-users/account/locale',
      'PUT /api/site-header-footer',
      'PUT /api/multilingual/languages',
      'DELETE /api/multilingual/connection',
      'POST /api/widget/UpdateNavigation',
      'POST /api/widget/UpdateNavigation',
      `POST ${PRODUCTS}/collection-1/categories`,
      'POST /api/widget/UpdateNavigation',
      'PUT /api/v1/commerce-preferences/checkout',
      'DELETE /api/site-users/account/session',
    ]);
    expect(new Set(spelled.map((r) => r.status))).toEqual(new Set([SPELLINGS[spelling].status]));
  });
});

describe('the session-recording id ("returns an id string")', () => {
  it.each([
    ['plain text', 'text'],
    ['a JSON string', 'json'],
  ] as const)('is read as %s, trimmed, and recording starts with it', async (_, recordingIdAs) => {
    platform = await startPlatformOf('second platform', { recordingIdAs });
    expect(await fetchSessionRecordingId(platform.client)).toBe('o-SECOND-eu1');
    const start = vi.fn();
    const eligible = {
      country: 'JP',
      timeZone: 'Asia/Tokyo',
      featureToggle: true,
      experimentVariant: 'b',
      cpuCores: 8,
      search: '',
    };
    expect(await startSessionRecording(platform.client, eligible, start)).toBe(true);
    expect(start).toHaveBeenCalledWith('o-SECOND-eu1');
  });
});
