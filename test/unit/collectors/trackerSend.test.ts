import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Beacon } from '../../../src/collectors/common/transport.ts';
import type { TrackerSettings } from '../../../src/collectors/tracker/trackerSettings.ts';
import type { VitrineRuntime } from '../../../src/runtime/types.ts';
import { collectorRuntime } from '../harness/collectorRuntime.ts';

const sent: Beacon[] = [];
vi.mock('../../../src/collectors/common/transport.ts', () => ({
  send: (_runtime: unknown, beacon: Beacon) => void sent.push(beacon),
  useTransport: () => () => undefined,
}));
const { sendTrackerEvent } = await import('../../../src/collectors/tracker/sendTrackerEvent.ts');

const SETTINGS: TrackerSettings = {
  env: 'prod',
  eventsUrl: 'https://events.test/api/v1/clanker/events',
  validateUrl: 'https://events.test/api/v1/clanker/validate-event-content/',
  fireEvents: true,
  beacon: true,
  validate: false,
};
const runtime: VitrineRuntime = collectorRuntime();
const CONTENT = { page_path: '/shop', analytics_id: 'a-1' };

afterEach(() => {
  sent.length = 0;
});

describe("sending the new tracker's events (defaults: fire events on, beacon on)", () => {
  it('by beacon through the transport: the envelope as JSON text', async () => {
    await sendTrackerEvent(runtime, SETTINGS, 'page_view', CONTENT);
    expect(sent).toEqual([
      {
        url: 'https://events.test/api/v1/clanker/events',
        body: JSON.stringify({ eventSchemaName: 'page_view', eventContent: JSON.stringify(CONTENT) }),
      },
    ]);
  });

  it('with beacons off, by fetch with JSON', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await sendTrackerEvent(runtime, { ...SETTINGS, beacon: false }, 'page_view', CONTENT);
    expect(sent).toEqual([]);
    expect(fetch).toHaveBeenCalledWith('https://events.test/api/v1/clanker/events', {
      credentials: 'include',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ eventSchemaName: 'page_view', eventContent: JSON.stringify(CONTENT) }),
      signal: expect.any(AbortSignal),
    });
  });

  it('with events off, sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await sendTrackerEvent(runtime, { ...SETTINGS, fireEvents: false }, 'page_view', CONTENT);
    expect(sent).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('in validate mode, posts the content to validate-event-content/{schema} and warns when invalid', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async () =>
      Response.json({ schemaName: 'page_view', valid: false, errors: ['page_path: too long'] }),
    );
    vi.stubGlobal('fetch', fetch);
    await sendTrackerEvent(runtime, { ...SETTINGS, validate: true }, 'page_view', CONTENT);
    expect(sent).toEqual([]);
    expect(fetch).toHaveBeenCalledWith(
      'https://events.test/api/v1/clanker/validate-event-content/page_view',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(CONTENT) }),
    );
    expect(warn).toHaveBeenCalledWith('[vitrine] tracker event page_view is not valid:', [
      'page_path: too long',
    ]);
  });

  it('is quiet when the network fails or the verdict is not JSON', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await expect(
      sendTrackerEvent(runtime, { ...SETTINGS, beacon: false }, 'x', CONTENT),
    ).resolves.toBeUndefined();
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 500 }));
    await expect(
      sendTrackerEvent(runtime, { ...SETTINGS, validate: true }, 'x', CONTENT),
    ).resolves.toBeUndefined();
  });
});
