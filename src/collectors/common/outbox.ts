import { createStore, delMany, entries, setMany, type UseStore } from 'idb-keyval';
import { OUTBOX_DB } from '../../consent/consentNames.ts';
import { byteLength } from './splitBody.ts';

export const OUTBOX_STORE = 'beacons';
/** At most this many beacons kept, the oldest dropped first… */
export const OUTBOX_MAX_ENTRIES = 500;
/** …and at most this many bytes of them (URL and body, as UTF-8)… */
export const OUTBOX_MAX_BYTES = 1024 * 1024;
/** …and none older than a week: what a server would take that late is not worth keeping. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** An IndexedDB call that has not answered by then (a blocked open) is given up, so the next can run. */
const _OP_TIMEOUT_MS = 5000;

/** One beacon waiting for a confirmed delivery, keyed by its event id. */
export interface OutboxEntry {
  /** absolute, with its event id */
  url: string;
  body: string;
  form?: boolean;
  /** when it was queued (ms since the epoch) */
  at: number;
}

export type OutboxItem = [id: string, entry: OutboxEntry];

/**
 * The ids to drop so what is left keeps the bounds: too old first, then the oldest beyond the
 * count or the bytes. One rule for the memory queue and the database alike.
 */
export function overBounds(items: readonly OutboxItem[], now: number = Date.now()): string[] {
  const newestFirst = [...items].sort((a, b) => b[1].at - a[1].at);
  const dropped: string[] = [];
  let count = 0;
  let bytes = 0;
  for (const [id, entry] of newestFirst) {
    const size = byteLength(entry.url) + byteLength(entry.body);
    const fits =
      now - entry.at <= OUTBOX_MAX_AGE_MS && count < OUTBOX_MAX_ENTRIES && bytes + size <= OUTBOX_MAX_BYTES;
    if (fits) {
      count += 1;
      bytes += size;
    } else dropped.push(id);
  }
  return dropped;
}

let _store: UseStore | undefined;
let _chain: Promise<unknown> = Promise.resolve();

/**
 * Runs `op` after every earlier outbox call (so a delete never overtakes the put it follows),
 * never rejecting: IndexedDB missing, throwing, refused (private mode) or blocked leaves the
 * beacons in memory only.
 */
function _queue<T>(op: () => Promise<T>, fallback: T): Promise<T> {
  const run = _chain.then(() =>
    Promise.race([
      op(),
      new Promise<T>((resolve) => setTimeout(() => resolve(fallback), _OP_TIMEOUT_MS)),
    ]).catch(() => fallback),
  );
  _chain = run;
  return run;
}

/** The store, opened (and so created) on first need only: no database before the first beacon. */
function _open(): UseStore {
  if (_store) return _store;
  const store = createStore(OUTBOX_DB, OUTBOX_STORE);
  _store = store;
  // Another tab deleting the database (consent revoked there) must not wait on this connection.
  void store('readonly', (s) => {
    const db = s.transaction.db;
    db.onversionchange = () => {
      db.close();
      if (_store === store) _store = undefined;
    };
  }).catch(() => {
    if (_store === store) _store = undefined;
  });
  return store;
}

/** Whether the outbox database exists, without creating it; undefined when the browser cannot say. */
async function _exists(): Promise<boolean | undefined> {
  if (typeof indexedDB.databases !== 'function') return undefined;
  const list = await indexedDB.databases();
  return list.some((d) => d.name === OUTBOX_DB);
}

/** Keep these beacons (write-ahead), then trim the outbox to its bounds. */
export function outboxPut(items: readonly OutboxItem[]): Promise<void> {
  if (items.length === 0) return Promise.resolve();
  return _queue(async () => {
    const store = _open();
    const kept = await entries<string, OutboxEntry>(store);
    const fresh = new Map(items);
    const all = [...kept.filter(([id]) => !fresh.has(id)), ...items];
    const dropped = new Set(overBounds(all));
    await setMany(
      items.filter(([id]) => !dropped.has(id)),
      store,
    );
    const stale = kept.map(([id]) => id).filter((id) => dropped.has(id));
    if (stale.length > 0) await delMany(stale, store);
  }, undefined);
}

/** Forget delivered beacons. Opens nothing: an outbox never opened holds none of them. */
export function outboxDelete(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return Promise.resolve();
  return _queue(async () => {
    if (_store) await delMany([...ids], _store);
  }, undefined);
}

/**
 * Every beacon earlier pages (or this one) left within the bounds, the rest deleted. With
 * `ifExists`, nothing is created: [] when there is no database, and undefined (not looked) when
 * the browser cannot tell whether there is one.
 */
export function outboxRead({ ifExists = false } = {}): Promise<OutboxItem[] | undefined> {
  return _queue<OutboxItem[] | undefined>(async () => {
    if (!_store && ifExists) {
      const exists = await _exists();
      if (exists !== true) return exists === false ? [] : undefined;
    }
    const store = _open();
    const all = await entries<string, OutboxEntry>(store);
    const valid = all.filter(
      ([id, e]) => typeof id === 'string' && typeof e?.url === 'string' && typeof e.body === 'string',
    );
    const dropped = new Set(overBounds(valid));
    const gone = all
      .map(([id]) => id)
      .filter((id) => dropped.has(id as string) || !valid.some(([v]) => v === id));
    if (gone.length > 0) await delMany(gone, store);
    return valid.filter(([id]) => !dropped.has(id));
  }, undefined);
}

/** Consent revoked: close this page's connection and delete the database. */
export function outboxDestroy(): Promise<void> {
  return _queue(async () => {
    const store = _store;
    _store = undefined;
    if (store) await store('readonly', (s) => s.transaction.db.close()).catch(() => undefined);
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(OUTBOX_DB);
      request.onsuccess = request.onerror = () => resolve();
      // Another tab still holds it open: it closes on versionchange, and the deletion completes then.
      request.onblocked = () => resolve();
    });
  }, undefined);
}
