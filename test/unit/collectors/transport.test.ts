import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTransport,
  FLUSH_DEBOUNCE_MS,
  type Transport,
} from '../../../src/collectors/common/transport/createTransport.ts';
import { createOutbox, overBounds } from '../../../src/collectors/common/transport/outbox.ts';
import { createBeaconQueue, STAGED_OWN_MS } from '../../../src/collectors/common/transport/queue.ts';

const PATH = '/api/1/performance/records';

let visibility: DocumentVisibilityState = 'visible';

/**
 * A fresh transport, as one page has: over the page's fetch, sendBeacon and clock (stubbed below)
 * and its own outbox over this test's IndexedDB. A second one over the same IndexedDB is the next page.
 */
function page(): Transport {
  return createTransport({ apiBase: 'https://shop.example' });
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name!);
}

/** What the outbox database holds, read as another page would (closing its connection after). */
async function stored(): Promise<Array<{ id: string; url: string; body: string }>> {
  if (!(await databaseNames()).includes('vitrine-outbox')) return [];
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const r = indexedDB.open('vitrine-outbox');
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error as Error);
  });
  try {
    const tx = db.transaction('beacons', 'readonly').objectStore('beacons');
    const [keys, values] = await Promise.all(
      [tx.getAllKeys(), tx.getAll()].map(
        (r) => new Promise<unknown[]>((resolve) => (r.onsuccess = () => resolve(r.result as unknown[]))),
      ),
    );
    return keys!.map((id, i) => ({ id: id as string, ...(values![i] as { url: string; body: string }) }));
  } finally {
    db.close();
  }
}

function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

const eidOf = (url: string) => new URL(url).searchParams.get('eid');

