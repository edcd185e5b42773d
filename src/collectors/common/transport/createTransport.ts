import { apiUrl } from '../../../runtime/settings.ts';
import { newEventId } from '../eventId.ts';
import { splitBody } from '../splitBody.ts';
import { type Clock, pageClock } from './clock.ts';
import { createEndpointBackoff } from './endpointBackoff.ts';
import { createFlushScheduler } from './flushScheduler.ts';
import { createOutbox, type Outbox, type OutboxItem } from './outbox.ts';
import { createBeaconQueue, type Pending } from './queue.ts';
import { createSender } from './sender.ts';

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
  /**
   * A key of the JSON body whose every value ('beacon' or 'xhr') the transport sets, as each
   * part leaves, to the means it leaves by: 'beacon' by sendBeacon, 'xhr' by fetch (the
   * performance report's deliveryType). The body is built before the means is known.
   */
  meansKey?: string;
}

/** The query parameter every means carries the event id in (a beacon can set no header). */
export const EVENT_ID_PARAM = 'eid';
/** A visible page sends this long after the last beacon queued, so a burst leaves together… */
export const FLUSH_DEBOUNCE_MS = 1500;
/** …or at once when this many beacons or bytes wait. */
export const FLUSH_NOW_COUNT = 20;
export const FLUSH_NOW_BYTES = 32 * 1024;

export interface TransportOptions {
  /** The loader's data-api-base, which a beacon's path is under ('' : the page's origin). */
  apiBase: string;
  /** default: the page's fetch, as it is at each send */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** default: the page's navigator.sendBeacon, as it is at each send */
  sendBeacon?: (url: string, data: BodyInit) => boolean;
  /** default: an outbox over the page's IndexedDB */
  outbox?: Outbox;
  /** default: the page's clock and timers */
  clock?: Clock;
}

/**
 * The collectors' one way to the network: queue, write ahead, send by the means the page allows,
 * retry, and forget on refusal. Nothing it does throws into the host page.
 */
export interface Transport {
  /**
   * Queue a beacon for delivery: split under the in-flight limit, each part with its own event
   * id, written ahead to the outbox, sent by keepalive fetch shortly (or by sendBeacon at once
   * when the page is hidden). With `name`, what was staged under it (`stage`) is sent, as it is now.
   */
  send(beacon: Beacon, name?: string): void;
  /**
   * Write a beacon ahead into the outbox under `name` (an event id: newEventId()) without
   * sending it yet: what a collector holds back on purpose (the error reporter's debounced
   * batch) then survives a page that closes, or loses its network, before it is sent. The next
   * page (or another tab) sends it once it was left unwritten for STAGED_OWN_MS (queue.ts);
   * `send` with the same name sends it now instead. Staged again under the same name, it
   * replaces what was staged.
   */
  stage(name: string, beacon: Beacon): void;
  /** Send what waits now: by fetch on a visible page (endpoints backing off wait), by sendBeacon first on a hidden one. */
  flush(): void;
  /**
   * A collector starts using it (and calls the function handed back when it stops): while any
   * collector does, the transport listens for the page being hidden, left or back online, and
   * drains the outbox of earlier pages. The last one to let go stops it (`stop`).
   */
  use(): () => void;
  /**
   * Consent refused: no listener, no queue, no timer, no outbox database; what arrives after is
   * dropped until a collector uses it again.
   */
  stop(): void;
}

/**
 * A transport made of its parts: the queue (src/collectors/common/transport/queue.ts), the
 * visible page's flush scheduler, the per-endpoint backoff, the sender (sendBeacon and keepalive
 * fetch) and the outbox (IndexedDB). One per page (the collectors share it), one per test.
 */
