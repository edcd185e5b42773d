// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCommercePreferences,
  preferencesRefetchEvent,
} from '../../../src/platform/commercePreferences.ts';
import { callsTo, type PlatformSetup, startPlatform } from './browserLike.ts';

let setup: PlatformSetup;
beforeEach(async () => {
  setup = await startPlatform();
});
afterEach(() => setup.server.close());

const PATH = '/api/v1/commerce-preferences/checkout';

function preferences() {
  const events = new EventTarget();
  const refetched = vi.fn();
  events.addEventListener(preferencesRefetchEvent('checkout'), refetched);
  const report = vi.fn();
  return { prefs: createCommercePreferences(setup.client, { events, report }), refetched, report, events };
}

describe('commerce preferences', () => {
  it('reads once, caches, and drops websiteId', async () => {
    const { prefs } = preferences();
    expect(await prefs.read('checkout')).toEqual({});
    expect(await prefs.read('checkout')).toEqual({});
    expect(callsTo(setup.server, PATH)).toEqual([`GET ${PATH} 200`]);
  });

  it('skips a save that changes nothing', async () => {
    const { prefs, refetched } = preferences();
    await prefs.save('checkout', { tipping: true, order: { a: 1, b: 2 } });
    refetched.mockClear();
    const before = callsTo(setup.server, PATH).length;
    // Same values, keys in another order.
    expect(await prefs.save('checkout', { order: { b: 2, a: 1 }, tipping: true })).toEqual({
      tipping: true,
      order: { a: 1, b: 2 },
    });
    expect(callsTo(setup.server, PATH)).toHaveLength(before);
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
    expect(callsTo(setup.server, PATH)).toEqual([`GET ${PATH} 200`, `PUT ${PATH} 200`]);
    // What the server keeps, as another reader (a fresh cache) sees it.
    const fresh = createCommercePreferences(setup.client, { report: vi.fn() });
    expect(await fresh.read('checkout')).toEqual({ tipping: true });
    expect(preferencesRefetchEvent('checkout')).toBe('commerce-preferences:refetch:checkout');
  });

  it('reports a failed read and rethrows it; the next read asks again', async () => {
    const { prefs, report } = preferences();
    setup.server.fixture.faults.arm('500', { route: 'commercePreferences' }, 1);
    const error = await prefs.read('checkout').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500 });
    expect(report).toHaveBeenCalledWith(error, { namespace: 'checkout', action: 'read' });
    expect(await prefs.read('checkout')).toEqual({});
  });

  it('reports a failed save and rethrows it; the cache keeps the old values and nothing is announced', async () => {
    const { prefs, report, refetched } = preferences();
    await prefs.read('checkout');
    setup.server.fixture.faults.arm('crumb', { route: 'commercePreferencesUpdate' }, 1);
    const error = await prefs.save('checkout', { tipping: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'crumb' });
    expect(report).toHaveBeenCalledWith(error, { namespace: 'checkout', action: 'save' });
    expect(refetched).not.toHaveBeenCalled();
    expect(await prefs.read('checkout')).toEqual({});
  });

  it('refuses a malformed answer as malformed (the garbage fault)', async () => {
    const { prefs } = preferences();
    setup.server.fixture.faults.arm('garbage', { route: 'commercePreferences' }, 1);
    await expect(prefs.read('checkout')).rejects.toMatchObject({ kind: 'malformed' });
  });
});
