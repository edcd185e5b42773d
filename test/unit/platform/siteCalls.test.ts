// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionRecordingId } from '../../../src/api/routes/platformServices.ts';
import { multilingual } from '../../../src/platform/multilingual.ts';
import { NotFoundError } from '../../../src/platform/NotFoundError.ts';
import { autocompletePlaces, placeDetails } from '../../../src/platform/places.ts';
import { fetchSessionRecordingId, startSessionRecording } from '../../../src/platform/sessionRecording.ts';
import { readHeaderFooter, saveHeaderFooter } from '../../../src/platform/siteHeaderFooter.ts';
import { type Platform, PLATFORMS, startPlatformOf } from './browserLike.ts';

// Asked of both the fixture server and the second stand-in (test/secondPlatform.ts).
describe.each(PLATFORMS)('against the %s', (kind) => {
  let platform: Platform;
  beforeEach(async () => {
    platform = await startPlatformOf(kind);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    return platform.close();
  });

  describe('site header and footer', () => {
    it('reads what was saved', async () => {
      expect(await readHeaderFooter(platform.client)).toEqual({ header: '', footer: '' });
      await saveHeaderFooter(platform.client, { header: '<meta name="x">', footer: '<script></script>' });
      expect(await readHeaderFooter(platform.client)).toEqual({
        header: '<meta name="x">',
        footer: '<script></script>',
      });
      expect(platform.calls('/api/site-header-footer')).toEqual([
        'GET /api/site-header-footer 2xx',
        'PUT /api/site-header-footer 2xx',
        'GET /api/site-header-footer 2xx',
      ]);
    });

    it('needs the crumb to save', async () => {
      platform.client.xsrfToken = 'not-a-crumb';
      await expect(saveHeaderFooter(platform.client, { header: '', footer: '' })).rejects.toMatchObject({
        kind: 'crumb',
        status: 401,
      });
    });
  });

  describe('multilingual', () => {
    it('reads settings, status and languages; sets languages, resolving the list as the site now has it; disconnects', async () => {
      const { client } = platform;
      expect(await multilingual.settings(client)).toEqual({ defaultLanguage: 'en-US', languages: ['en-US'] });
      expect(await multilingual.status(client)).toEqual({ connected: true });
      const set = await multilingual.setLanguages(client, ['fr-FR', 'de-DE']);
      expect(set).toEqual(expect.arrayContaining(['fr-FR', 'de-DE']));
      expect(await multilingual.languages(client)).toEqual(set);
      expect(platform.bodies('/api/multilingual/languages')).toEqual([{ languages: ['fr-FR', 'de-DE'] }]);
      await multilingual.disconnect(client);
      expect(await multilingual.status(client)).toEqual({ connected: false });
      expect(platform.calls('/api/multilingual/connection')).toEqual([
        'DELETE /api/multilingual/connection 2xx',
      ]);
    });

    it('refuses an empty language with a 400', async () => {
      await expect(multilingual.setLanguages(platform.client, [''])).rejects.toMatchObject({ status: 400 });
    });
  });

  describe('places', () => {
    it('suggests places by what the address contains', async () => {
      expect(await autocompletePlaces(platform.client, 'grafton')).toEqual([
        { placeId: 'place-dublin-grafton', description: '1 Grafton Street, Dublin 2, D02 Y006, Ireland' },
      ]);
      expect(await autocompletePlaces(platform.client, '   ')).toEqual([]);
      expect(platform.calls('/api/google-maps')).toHaveLength(1);
    });

    it('gives details with a tracking context, which the server receives', async () => {
      const place = await placeDetails(platform.client, 'place-tokyo-ginza', {
        productPage: 'pdp',
        productSection: 'shipping-address',
      });
      expect(place).toMatchObject({ placeId: 'place-tokyo-ginza', country: 'JP' });
      expect(platform.calls('/api/google-maps/places/details')).toEqual([
        'GET /api/google-maps/places/details?placeId=place-tokyo-ginza&productPage=pdp&productSection=shipping-address 2xx',
      ]);
    });

    it("refuses details without a tracking context: the spec's console error, no call", async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(await placeDetails(platform.client, 'place-tokyo-ginza', undefined)).toBeUndefined();
      expect(
        await placeDetails(platform.client, 'place-tokyo-ginza', { productPage: 'pdp', productSection: '' }),
      ).toBe(undefined);
      expect(error.mock.calls).toEqual([
        ['Please provide a tracking context when using Google Places API details to track cost'],
        ['Please provide a tracking context when using Google Places API details to track cost'],
      ]);
      expect(platform.calls('/api/google-maps')).toEqual([]);
    });

    it('an unknown place is a NotFoundError with its path', async () => {
      const error = await placeDetails(platform.client, 'nowhere', {
        productPage: 'pdp',
        productSection: 's',
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ path: '/api/google-maps/places/details', status: 404 });
    });
  });

  describe('session recording', () => {
    const eligible = {
      country: 'US',
      timeZone: 'America/Chicago',
      featureToggle: true,
      experimentVariant: 'true',
      cpuCores: 4,
      search: '',
    };

    it('reads the id the server answers and starts with it', async () => {
      expect(await fetchSessionRecordingId(platform.client)).toBe(platform.recordingId);
      const start = vi.fn();
      expect(await startSessionRecording(platform.client, eligible, start)).toBe(true);
      expect(start).toHaveBeenCalledWith(platform.recordingId);
    });

    it('does not start with a mock id, nor when not eligible (no call then)', async () => {
      platform.setRecordingId('mock-id');
      const start = vi.fn();
      expect(await startSessionRecording(platform.client, eligible, start)).toBe(false);
      expect(await startSessionRecording(platform.client, { ...eligible, cpuCores: 2 }, start)).toBe(false);
      expect(start).not.toHaveBeenCalled();
      expect(platform.calls('/api/commerce/fullstory')).toHaveLength(1);
    });

    it('logs a failed start and carries on', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      platform.fault(sessionRecordingId, '500', 1);
      expect(await startSessionRecording(platform.client, eligible, vi.fn())).toBe(false);
      const boom = new Error('recorder blocked');
      expect(
        await startSessionRecording(platform.client, eligible, () => {
          throw boom;
        }),
      ).toBe(false);
      expect(error).toHaveBeenCalledTimes(2);
      expect(error).toHaveBeenLastCalledWith(boom);
    });
  });
});

describe('the fixture server’s multilingual settings', () => {
  it('keep the default language whatever the list sent', async () => {
    const platform = await startPlatformOf('fixture server');
    try {
      expect(await multilingual.setLanguages(platform.client, ['fr-FR', 'de-DE'])).toEqual([
        'en-US',
        'fr-FR',
        'de-DE',
      ]);
    } finally {
      await platform.close();
    }
  });
});