let fetchMock: ReturnType<typeof vi.fn>;
let beaconMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  beaconMock = vi.fn(() => true);
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beaconMock });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the means, in order', () => {
  it('a visible page sends by keepalive fetch, as text, with credentials and no header of ours, after the debounce', async () => {
    const transport = page();
    const release = transport.use();
    transport.send({ url: PATH, body: '[{"a":1}]' });
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^https:\/\/shop\.example\/api\/1\/performance\/records\?eid=[\w-]{8,64}$/);
    expect(init).toEqual({
      method: 'POST',
      body: '[{"a":1}]',
      keepalive: true,
      credentials: 'include',
      // the analytics timeout's handle, not a header: no preflight
      signal: expect.any(AbortSignal),
    });
    expect(beaconMock).not.toHaveBeenCalled();
    release();
  });

  it('a hidden page sends by sendBeacon at once; fetch only when the beacon is refused', async () => {
    const transport = page();
    const release = transport.use();
    transport.send({ url: PATH, body: '[1]' });
    setVisibility('hidden');
    expect(beaconMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    beaconMock.mockReturnValue(false);
    transport.send({ url: PATH, body: '[2]' });
    expect(beaconMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].keepalive).toBe(true);
    release();
  });

  it('pagehide flushes like hidden; nothing listens to unload or beforeunload', async () => {
    const added: string[] = [];
    const original = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type, ...rest) => {
      added.push(type);
      original(type, ...(rest as [EventListener]));
    });
    const transport = page();
    const release = transport.use();
    transport.send({ url: PATH, body: '[1]' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beaconMock).toHaveBeenCalledTimes(1);
    // A collector's own pagehide listener may send after ours, while the page still says visible.
    transport.send({ url: PATH, body: '[2]' });
    expect(beaconMock).toHaveBeenCalledTimes(2);
    expect(added).toContain('pagehide');
    expect(added).not.toContain('unload');
    expect(added).not.toContain('beforeunload');
    release();
  });

  it('keepalive only while the bytes in flight stay under 64 KiB, then plain fetch', async () => {
    const transport = page();
    const release = transport.use();
    const pending: Array<(r: Response) => void> = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => pending.push(resolve)));
    const big = JSON.stringify(['x'.repeat(30 * 1024)]);
    for (let i = 0; i < 3; i += 1) transport.send({ url: PATH, body: big });
    // 3 × 30 KiB queued: past the 32 KiB "send now" mark, so no debounce.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const keepalive = fetchMock.mock.calls.map((c) => (c as [string, RequestInit])[1].keepalive);
    expect(keepalive).toEqual([true, true, false]);
    // Once the first two are answered, their bytes are free again.
    pending.forEach((resolve) => resolve(new Response(null, { status: 204 })));
    await new Promise((r) => setTimeout(r, 0));
    transport.send({ url: PATH, body: big });
    setVisibility('hidden');
    beaconMock.mockReturnValue(false);
    transport.send({ url: PATH, body: big });
    expect((fetchMock.mock.calls.at(-1) as [string, RequestInit])[1].keepalive).toBe(true);
    release();
  });

  it('a form body goes as application/x-www-form-urlencoded, by beacon and by fetch', async () => {
    const transport = page();
    const release = transport.use();
    setVisibility('hidden');
    transport.send({ url: '/api/census/RecordHit', body: 'event=view&data=%7B%7D', form: true });
    const blob = (beaconMock.mock.calls[0] as [string, Blob])[1];
    expect(blob.type).toBe('application/x-www-form-urlencoded');
    expect(await blob.text()).toBe('event=view&data=%7B%7D');
    release();
  });

  it('engine spec §3 performance report, "delivery type (beacon or xhr)": the body says the means it left by', async () => {
    const transport = page();
    const release = transport.use();
    const report = (n: number) =>
      JSON.stringify([
        { event: 'page_speed', data: { n, deliveryType: 'beacon', note: '"deliveryType":"beacon"' } },
      ]);
    const sent = (body: unknown) =>
      (JSON.parse(body as string) as Array<{ data: Record<string, unknown> }>)[0]!.data;
    // Visible: it leaves by fetch, so it says xhr (a string that only looks like the key is left alone).
    transport.send({ url: PATH, body: report(1), meansKey: 'deliveryType' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(sent((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)).toEqual({
      n: 1,
      deliveryType: 'xhr',
      note: '"deliveryType":"beacon"',
    });
    // Hidden: by sendBeacon, so beacon; refused by sendBeacon, it goes by fetch and says xhr.
    setVisibility('hidden');
    transport.send({ url: PATH, body: report(2), meansKey: 'deliveryType' });
    expect(sent((beaconMock.mock.calls[0] as [string, string])[1])).toMatchObject({
      n: 2,
      deliveryType: 'beacon',
    });
    beaconMock.mockReturnValue(false);
    transport.send({ url: PATH, body: report(3), meansKey: 'deliveryType' });
    expect(sent((fetchMock.mock.calls[1] as [string, RequestInit])[1].body)).toMatchObject({
      n: 3,
      deliveryType: 'xhr',
    });
    // Without meansKey, a body goes as it is.
    transport.send({ url: PATH, body: report(4) });
    expect(sent((fetchMock.mock.calls[2] as [string, RequestInit])[1].body)).toMatchObject({
      n: 4,
      deliveryType: 'beacon',
    });
    release();
  });

  it('absolute URLs pass through; paths resolve against data-api-base', async () => {
    const transport = page();
    const release = transport.use();
    setVisibility('hidden');
    transport.send({ url: 'https://tracker.example/api/v1/events', body: '{}' });
    transport.send({ url: PATH, body: '[]' });
    const urls = beaconMock.mock.calls.map((c) => (c as [string])[0].split('?')[0]);
    expect(urls).toEqual(['https://tracker.example/api/v1/events', `https://shop.example${PATH}`]);
    release();
  });
});

describe('event ids and splitting', () => {
  it('every beacon carries its own event id in the query', async () => {
    const transport = page();
    const release = transport.use();
    setVisibility('hidden');
    for (let i = 0; i < 50; i += 1) transport.send({ url: PATH, body: `[${i}]` });
    const ids = beaconMock.mock.calls.map((c) => eidOf((c as [string])[0]));
    expect(new Set(ids).size).toBe(50);
    ids.forEach((id) => expect(id).toMatch(/^[\w-]{8,64}$/));
    release();
  });

  it('a JSON array over 64 KiB goes as several arrays under it, every record once, in order', async () => {
    const transport = page();
    const release = transport.use();
    setVisibility('hidden');
    const records = Array.from({ length: 40 }, (_, i) => ({ i, pad: 'é'.repeat(2000) }));
    transport.send({ url: PATH, body: JSON.stringify(records) });
    const bodies = beaconMock.mock.calls.map((c) => (c as [string, string])[1]);
    expect(bodies.length).toBeGreaterThan(1);
    bodies.forEach((b) => expect(new TextEncoder().encode(b).length).toBeLessThanOrEqual(64 * 1024));
    expect(bodies.flatMap((b) => JSON.parse(b) as Array<{ i: number }>).map((r) => r.i)).toEqual(
      records.map((r) => r.i),
    );
    const ids = beaconMock.mock.calls.map((c) => eidOf((c as [string])[0]));
    expect(new Set(ids).size).toBe(bodies.length);
    release();
  });

  it('a record alone over the limit is dropped with a debug message, never thrown', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const transport = page();
    const release = transport.use();
    setVisibility('hidden');
    transport.send({ url: PATH, body: JSON.stringify([{ ok: 1 }, { big: 'x'.repeat(70_000) }]) });
    transport.send({ url: PATH, body: 'y'.repeat(70_000) });
    expect(beaconMock.mock.calls.map((c) => (c as [string, string])[1])).toEqual(['[{"ok":1}]']);
    expect(debug).toHaveBeenCalledTimes(2);
    expect(String(debug.mock.calls[0]![0])).toMatch(/over the 65536-byte limit; dropped/);
    release();
  });

  it('without crypto.randomUUID (nor crypto), ids are still distinct', async () => {
    vi.stubGlobal('crypto', undefined);
    const { newEventId } = await import('../../../src/collectors/common/eventId.ts');
    const ids = new Set(Array.from({ length: 1000 }, () => newEventId()));
    expect(ids.size).toBe(1000);
    [...ids].forEach((id) => expect(id).toMatch(/^[\w-]{8,64}$/));
  });
});

