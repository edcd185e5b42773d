import type { VitrineRuntime } from '../../runtime/types.ts';
import { ANALYTICS_TIMEOUT_MS } from './timedFetch.ts';
import { backoffDelay, retryAfterMs } from './backoff.ts';
import { newEventId } from './eventId.ts';
import {
  type OutboxEntry,
  type OutboxItem,
  outboxDelete,
  outboxDestroy,
  outboxPut,
  outboxRead,
  overBounds,
} from './outbox.ts';
import { byteLength, IN_FLIGHT_LIMIT, splitBody } from './splitBody.ts';
import { apiUrl, pageSettings } from '../../runtime/settings.ts';

/**
 * One thing to deliver in the background. The transport gives it an event id, keeps it until
 * delivered (memory, then the durable outbox) and picks how to send it.
 */
export interface Beacon {
  /** a path under the loader's data-api-base (/api/census/RecordHit …), or an absolute URL */
  url: string;
  /** the body exactly as the endpoint reads it: JSON text, or form-encoded text with `form` */
  body: string;
  /** application/x-www-form-urlencoded rather than text/plain (both need no preflight) */
  form?: boolean;
}

/** The query parameter every means carries the event id in (a beacon can set no header). */
export const EVENT_ID_PARAM = 'eid';
/** A visible page sends this long after the last beacon queued, so a burst leaves together… */
export const FLUSH_DEBOUNCE_MS = 1500;
/** …or at once when this many beacons or bytes wait. */
export const FLUSH_NOW_COUNT = 20;
export const FLUSH_NOW_BYTES = 32 * 1024;

const _FORM_TYPE = 'application/x-www-form-urlencoded';

/** A beacon this page holds until a server confirms it. */
interface _Pending extends OutboxEntry {
  id: string;
  /** origin and path: backoff and Retry-After are per endpoint */
  endpoint: string;
  size: number;
  /** a fetch of it under way (a keepalive one survives the page) */
  sending?: 'keepalive' | 'fetch';
}

/** Waiting for a confirmed delivery, in queuing order. */
const _queue = new Map<string, _Pending>();
/** Queued but not yet in the outbox (written together on the next microtask). */
const _toWrite = new Map<string, OutboxEntry>();
/** Confirmed, not yet deleted from the outbox. */
const _toDelete = new Set<string>();
/** Ids this page saw confirmed, so a drain racing the confirmation does not send them again. */
const _confirmed = new Set<string>();
const _CONFIRMED_KEPT = 1000;
const _endpoints = new Map<string, { failures: number; until: number }>();

let _keepaliveBytes = 0;
let _users = 0;
/** The last collector let go (consent refused): nothing is queued until one starts again. */
let _revoked = false;
/** Bumped when everything is forgotten, so answers and drains of before change nothing. */
let _generation = 0;
/** True until the outbox of earlier pages was read (a browser that cannot tell reads it after the first write). */
let _needsDrain = true;
let _flushTimer: ReturnType<typeof setTimeout> | undefined;
let _flushAt = 0;
let _ioScheduled = false;
/** Between pagehide and pageshow: the page may still say visible, but nothing sent later would leave. */
let _leaving = false;

/**
 * Staged beacons by their name (see `stage`): the event ids of the parts written for it, which
 * this page's drain leaves alone (the page sends them itself, or the next page does).
 */
const _staged = new Map<string, string[]>();

/**
 * The beacon's parts, split under the in-flight limit, each with its event id (the stage's own
 * ids when `name` is given: a part is then the same event however often it is written), as the
 * outbox keeps them.
 */
function _parts(runtime: VitrineRuntime, beacon: Beacon, name?: string): OutboxItem[] {
  const target = new URL(
    /^https?:\/\//i.test(beacon.url) ? beacon.url : apiUrl(pageSettings(runtime.config).apiBase, beacon.url),
  );
  const at = Date.now();
  return splitBody(beacon.body).map((body, i) => {
    const id = name === undefined ? newEventId() : `${name}-${i}`;
    const url = new URL(target.href);
    url.searchParams.set(EVENT_ID_PARAM, id);
    return [id, { url: url.href, body, at, ...(beacon.form && { form: true }) }];
  });
}

