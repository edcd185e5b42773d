import { createStore, delMany, entries, setMany, type UseStore } from 'idb-keyval';
import { OUTBOX_DB } from '../../../consent/consentNames.ts';
import { byteLength } from '../splitBody.ts';

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
  /** the body's key set to the means it leaves by (`Beacon.meansKey`) */
  meansKey?: string;
  /** when it was queued (ms since the epoch) */
  at: number;
  /** written ahead by a page that sends it itself when it chooses (`Transport.stage`) */
  staged?: true;
}

export type OutboxItem = [id: string, entry: OutboxEntry];

/**
 * The durable outbox: beacons written ahead into IndexedDB (database OUTBOX_DB) until a server
 * confirms them, so a page that closes or loses its network leaves them to the next page. Its
 * calls run one after another and never reject: IndexedDB missing, throwing, refused (private
 * mode) or blocked leaves the beacons in memory only.
 */
export interface Outbox {
  /** Keep these beacons (write-ahead), then trim the outbox to its bounds. */
  put(items: readonly OutboxItem[]): Promise<void>;
  /** Forget delivered beacons. Opens nothing: an outbox never opened holds none of them. */
  delete(ids: readonly string[]): Promise<void>;
  /**
   * Every beacon earlier pages (or this one) left within the bounds, the rest deleted. With
   * `ifExists`, nothing is created: [] when there is no database, and undefined (not looked)
   * when the browser cannot tell whether there is one.
   */
  read(options?: { ifExists?: boolean }): Promise<OutboxItem[] | undefined>;
  /** Consent revoked: close this page's connection and delete the database. */
  destroy(): Promise<void>;
}

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

/** An outbox over this page's IndexedDB (the global `indexedDB`, as it is at each call). */
export function createOutbox(): Outbox {
  let store: UseStore | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  /** Runs `op` after every earlier call (so a delete never overtakes the put it follows), never rejecting. */
  function queue<T>(op: () => Promise<T>, fallback: T): Promise<T> {
    const run = chain.then(() =>
      Promise.race([
        op(),
        new Promise<T>((resolve) => setTimeout(() => resolve(fallback), _OP_TIMEOUT_MS)),
      ]).catch(() => fallback),
    );
    chain = run;
    return run;
  }

  /** The store, opened (and so created) on first need only: no database before the first beacon. */
  function open(): UseStore {
    if (store) return store;
    const opened = createStore(OUTBOX_DB, OUTBOX_STORE);
    store = opened;
    // Another tab deleting the database (consent revoked there) must not wait on this connection.
    void opened('readonly', (s) => {
      const db = s.transaction.db;
      db.onversionchange = () => {
        db.close();
        if (store === opened) store = undefined;
      };
    }).catch(() => {
      if (store === opened) store = undefined;
    });
    return opened;
  }

  /** Whether the outbox database exists, without creating it; undefined when the browser cannot say. */
  async function exists(): Promise<boolean | undefined> {
    if (typeof indexedDB.databases !== 'function') return undefined;
    const list = await indexedDB.databases();
    return list.some((d) => d.name === OUTBOX_DB);
  }

  return {
    put(items) {
      if (items.length === 0) return Promise.resolve();
      return queue(async () => {
        const opened = open();
        const kept = await entries<string, OutboxEntry>(opened);
        const fresh = new Map(items);
        const all = [...kept.filter(([id]) => !fresh.has(id)), ...items];
        const dropped = new Set(overBounds(all));
        await setMany(
          items.filter(([id]) => !dropped.has(id)),
          opened,
        );
        const stale = kept.map(([id]) => id).filter((id) => dropped.has(id));
        if (stale.length > 0) await delMany(stale, opened);
      }, undefined);
    },

    delete(ids) {
      if (ids.length === 0) return Promise.resolve();
      return queue(async () => {
        if (store) await delMany([...ids], store);
      }, undefined);
    },

    read({ ifExists = false } = {}) {
      return queue<OutboxItem[] | undefined>(async () => {
        if (!store && ifExists) {
          const found = await exists();
          if (found !== true) return found === false ? [] : undefined;
        }
        const opened = open();
        const all = await entries<string, OutboxEntry>(opened);
        const valid = all.filter(
          ([id, e]) => typeof id === 'string' && typeof e?.url === 'string' && typeof e.body === 'string',
        );
        const dropped = new Set(overBounds(valid));
        const gone = all
          .map(([id]) => id)
          .filter((id) => dropped.has(id as string) || !valid.some(([v]) => v === id));
        if (gone.length > 0) await delMany(gone, opened);
        return valid.filter(([id]) => !dropped.has(id));
      }, undefined);
    },

    destroy() {
      return queue(async () => {
        const opened = store;
        store = undefined;
        if (opened) await opened('readonly', (s) => s.transaction.db.close()).catch(() => undefined);
        await new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(OUTBOX_DB);
          request.onsuccess = request.onerror = () => resolve();
          // Another tab still holds it open: it closes on versionchange, and the deletion completes then.
          request.onblocked = () => resolve();
        });
      }, undefined);
    },
  };
}
