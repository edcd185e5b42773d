// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_RECORDING_DOC } from '../../../fixtures/server/handlers/platformServiceHandlers.ts';
import { multilingual } from '../../../src/platform/multilingual.ts';
import { NotFoundError } from '../../../src/platform/NotFoundError.ts';
import { autocompletePlaces, placeDetails } from '../../../src/platform/places.ts';
import { fetchSessionRecordingId, startSessionRecording } from '../../../src/platform/sessionRecording.ts';
import { readHeaderFooter, saveHeaderFooter } from '../../../src/platform/siteHeaderFooter.ts';
import { callsTo, type PlatformSetup, startPlatform } from './browserLike.ts';

let setup: PlatformSetup;
beforeEach(async () => {
  setup = await startPlatform();
});
afterEach(() => {
  vi.restoreAllMocks();
  return setup.server.close();
});

describe('site header and footer', () => {
  it('reads what was saved', async () => {
    expect(await readHeaderFooter(setup.client)).toEqual({ header: '', footer: '' });
    await saveHeaderFooter(setup.client, { header: '<meta name="x">', footer: '<script></script>' });
    expect(await readHeaderFooter(setup.client)).toEqual({
      header: '<meta name="x">',
      footer: '<script></script>',
    });
  });

  it('needs the crumb to save', async () => {
    setup.client.xsrfToken = 'not-a-crumb';
    await expect(saveHeaderFooter(setup.client, { header: '', footer: '' })).rejects.toMatchObject({
      kind: 'crumb',
      status: 401,
    });
  });
});

describe('multilingual', () => {
  it('reads settings, status and languages; sets languages (keeping the default); disconnects', async () => {
    const { client } = setup;
    expect(await multilingual.settings(client)).toEqual({ defaultLanguage: 'en-US', languages: ['en-US'] });
    expect(await multilingual.status(client)).toEqual({ connected: true });
    expect(await multilingual.setLanguages(client, ['fr-FR', 'de-DE'])).toEqual(['en-US', 'fr-FR', 'de-DE']);
    expect(await multilingual.languages(client)).toEqual(['en-US', 'fr-FR', 'de-DE']);
    await multilingual.disconnect(client);
    expect(await multilingual.status(client)).toEqual({ connected: false });
    expect(callsTo(setup.server, '/api/multilingual/connection')).toEqual([
      'DELETE /api/multilingual/connection 204',
    ]);
  });

  it('refuses an empty language with a 400 naming it', async () => {
    await expect(multilingual.setLanguages(setup.client, [''])).rejects.toMatchObject({ status: 400 });
  });
});

describe('places', () => {
  it('suggests places by what the address contains', async () => {
    expect(await autocompletePlaces(setup.client, 'grafton')).toEqual([
      { placeId: 'place-dublin-grafton', description: '1 Grafton Street, Dublin 2, D02 Y006, Ireland' },
    ]);
    expect(await autocompletePlaces(setup.client, '   ')).toEqual([]);
    expect(callsTo(setup.server, '/api/google-maps')).toHaveLength(1);
  });

  it('gives details with a tracking context, which the server receives', async () => {
    const place = await placeDetails(setup.client, 'place-tokyo-ginza', {
      productPage: 'pdp',
      productSection: 'shipping-address',
    });
    expect(place).toMatchObject({ placeId: 'place-tokyo-ginza', country: 'JP' });
    expect(callsTo(setup.server, '/api/google-maps/places/details')).toEqual([
      'GET /api/google-maps/places/details?placeId=place-tokyo-ginza&productPage=pdp&productSection=shipping-address 200',
    ]);
  });

  it("refuses details without a tracking context: the spec's console error, no call", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await placeDetails(setup.client, 'place-tokyo-ginza', undefined)).toBeUndefined();
    expect(
      await placeDetails(setup.client, 'place-tokyo-ginza', { productPage: 'pdp', productSection: '' }),
    ).toBe(undefined);
    expect(error.mock.calls).toEqual([
      ['Please provide a tracking context when using Google Places API details to track cost'],
      ['Please provide a tracking context when using Google Places API details to track cost'],
    ]);
    expect(callsTo(setup.server, '/api/google-maps')).toEqual([]);
  });

  it('an unknown place is a NotFoundError with its path', async () => {
    const error = await placeDetails(setup.client, 'nowhere', {
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
    expect(await fetchSessionRecordingId(setup.client)).toBe('o-VITRINE-na1');
    const start = vi.fn();
    expect(await startSessionRecording(setup.client, eligible, start)).toBe(true);
    expect(start).toHaveBeenCalledWith('o-VITRINE-na1');
  });

  it('does not start with a mock id, nor when not eligible (no call then)', async () => {
    setup.server.db
      .prepare('INSERT INTO platform_documents (key, data) VALUES (?, ?)')
      .run(SESSION_RECORDING_DOC, JSON.stringify('mock-id'));
    const start = vi.fn();
    expect(await startSessionRecording(setup.client, eligible, start)).toBe(false);
    expect(await startSessionRecording(setup.client, { ...eligible, cpuCores: 2 }, start)).toBe(false);
    expect(start).not.toHaveBeenCalled();
    expect(callsTo(setup.server, '/api/commerce/fullstory')).toHaveLength(1);
  });

  it('logs a failed start and carries on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup.server.fixture.faults.arm('500', { route: 'sessionRecordingId' }, 1);
    expect(await startSessionRecording(setup.client, eligible, vi.fn())).toBe(false);
    const boom = new Error('recorder blocked');
    expect(
      await startSessionRecording(setup.client, eligible, () => {
        throw boom;
      }),
    ).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenLastCalledWith(boom);
  });
});