describe('the outbox', () => {
  it('no database exists before the first send; the beacon is written ahead and deleted once confirmed', async () => {
    const transport = page();
    let answer!: (r: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const release = transport.use();
    await new Promise((r) => setTimeout(r, 50));
    expect(await databaseNames()).toEqual([]);
    transport.send({ url: PATH, body: '[1]' });
    await vi.waitFor(async () => expect((await stored()).map((s) => s.body)).toEqual(['[1]']));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    answer(new Response(null, { status: 204 }));
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    release();
  });

  it('what a page beaconed on hide stays, and the next page sends it once by fetch with the same id', async () => {
    const first = page();
    // No release: the page goes away (a release means consent refused).
    first.use();
    first.send({ url: PATH, body: '[1]' });
    first.send({ url: PATH, body: '[2]' });
    window.dispatchEvent(new Event('pagehide'));
    const beaconed = beaconMock.mock.calls.map((c) => (c as [string])[0]);
    expect(beaconed).toHaveLength(2);
    await vi.waitFor(async () => expect(await stored()).toHaveLength(2));
    const transport = page();
    const release = transport.use();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map((c) => (c as [string])[0]).sort()).toEqual([...beaconed].sort());
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    release();
  });

  it('a staged beacon is written ahead and not sent; the page that closes first leaves it to the next, sent once', async () => {
    const first = page();
    const releaseFirst = first.use();
    first.stage('batch-0001', { url: PATH, body: '[1]' });
    // Staged again as the batch grows: one entry, the latest.
    first.stage('batch-0001', { url: PATH, body: '[1,2]' });
    await vi.waitFor(async () => expect((await stored()).map((e) => e.body)).toEqual(['[1,2]']));
    // Not sent by this page, past the transport's debounce: its owner sends it when it chooses.
    await new Promise((r) => setTimeout(r, 1700));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beaconMock).not.toHaveBeenCalled();
    // The page goes before sending it (closed, or its beacon lost offline): the next page sends
    // it, once it was left unwritten for STAGED_OWN_MS (here 1.7 s of the 3 have passed).
    const transport = page();
    const release = transport.use();
    await new Promise((r) => setTimeout(r, 800));
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 2000 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new URL(url).searchParams.get('eid')).toBe('batch-0001-0');
    expect(init.body).toBe('[1,2]');
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    release();
    // The first page's transport, gone with its page (here: let go, so it hears no later event).
    releaseFirst();
  });

  it('another tab leaves a batch a page is still writing: its page sends it whole, once', async () => {
    const owner = page();
    const releaseOwner = owner.use();
    owner.stage('batch-0003', { url: PATH, body: '[1]' });
    await vi.waitFor(async () => expect((await stored()).map((e) => e.body)).toEqual(['[1]']));
    // A second tab starts (its start drains the outbox) while the batch is still growing.
    const other = page();
    const releaseOther = other.use();
    await new Promise((r) => setTimeout(r, 500));
    owner.stage('batch-0003', { url: PATH, body: '[1,2]' });
    await new Promise((r) => setTimeout(r, 500));
    expect(fetchMock).not.toHaveBeenCalled();
    owner.send({ url: PATH, body: '[1,2,3]' }, 'batch-0003');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].body).toBe('[1,2,3]');
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    // Past the time the other tab would have taken it (3 s after the last write): nothing more.
    await new Promise((r) => setTimeout(r, 1500));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    releaseOther();
    releaseOwner();
  });

  it('what another page staged is taken once it went STAGED_OWN_MS unwritten; anything else at once', () => {
    const now = 1_000_000;
    const queue = createBeaconQueue(() => now);
    const entry = (ago: number, staged?: true) => ({
      url: 'https://shop.example/x?eid=1',
      body: '[]',
      at: now - ago,
      ...(staged && { staged }),
    });
    const [added, freeAt] = queue.adopt([
      ['young-staged', entry(1000, true)],
      ['younger-staged', entry(200, true)],
      ['old-staged', entry(STAGED_OWN_MS, true)],
      // Dated ahead of this page's clock (a clock set back): not waited for.
      ['ahead-staged', entry(-60_000, true)],
      ['young-sent', entry(0)],
    ]);
    expect(added).toBe(true);
    expect(queue.pending().map((p) => p.id)).toEqual(['old-staged', 'ahead-staged', 'young-sent']);
    expect(freeAt).toBe(now - 1000 + STAGED_OWN_MS);
    expect(queue.adopt([['younger-staged', entry(200, true)]])).toEqual([false, now - 200 + STAGED_OWN_MS]);
    expect(queue.adopt([])).toEqual([false, Infinity]);
  });

  it('a staged beacon sent by its name goes once, as it stands, under the same event id', async () => {
    const transport = page();
    const release = transport.use();
    transport.stage('batch-0002', { url: PATH, body: '[1]' });
    transport.send({ url: PATH, body: '[1,2]' }, 'batch-0002');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new URL(url).searchParams.get('eid')).toBe('batch-0002-0');
    expect(init.body).toBe('[1,2]');
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    release();
  });

  it('keeps at most 500 beacons and drops what is older than 7 days, oldest first', async () => {
    const outbox = createOutbox();
    const now = Date.now();
    const entry = (at: number) => ({ url: 'https://shop.example/x?eid=1', body: '[]', at });
    const items = Array.from(
      { length: 520 },
      (_, i) => [`id-${i}`, entry(now - i)] as [string, ReturnType<typeof entry>],
    );
    expect(overBounds(items, now)).toEqual(items.slice(500).map(([id]) => id));
    const old: [string, ReturnType<typeof entry>] = ['old', entry(now - 7 * 24 * 3600 * 1000 - 1)];
    expect(overBounds([['new', entry(now)], old], now)).toEqual(['old']);
    const heavy = (i: number): [string, { url: string; body: string; at: number }] => [
      `h${i}`,
      { url: 'u', body: 'x'.repeat(300 * 1024), at: now - i },
    ];
    expect(overBounds([heavy(0), heavy(1), heavy(2), heavy(3)], now)).toEqual(['h3']);
    // In the database too: 510 sends keep the newest 500.
    await outbox.put(items.slice(0, 510).reverse());
    expect(await stored()).toHaveLength(500);
    expect((await stored()).some((s) => s.id === 'id-0')).toBe(true);
    expect((await stored()).some((s) => s.id === 'id-509')).toBe(false);
  });

  it('is keyed by event id: the same id put twice is kept once', async () => {
    const outbox = createOutbox();
    const e = { url: 'https://shop.example/api/x?eid=same-id-1', body: '[1]', at: Date.now() };
    await outbox.put([['same-id-1', e]]);
    await outbox.put([['same-id-1', e]]);
    expect(await stored()).toHaveLength(1);
  });

  it('revoking consent (the last release) deletes the database and forgets the queue', async () => {
    const transport = page();
    const releaseA = transport.use();
    const releaseB = transport.use();
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    transport.send({ url: PATH, body: '[1]' });
    await vi.waitFor(async () => expect(await databaseNames()).toEqual(['vitrine-outbox']));
    releaseA();
    releaseA();
    expect(await databaseNames()).toEqual(['vitrine-outbox']);
    releaseB();
    await vi.waitFor(async () => expect(await databaseNames()).toEqual([]));
    // Nothing left to send on hide, and nothing queued after.
    setVisibility('hidden');
    transport.send({ url: PATH, body: '[2]' });
    expect(beaconMock).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 50));
    expect(await databaseNames()).toEqual([]);
  });

  it('consent given again on the same page: the same transport takes beacons again and delivers them', async () => {
    const transport = page();
    transport.use()();
    await new Promise((r) => setTimeout(r, 20));
    const release = transport.use();
    transport.send({ url: PATH, body: '[3]' });
    await vi.waitFor(async () => expect(await databaseNames()).toEqual(['vitrine-outbox']));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].body).toBe('[3]');
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    release();
  });
});

