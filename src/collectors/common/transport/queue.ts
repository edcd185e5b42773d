import { byteLength } from '../splitBody.ts';
import { type OutboxEntry, type OutboxItem, overBounds } from './outbox.ts';

/** A beacon this page holds until a server confirms it. */
export interface Pending extends OutboxEntry {
  id: string;
  /** origin and path: backoff and Retry-After are per endpoint */
  endpoint: string;
  size: number;
  /** a fetch of it under way (a keepalive one survives the page) */
  sending?: 'keepalive' | 'fetch';
}

/**
 * A staged beacon is its page's while that page keeps writing it: another page (a second tab, or
 * the next page) leaves one written less than this long ago, and takes it after. Its page writes
 * it again as it grows and sends it soon after it stops growing (the error reporter: 1 s after the
 * last error), so one this old was sent already, or left by a page that has gone. Taken sooner,
 * the part sent first would carry the batch's event id, and the whole batch, sent later under it,
 * would be dropped by a server that stores an event once.
 */
export const STAGED_OWN_MS = 3000;

/** Ids this page saw confirmed are kept this long (the oldest forgotten first). */
const _CONFIRMED_KEPT = 1000;

/**
 * The page's memory of its beacons: those waiting for a confirmed delivery (in queuing order),
 * those staged under a name, those confirmed, and what the outbox is still to be told (writes
 * and deletes, taken together by `changes`).
 */
export interface BeaconQueue {
  /** Waiting for a confirmed delivery, in queuing order (a copy: safe to settle while walking it). */
  pending(): Pending[];
  /** Count and bytes of those waiting that no fetch carries yet. */
  waiting(): { count: number; bytes: number };
  /** Hold these parts for delivery and for the outbox (what was staged under `name` goes with them). */
  hold(parts: readonly OutboxItem[], name?: string): void;
  /** Write these parts ahead under `name`, replacing what was staged under it, without holding them. */
  stage(name: string, parts: readonly OutboxItem[]): void;
  /**
   * Take in what the outbox kept (earlier pages, other tabs), but none held, confirmed or staged
   * here, nor one another page staged within STAGED_OWN_MS: whether any was new, and when the
   * first of those left becomes free to take (Infinity: none was left).
   */
  adopt(items: readonly OutboxItem[]): [added: boolean, freeAt: number];
  /** Done with it: delivered, or refused for good. Deleted from the outbox too. */
  settle(p: Pending): void;
  /** Left by sendBeacon: its answer is never known, so the outbox keeps it for the next page. */
  release(p: Pending): void;
  /** The outbox writes and deletes since the last call. */
  changes(): [writes: OutboxItem[], deletes: string[]];
  /** Everything forgotten (consent refused). */
  clear(): void;
}

export function createBeaconQueue(now: () => number): BeaconQueue {
  const held = new Map<string, Pending>();
  /** Queued but not yet in the outbox (written together on the next microtask). */
  const toWrite = new Map<string, OutboxEntry>();
  /** Confirmed, not yet deleted from the outbox. */
  const toDelete = new Set<string>();
  /** Ids this page saw confirmed, so a drain racing the confirmation does not send them again. */
  const confirmed = new Set<string>();
  /**
   * Staged beacons by their name: the event ids of the parts written for it, which this page's
   * drain leaves alone (the page sends them itself, or the next page does).
   */
  const staged = new Map<string, string[]>();

  function keep(id: string, entry: OutboxEntry): void {
    const endpoint = entry.url.split(/[?#]/)[0]!;
    held.set(id, { ...entry, id, endpoint, size: byteLength(entry.body) });
  }

  /** The memory queue keeps the outbox's bounds too (IndexedDB may be missing). */
  function bound(): void {
    const items: OutboxItem[] = [...held.values()].map((p) => [p.id, p]);
    for (const id of overBounds(items, now())) {
      held.delete(id);
      toWrite.delete(id);
    }
  }

  /** Forget what was staged under `name` but is not among `kept` (a batch that grew shorter). */
  function unstage(name: string, kept: readonly string[]): void {
    for (const id of staged.get(name) ?? []) {
      if (kept.includes(id)) continue;
      toWrite.delete(id);
      toDelete.add(id);
    }
    staged.delete(name);
  }

  return {
    pending: () => [...held.values()],
    waiting() {
      let count = 0;
      let bytes = 0;
      for (const p of held.values()) {
        if (p.sending) continue;
        count += 1;
        bytes += p.size;
      }
      return { count, bytes };
    },
    hold(parts, name) {
      if (name !== undefined)
        unstage(
          name,
          parts.map(([id]) => id),
        );
      for (const [id, entry] of parts) {
        keep(id, entry);
        toWrite.set(id, entry);
      }
      bound();
    },
    stage(name, parts) {
      const ids = parts.map(([id]) => id);
      unstage(name, ids);
      staged.set(name, ids);
      for (const [id, entry] of parts) toWrite.set(id, { ...entry, staged: true });
    },
    adopt(items) {
      let added = false;
      let freeAt = Infinity;
      const at = now();
      const stagedIds = new Set([...staged.values()].flat());
      for (const [id, entry] of items) {
        if (held.has(id) || confirmed.has(id) || stagedIds.has(id)) continue;
        // (One dated ahead of this clock is not waited for: a clock set back would hold it for good.)
        const age = at - entry.at;
        if (entry.staged && age >= 0 && age < STAGED_OWN_MS) {
          freeAt = Math.min(freeAt, entry.at + STAGED_OWN_MS);
          continue;
        }
        keep(id, entry);
        added = true;
      }
      if (added) bound();
      return [added, freeAt];
    },
    settle(p) {
      held.delete(p.id);
      toWrite.delete(p.id);
      toDelete.add(p.id);
      confirmed.add(p.id);
      if (confirmed.size > _CONFIRMED_KEPT) confirmed.delete(confirmed.values().next().value!);
    },
    release(p) {
      held.delete(p.id);
    },
    changes() {
      const writes = [...toWrite];
      const deletes = [...toDelete];
      toWrite.clear();
      toDelete.clear();
      return [writes, deletes];
    },
    clear() {
      held.clear();
      staged.clear();
      toWrite.clear();
      toDelete.clear();
      confirmed.clear();
    },
  };
}