export function createTransport(options: TransportOptions): Transport {
  const clock = options.clock ?? pageClock;
  const outbox = options.outbox ?? createOutbox();
  const queue = createBeaconQueue(() => clock.now());
  const backoff = createEndpointBackoff();
  const sender = createSender({
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    sendBeacon: options.sendBeacon ?? ((url, data) => navigator.sendBeacon(url, data)),
    clock,
  });
  const scheduler = createFlushScheduler(clock, flushVisible);

  let users = 0;
  /** The last collector let go (consent refused): nothing is queued until one starts again. */
  let revoked = false;
  /** Bumped when everything is forgotten, so answers and drains of before change nothing. */
  let generation = 0;
  /** True until the outbox of earlier pages was read (a browser that cannot tell reads it after the first write). */
  let needsDrain = true;
  let ioScheduled = false;
  /** The drain again, once what another page staged is free to take. */
  let redrain: unknown;
  /** Between pagehide and pageshow: the page may still say visible, but nothing sent later would leave. */
  let leaving = false;

  /**
   * The beacon's parts, split under the in-flight limit, each with its event id (the stage's own
   * ids when `name` is given: a part is then the same event however often it is written), as
   * the outbox keeps them.
   */
  function parts(beacon: Beacon, name?: string): OutboxItem[] {
    const target = new URL(
      /^https?:\/\//i.test(beacon.url) ? beacon.url : apiUrl(options.apiBase, beacon.url),
    );
    const at = clock.now();
    return splitBody(beacon.body).map((body, i) => {
      const id = name === undefined ? newEventId() : `${name}-${i}`;
      const url = new URL(target.href);
      url.searchParams.set(EVENT_ID_PARAM, id);
      return [
        id,
        {
          url: url.href,
          body,
          at,
          ...(beacon.form && { form: true }),
          ...(beacon.meansKey && { meansKey: beacon.meansKey }),
        },
      ];
    });
  }

  function hidden(): boolean {
    return leaving || (typeof document !== 'undefined' && document.visibilityState === 'hidden');
  }

  /** Outbox writes and deletes of one task go together, on the next microtask. */
  function scheduleIo(): void {
    if (ioScheduled) return;
    ioScheduled = true;
    void Promise.resolve().then(() => {
      ioScheduled = false;
      const [writes, deletes] = queue.changes();
      if (writes.length > 0) {
        void outbox.put(writes).then(() => {
          if (needsDrain) void drain();
        });
      }
      void outbox.delete(deletes);
    });
  }

  /** Take in what earlier pages (or tabs) left in the outbox, and send it. */
  async function drain(): Promise<void> {
    const before = generation;
    const items = await outbox.read({ ifExists: true });
    if (before !== generation || items === undefined) return;
    needsDrain = false;
    const [added, freeAt] = queue.adopt(items);
    if (freeAt < Infinity) {
      clock.clearTimeout(redrain);
      redrain = clock.setTimeout(() => void drain(), freeAt - clock.now());
    }
    if (!added) return;
    if (hidden()) flushHidden();
    else scheduler.wake(clock.now());
  }

  /** Visible page: every beacon whose endpoint is not backing off, by fetch, reading the answer. */
  function flushVisible(): void {
    try {
      const now = clock.now();
      let next = Infinity;
      for (const p of queue.pending()) {
        if (p.sending) continue;
        const until = backoff.until(p.endpoint);
        if (until > now) next = Math.min(next, until);
        else if (!sendByFetch(p) && sender.beacon(p)) queue.release(p);
      }
      if (next < Infinity) scheduler.wake(next);
    } catch {
      // never into the host page
    }
  }

  /**
   * The page is hidden or going away: everything not already riding a keepalive fetch leaves now,
   * by sendBeacon, else keepalive fetch, else fetch. A beacon's answer is never known: it stays in
   * the outbox and the next page sends it once more (the server stores an event id once).
   */
  function flushHidden(): void {
    for (const p of queue.pending()) {
      if (p.sending === 'keepalive') continue;
      if (sender.beacon(p)) queue.release(p);
      else sendByFetch(p);
    }
  }

  function flushHiddenQuietly(): void {
    try {
      flushHidden();
    } catch {
      // never into the host page
    }
  }

  function sendByFetch(p: Pending): boolean {
    const before = generation;
    return sender.fetch(p, (delivered, response) => {
      if (before !== generation) return;
      if (delivered === undefined) failed(p, response);
      else settled(p, delivered);
    });
  }

  /** Done with it: delivered, or refused for good. */
  function settled(p: Pending, delivered: boolean): void {
    queue.settle(p);
    if (delivered) backoff.delivered(p.endpoint);
    scheduleIo();
  }

  /** Not delivered (network error, no answer in time, 408, 429, 5xx): the endpoint waits, the beacon stays. */
  function failed(p: Pending, response?: Response): void {
    const until = backoff.failed(p.endpoint, clock.now(), response);
    if (!hidden()) scheduler.wake(until);
  }

  function onPageHide(): void {
    leaving = true;
    flushHiddenQuietly();
  }

  /** Back from the back/forward cache (or a pagehide that did not unload). */
  function onPageShow(): void {
    leaving = false;
  }

  function onVisibility(): void {
    if (hidden()) flushHiddenQuietly();
  }

  function onOnline(): void {
    try {
      backoff.clear();
      void drain();
      scheduler.wake(clock.now());
    } catch {
      // never into the host page
    }
  }

  function stop(): void {
    revoked = true;
    users = 0;
    generation += 1;
    try {
      document.removeEventListener('visibilitychange', onVisibility);
      removeEventListener('pagehide', onPageHide);
      removeEventListener('pageshow', onPageShow);
      removeEventListener('online', onOnline);
    } catch {
      // nothing was added
    }
    scheduler.cancel();
    clock.clearTimeout(redrain);
    queue.clear();
    backoff.clear();
    needsDrain = true;
    void outbox.destroy();
  }

  return {
    send(beacon, name) {
      try {
        if (revoked) return;
        queue.hold(parts(beacon, name), name);
        scheduleIo();
        if (hidden()) flushHidden();
        else {
          const { count, bytes } = queue.waiting();
          const now = clock.now();
          scheduler.wake(
            count >= FLUSH_NOW_COUNT || bytes >= FLUSH_NOW_BYTES ? now : now + FLUSH_DEBOUNCE_MS,
            true,
          );
        }
      } catch {
        // never into the host page
      }
    },

    stage(name, beacon) {
      try {
        if (revoked) return;
        queue.stage(name, parts(beacon, name));
        scheduleIo();
      } catch {
        // never into the host page
      }
    },

    flush() {
      try {
        if (hidden()) flushHidden();
        else flushVisible();
      } catch {
        // never into the host page
      }
    },

    use() {
      let released = false;
      try {
        users += 1;
        if (users === 1) {
          revoked = false;
          document.addEventListener('visibilitychange', onVisibility);
          addEventListener('pagehide', onPageHide);
          addEventListener('pageshow', onPageShow);
          addEventListener('online', onOnline);
          void drain();
        }
      } catch {
        // no document or window to listen on: sends still go when queued
      }
      return () => {
        if (released || users === 0) return;
        released = true;
        users -= 1;
        if (users === 0) stop();
      };
    },

    stop,
  };
}