/** Forget what was staged under `name` but is not among `kept` (a batch that grew shorter). */
function _unstage(name: string, kept: readonly string[]): void {
  for (const id of _staged.get(name) ?? []) {
    if (kept.includes(id)) continue;
    _toWrite.delete(id);
    _toDelete.add(id);
  }
  _staged.delete(name);
}

/**
 * Write a beacon ahead into the outbox under `name` (an event id: newEventId()) without sending
 * it yet: what a collector holds back on purpose (the error reporter's debounced batch) then
 * survives a page that closes, or loses its network, before it is sent. The next page sends it;
 * `send` with the same name sends it now instead. Staged again under the same name, it replaces
 * what was staged. Never throws.
 */
export function stage(runtime: VitrineRuntime, name: string, beacon: Beacon): void {
  try {
    if (_revoked) return;
    const parts = _parts(runtime, beacon, name);
    _unstage(
      name,
      parts.map(([id]) => id),
    );
    _staged.set(
      name,
      parts.map(([id]) => id),
    );
    for (const [id, entry] of parts) _toWrite.set(id, entry);
    _scheduleIo();
  } catch {
    // never into the host page
  }
}

/**
 * Queue a beacon for delivery: split under the in-flight limit, each part with its own event id,
 * written ahead to the outbox, sent by keepalive fetch shortly (or by sendBeacon at once when the
 * page is hidden). With `name`, what was staged under it (`stage`) is sent, as it is now. Never
 * throws.
 */
export function send(runtime: VitrineRuntime, beacon: Beacon, name?: string): void {
  try {
    if (_revoked) return;
    const parts = _parts(runtime, beacon, name);
    if (name !== undefined)
      _unstage(
        name,
        parts.map(([id]) => id),
      );
    for (const [id, entry] of parts) {
      _hold(id, entry);
      _toWrite.set(id, entry);
    }
    _bound();
    _scheduleIo();
    if (_hidden()) _flushHidden();
    else {
      let count = 0;
      let bytes = 0;
      for (const p of _queue.values()) {
        if (p.sending) continue;
        count += 1;
        bytes += p.size;
      }
      const now = Date.now();
      _wake(count >= FLUSH_NOW_COUNT || bytes >= FLUSH_NOW_BYTES ? now : now + FLUSH_DEBOUNCE_MS, true);
    }
  } catch {
    // never into the host page
  }
}

/**
 * Each collector calls this in its start and calls the returned function in its stop: the
 * transport listens for page hide and drains the outbox while any collector runs. The loader
 * calls a collector's stop only when consent is refused, so the last release also forgets
 * everything kept (memory queue and outbox database).
 */
export function useTransport(_runtime: VitrineRuntime): () => void {
  let released = false;
  try {
    _users += 1;
    if (_users === 1) {
      _revoked = false;
      document.addEventListener('visibilitychange', _onVisibility);
      addEventListener('pagehide', _onPageHide);
      addEventListener('pageshow', _onPageShow);
      addEventListener('online', _onOnline);
      void _drain();
    }
  } catch {
    // no document or window to listen on: sends still go when queued
  }
  return () => {
    if (released) return;
    released = true;
    _users -= 1;
    if (_users === 0) _forget();
  };
}

function _hidden(): boolean {
  return _leaving || (typeof document !== 'undefined' && document.visibilityState === 'hidden');
}

