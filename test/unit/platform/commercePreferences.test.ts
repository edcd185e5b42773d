// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCommercePreferences,
  preferencesRefetchEvent,
} from '../../../src/platform/commercePreferences.ts';
import {
  commercePreferences,
  commercePreferencesUpdate,
} from '../../../src/api/routes/platformPreferences.ts';
import { type Platform, PLATFORMS, startPlatformOf } from './browserLike.ts';

// Asked of both the fixture server and the second stand-in (test/secondPlatform.ts).
describe.each(PLATFORMS)('commerce preferences against the %s', (kind) => {
  let platform: Platform;
  beforeEach(async () => {
    platform = await startPlatformOf(kind);
  });
  afterEach(() => platform.close());

  const PATH = '/api/v1/commerce-preferences/checkout';

  function preferences() {
    const events = new EventTarget();
    const refetched = vi.fn();
    events.addEventListener(preferencesRefetchEvent('checkout'), refetched);
    const report = vi.fn();
    return {
      prefs: createCommercePreferences(platform.client, { events, report }),
      refetched,
      report,
      events,
    };
  }

  it('reads once, caches, and drops websiteId', async () => {
    const { prefs } = preferences();
    expect(await prefs.read('checkout')).toEqual({});
    expect(await prefs.read('checkout')).toEqual({});
    expect(platform.calls(PATH)).toEqual([`GET ${PATH} 2xx`]);
  });

  it('skips a save that changes nothing', async () => {
    const { prefs, refetched } = preferences();
    await prefs.save('checkout', { tipping: true, order: { a: 1, b: 2 } });
    refetched.mockClear();
    const before = platform.calls(PATH).length;
    // Same values, keys in another order.
    expect(await prefs.save('checkout', { order: { b: 2, a: 1 }, tipping: true })).toEqual({
      tipping: true,
      order: { a: 1, b: 2 },
    });
    expect(platform.calls(PATH)).toHaveLength(before);
    expect(refetched).not.toHaveBeenCalled();
  });

  it('saves a change, updates the cache, and announces the namespace refetch event', async () => {
    const { prefs, refetched, events } = preferences();
    const other = vi.fn();
    events.addEventListener(preferencesRefetchEvent('shipping'), other);
    expect(await prefs.save('checkout', { tipping: true })).toEqual({ tipping: true });
    expect(refetched).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(await prefs.read('checkout')).toEqual({ tipping: true });
    expect(platform.calls(PATH)).toEqual([`GET ${PATH} 2xx`, `PUT ${PATH} 2xx`]);
    // What the server keeps, as another reader (a fresh cache) sees it.
    const fresh = createCommercePreferences(platform.client, { report: vi.fn() });
    expect(await fresh.read('checkout')).toEqual({ tipping: true });
    expect(preferencesRefetchEvent('checkout')).toBe('commerce-preferences:refetch:checkout');
  });

  it('reports a failed read and rethrows it; the next read asks again', async () => {
    const { prefs, report } = preferences();
    platform.fault(commercePreferences, '500', 1);
    const error = await prefs.read('checkout').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500 });
    expect(report).toHaveBeenCalledWith(error, { namespace: 'checkout', action: 'read' });
    expect(await prefs.read('checkout')).toEqual({});
  });

  it('reports a failed save and rethrows it; the cache keeps the old values and nothing is announced', async () => {
    const { prefs, report, refetched } = preferences();
    await prefs.read('checkout');
    platform.fault(commercePreferencesUpdate, 'crumb', 1);
    const error = await prefs.save('checkout', { tipping: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'crumb' });
    expect(report).toHaveBeenCalledWith(error, { namespace: 'checkout', action: 'save' });
    expect(refetched).not.toHaveBeenCalled();
    expect(await prefs.read('checkout')).toEqual({});
  });

  it('refuses a malformed answer as malformed (the garbage fault)', async () => {
    const { prefs } = preferences();
    platform.fault(commercePreferences, 'garbage', 1);
    await expect(prefs.read('checkout')).rejects.toMatchObject({ kind: 'malformed' });
  });
});