describe('failures', () => {
  it('backoff: 1 s doubling to a 5 min cap, with jitter between half and all', async () => {
    const { backoffDelay } = await import('../../../src/collectors/common/backoff.ts');
    expect([1, 2, 3, 4, 9, 10, 40].map((n) => backoffDelay(n, 0.999999))).toEqual([
      1000, 2000, 4000, 8000, 256_000, 300_000, 300_000,
    ]);
    expect([1, 2, 10].map((n) => backoffDelay(n, 0))).toEqual([500, 1000, 150_000]);
  });

  it('Retry-After in seconds or as an HTTP date', async () => {
    const { retryAfterMs } = await import('../../../src/collectors/common/backoff.ts');
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Sun, 22 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sun, 22 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('100000', now)).toBe(300_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('a 503 keeps the beacon and tries again after the backoff; a 429 waits its Retry-After', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const transport = page();
    const release = transport.use();
    const times: number[] = [];
    const answers = [
      new Response(null, { status: 503 }),
      new Response(null, { status: 429, headers: { 'Retry-After': '1' } }),
      new Response(null, { status: 204 }),
    ];
    fetchMock.mockImplementation(async () => {
      times.push(Date.now());
      return answers.shift()!;
    });
    transport.send({ url: PATH, body: '[1]' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3), { timeout: 6000 });
    const eids = fetchMock.mock.calls.map((c) => eidOf((c as [string])[0]));
    expect(new Set(eids).size).toBe(1);
    // backoffDelay(1, 0) = 500 ms after the 503; then Retry-After: 1 → 1000 ms.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(490);
    expect(times[1]! - times[0]!).toBeLessThan(900);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(990);
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    release();
  }, 10_000);

  it('no answer within 2500 ms (the analytics timeout): the fetch is aborted, the beacon kept and sent again', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const transport = page();
    const release = transport.use();
    const signals: AbortSignal[] = [];
    const times: number[] = [];
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      times.push(Date.now());
      signals.push(init.signal!);
      // The first send hangs until it is aborted; the second is answered.
      return signals.length === 1
        ? new Promise<Response>((_, reject) =>
            init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          )
        : Promise.resolve(new Response(null, { status: 204 }));
    });
    transport.send({ url: PATH, body: '[1]' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 8000 });
    expect(signals[0]!.aborted).toBe(true);
    // 2500 ms without an answer, then backoffDelay(1, 0) = 500 ms.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(2990);
    expect(eidOf((fetchMock.mock.calls[1] as [string])[0])).toBe(
      eidOf((fetchMock.mock.calls[0] as [string])[0]),
    );
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    release();
  }, 12_000);

  it('a refusal other than 408/429/5xx drops the beacon (sending again cannot help)', async () => {
    const transport = page();
    const release = transport.use();
    fetchMock.mockResolvedValue(new Response(null, { status: 400 }));
    transport.send({ url: PATH, body: '[1]' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    release();
  });

  it('going online drains and retries at once, not after the backoff', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const transport = page();
    const release = transport.use();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    transport.send({ url: PATH, body: '[1]' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const eid = eidOf((fetchMock.mock.calls[0] as [string])[0]);
    window.dispatchEvent(new Event('online'));
    // the backoff would wait ~1000 ms
    await vi.waitFor(
      () => expect(fetchMock.mock.calls.filter((c) => eidOf((c as [string])[0]) === eid).length).toBe(2),
      { timeout: 400 },
    );
    release();
  });

  const faults: Array<[string, () => void]> = [
    ['sendBeacon missing', () => Object.defineProperty(navigator, 'sendBeacon', { value: undefined })],
    [
      'sendBeacon throwing',
      () =>
        beaconMock.mockImplementation(() => {
          throw new TypeError('Illegal invocation');
        }),
    ],
    ['fetch missing', () => vi.stubGlobal('fetch', undefined)],
    [
      'fetch throwing',
      () =>
        fetchMock.mockImplementation(() => {
          throw new TypeError('fetch is broken');
        }),
    ],
    ['fetch rejecting', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    ['indexedDB missing', () => vi.stubGlobal('indexedDB', undefined)],
    [
      'indexedDB throwing',
      () =>
        vi.stubGlobal('indexedDB', {
          open: () => {
            throw new DOMException('denied', 'SecurityError');
          },
          databases: () => Promise.reject(new DOMException('denied', 'SecurityError')),
          deleteDatabase: () => {
            throw new DOMException('denied', 'SecurityError');
          },
        }),
    ],
    [
      'indexedDB blocked (open never answers)',
      () => vi.stubGlobal('indexedDB', { open: () => ({}), deleteDatabase: () => ({}) }),
    ],
    ['crypto missing', () => vi.stubGlobal('crypto', undefined)],
  ];

  it.each(faults)(
    '%s: quietly does less, no error and no rejection reaches the page',
    async (_name, fault) => {
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      try {
        fault();
        const transport = page();
        const release = transport.use();
        transport.send({ url: PATH, body: '[1]' });
        transport.send({ url: PATH, body: JSON.stringify(Array(30).fill('x'.repeat(3000))) });
        // The second send is over 32 KiB: flushed at once, no debounce to wait for.
        await new Promise((r) => setTimeout(r, 300));
        setVisibility('hidden');
        window.dispatchEvent(new Event('pagehide'));
        window.dispatchEvent(new Event('online'));
        release();
        await new Promise((r) => setTimeout(r, 50));
        expect(unhandled).not.toHaveBeenCalled();
        // Less, not nothing: whatever means is left still carried the beacons.
        expect(fetchMock.mock.calls.length + beaconMock.mock.calls.length).toBeGreaterThan(0);
      } finally {
        process.off('unhandledRejection', unhandled);
      }
    },
  );
});

describe('an instance of its parts', () => {
  /** A clock whose time moves only when the test says. */
  function manualClock() {
    let now = Date.parse('2026-11-22T12:00:00Z');
    const timers = new Set<{ at: number; run: () => void }>();
    return {
      clock: {
        now: () => now,
        setTimeout: (run: () => void, ms: number) => {
          const timer = { at: now + ms, run };
          timers.add(timer);
          return timer;
        },
        clearTimeout: (timer: unknown) => void timers.delete(timer as { at: number; run: () => void }),
      },
      advance(ms: number) {
        now += ms;
        for (const timer of [...timers].filter((t) => t.at <= now)) {
          timers.delete(timer);
          timer.run();
        }
      },
    };
  }

  it('takes its fetch, sendBeacon, outbox and clock; flush sends what waits at once', async () => {
    const { clock, advance } = manualClock();
    const sent: Array<[string, RequestInit]> = [];
    const outbox = {
      put: vi.fn(async () => undefined),
      delete: vi.fn(async () => undefined),
      read: vi.fn(async () => []),
      destroy: vi.fn(async () => undefined),
    };
    const transport = createTransport({
      apiBase: 'https://a.example',
      clock,
      outbox,
      fetch: async (url, init) => {
        sent.push([url, init]);
        return new Response(null, { status: 204 });
      },
      sendBeacon: () => false,
    });
    const release = transport.use();
    transport.send({ url: PATH, body: '[1]' });
    // The debounce runs on the clock handed in, not the page's.
    advance(FLUSH_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    advance(1);
    expect(sent).toHaveLength(1);
    const eid = eidOf(sent[0]![0])!;
    expect(sent[0]![0]).toBe(`https://a.example${PATH}?eid=${eid}`);
    expect(sent[0]![1].keepalive).toBe(true);
    // Written ahead to its own outbox, deleted there once confirmed; the page's means untouched.
    await vi.waitFor(() =>
      expect(outbox.put).toHaveBeenCalledWith([
        [eid, { url: sent[0]![0], body: '[1]', at: clock.now() - 1500 }],
      ]),
    );
    await vi.waitFor(() => expect(outbox.delete).toHaveBeenCalledWith([eid]));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beaconMock).not.toHaveBeenCalled();
    // flush: what waits leaves now, without the debounce.
    transport.send({ url: PATH, body: '[2]' });
    transport.flush();
    expect(sent.map(([, init]) => init.body)).toEqual(['[1]', '[2]']);
    // A second transport is another page: it shares nothing with the first.
    const other = createTransport({ apiBase: 'https://b.example', clock, outbox });
    other.flush();
    expect(sent).toHaveLength(2);
    release();
    expect(outbox.destroy).toHaveBeenCalledTimes(1);
    // Stopped: what comes after is dropped.
    transport.send({ url: PATH, body: '[3]' });
    transport.flush();
    advance(FLUSH_DEBOUNCE_MS);
    expect(sent).toHaveLength(2);
  });
});