function _hold(id: string, entry: OutboxEntry): void {
  const endpoint = entry.url.split(/[?#]/)[0]!;
  _queue.set(id, { ...entry, id, endpoint, size: byteLength(entry.body) });
}

/** The memory queue keeps the outbox's bounds too (IndexedDB may be missing). */
function _bound(): void {
  const items: OutboxItem[] = [..._queue.values()].map((p) => [p.id, p]);
  for (const id of overBounds(items)) {
    _queue.delete(id);
    _toWrite.delete(id);
  }
}

/** Outbox writes and deletes of one task go together, on the next microtask. */
function _scheduleIo(): void {
  if (_ioScheduled) return;
  _ioScheduled = true;
  void Promise.resolve().then(() => {
    _ioScheduled = false;
    const writes = [..._toWrite];
    const deletes = [..._toDelete];
    _toWrite.clear();
    _toDelete.clear();
    if (writes.length > 0) {
      void outboxPut(writes).then(() => {
        if (_needsDrain) void _drain();
      });
    }
    void outboxDelete(deletes);
  });
}

/** Take in what earlier pages (or tabs) left in the outbox, and send it. */
async function _drain(): Promise<void> {
  const generation = _generation;
  const items = await outboxRead({ ifExists: true });
  if (generation !== _generation || items === undefined) return;
  _needsDrain = false;
  let added = false;
  const staged = new Set([..._staged.values()].flat());
  for (const [id, entry] of items) {
    if (_queue.has(id) || _confirmed.has(id) || staged.has(id)) continue;
    _hold(id, entry);
    added = true;
  }
  if (!added) return;
  _bound();
  if (_hidden()) _flushHidden();
  else _wake(Date.now());
}

/** Run the visible flush at `at` (earlier than a timer already set, or instead of it with `replace`). */
function _wake(at: number, replace = false): void {
  if (_flushTimer !== undefined && !replace && _flushAt <= at) return;
  clearTimeout(_flushTimer);
  _flushAt = at;
  _flushTimer = setTimeout(
    () => {
      _flushTimer = undefined;
      _flushVisible();
    },
    Math.max(0, at - Date.now()),
  );
}

/** Visible page: every beacon whose endpoint is not backing off, by fetch, reading the answer. */
function _flushVisible(): void {
  try {
    const now = Date.now();
    let next = Infinity;
    for (const p of [..._queue.values()]) {
      if (p.sending) continue;
      const until = _endpoints.get(p.endpoint)?.until ?? 0;
      if (until > now) next = Math.min(next, until);
      else if (!_fetch(p) && _beacon(p)) _queue.delete(p.id);
    }
    if (next < Infinity) _wake(next);
  } catch {
    // never into the host page
  }
}

function _flushHiddenQuietly(): void {
  try {
    _flushHidden();
  } catch {
    // never into the host page
  }
}

function _onPageHide(): void {
  _leaving = true;
  _flushHiddenQuietly();
}

/** Back from the back/forward cache (or a pagehide that did not unload). */
function _onPageShow(): void {
  _leaving = false;
}

function _onVisibility(): void {
  if (_hidden()) _flushHiddenQuietly();
}

function _onOnline(): void {
  try {
    _endpoints.clear();
    void _drain();
    _wake(Date.now());
  } catch {
    // never into the host page
  }
}

/**
 * The page is hidden or going away: everything not already riding a keepalive fetch leaves now,
 * by sendBeacon, else keepalive fetch, else fetch. A beacon's answer is never known: it stays in
 * the outbox and the next page sends it once more (the server stores an event id once).
 */
function _flushHidden(): void {
  for (const p of [..._queue.values()]) {
    if (p.sending === 'keepalive') continue;
    if (_beacon(p)) _queue.delete(p.id);
    else _fetch(p);
  }
}

function _payload(p: _Pending): string | Blob {
  return p.form ? new Blob([p.body], { type: _FORM_TYPE }) : p.body;
}

/** sendBeacon, if there is one and it took the beacon (false when over its quota). */
function _beacon(p: _Pending): boolean {
  try {
    return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(p.url, _payload(p));
  } catch {
    return false;
  }
}

/**
 * fetch with keepalive while the bytes in flight stay under the limit, else plain fetch; the
 * answer settles the beacon. False when there is no fetch or it threw.
 */
function _fetch(p: _Pending): boolean {
  if (typeof fetch !== 'function') return false;
  const keepalive = _keepaliveBytes + p.size <= IN_FLIGHT_LIMIT;
  // The analytics request timeout (engine spec §9): a send without an answer in 2500 ms is given
  // up (aborted where the browser can) and tried again after the backoff, so a hung endpoint
  // neither holds the keepalive budget nor the beacon. Should it arrive after all, the server
  // keeps its event id once.
  const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
  let answer: Promise<Response>;
  try {
    // No header of ours: a text/plain or form body needs no preflight, from any origin.
    answer = fetch(p.url, {
      method: 'POST',
      body: _payload(p),
      keepalive,
      credentials: 'include',
      signal: controller?.signal,
    });
  } catch {
    return false;
  }
  const generation = _generation;
  if (keepalive) _keepaliveBytes += p.size;
  p.sending = keepalive ? 'keepalive' : 'fetch';
  let done = false;
  const settle = () => {
    if (done) return false;
    done = true;
    clearTimeout(timer);
    if (keepalive) _keepaliveBytes -= p.size;
    p.sending = undefined;
    return generation === _generation;
  };
  const timer = setTimeout(() => {
    try {
      controller?.abort();
    } catch {
      // an abort that throws: the timeout below settles it all the same
    }
    if (settle()) _failed(p);
  }, ANALYTICS_TIMEOUT_MS);
  Promise.resolve(answer).then(
    (response) => {
      if (!settle()) return;
      const status = response.status;
      if (response.ok || response.type === 'opaque') _settled(p, true);
      else if (status === 408 || status === 429 || status >= 500) _failed(p, response);
      // Any other refusal will not change by sending again.
      else _settled(p, false);
    },
    () => {
      if (settle()) _failed(p);
    },
  );
  return true;
}

/** Done with it: delivered, or refused for good. */
function _settled(p: _Pending, delivered: boolean): void {
  _queue.delete(p.id);
  _toWrite.delete(p.id);
  _toDelete.add(p.id);
  _confirmed.add(p.id);
  if (_confirmed.size > _CONFIRMED_KEPT) _confirmed.delete(_confirmed.values().next().value!);
  if (delivered) _endpoints.delete(p.endpoint);
  _scheduleIo();
}

/** Not delivered (network error, 408, 429, 5xx): the endpoint waits, the beacon stays. */
function _failed(p: _Pending, response?: Response): void {
  const now = Date.now();
  const state = _endpoints.get(p.endpoint) ?? { failures: 0, until: 0 };
  const retryAfter =
    response?.status === 429 ? retryAfterMs(response.headers.get('Retry-After'), now) : undefined;
  if (retryAfter !== undefined) state.until = Math.max(state.until, now + retryAfter);
  else if (state.until <= now) {
    // One failure a round: the other beacons of the round that failed with it add nothing.
    state.failures += 1;
    state.until = now + backoffDelay(state.failures);
  }
  _endpoints.set(p.endpoint, state);
  if (!_hidden()) _wake(state.until);
}

/** The last collector stopped (consent refused): no listener, no queue, no outbox database. */
function _forget(): void {
  _revoked = true;
  _generation += 1;
  try {
    document.removeEventListener('visibilitychange', _onVisibility);
    removeEventListener('pagehide', _onPageHide);
    removeEventListener('pageshow', _onPageShow);
    removeEventListener('online', _onOnline);
  } catch {
    // nothing was added
  }
  clearTimeout(_flushTimer);
  _flushTimer = undefined;
  _queue.clear();
  _staged.clear();
  _toWrite.clear();
  _toDelete.clear();
  _confirmed.clear();
  _endpoints.clear();
  _needsDrain = true;
  void outboxDestroy();
}
