import { readCookies } from '../commerce/readCookies.ts';
import { pageSettings } from '../runtime/settings.ts';
import type { ChunkLoader, CollectorModule, VitrineRuntime, WidgetMounts } from '../runtime/types.ts';
import { COLLECTORS, COOKIE_ALLOWED, OUTBOX_DB, RESTRICTED_COOKIES } from './consentNames.ts';
import { decideConsent } from './decideConsent.ts';

/** Each collector started, by name, with the stop it handed back once its chunk arrived. */
const _running: Record<string, { stop?: () => void }> = {};
/** Whether the page has spoken (Vitrine.consent): its word then stands over the start's decision. */
let _asked = false;

/**
 * chunks/consent.js. The loader hands it the page's start (`asked` undefined, when the browser is
 * idle) and every Vitrine.consent call (at once, in the order made; one made before the start's
 * decision arrived wins over it). It decides (decideConsent.ts); a grant starts every collector
 * once, after every widget mount begun so far has settled and then when the browser is idle
 * (chunks/<name>.js, by the loader's own `load`), each in a task of its own, its listeners handed
 * what was emitted since the grant; a refusal,
 * whenever it comes (at the start, by Global Privacy Control, or withdrawn later), stops them at
 * once and clears what this page or an earlier one kept: the restrictive policy's five cookies
 * and the outbox database. It statically loads nothing of the collectors': a page that is never
 * allowed gets this chunk and nothing more. Nothing here throws into the page.
 */
export function consent(
  asked: boolean | undefined,
  runtime: VitrineRuntime,
  load: ChunkLoader,
  mounts?: WidgetMounts,
): void {
  if (asked !== undefined && typeof asked !== 'boolean') {
    // A string 'false' would otherwise read as a grant: refused in words, and nothing changes.
    console.warn(
      `[vitrine] Vitrine.consent(granted) expects true or false; got ${typeof asked === 'string' ? JSON.stringify(asked) : String(asked)}. Nothing was changed.`,
    );
    return;
  }
  if (asked !== undefined) _asked = true;
  else if (_asked) return;
  const granted = decideConsent(
    asked,
    pageSettings(runtime.config),
    readCookies()[COOKIE_ALLOWED],
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
  );
  for (const name of COLLECTORS) {
    const running = _running[name];
    if (granted && !running) {
      const token: { stop?: () => void } = (_running[name] = {});
      _hear(runtime);
      _afterWidgets(mounts, () =>
        load(name)
          .then((mod) =>
            // Each collector starts in a task of its own: their chunks arrive together, and
            // five starts in one task made a long one (~100 ms on a phone). A timer, not idle
            // time: the widgets are live already, and idle time may be long in coming.
            setTimeout(() => {
              // Refused (or refused and granted again) while the chunk was on its way.
              if (_running[name] !== token) return;
              try {
                token.stop = (mod as CollectorModule).start(_view(runtime));
              } catch (error) {
                runtime.handleError(error, name);
              }
            }),
          )
          .catch((error) => runtime.handleError(error, name)),
      );
    }
    if (!granted && running) {
      delete _running[name];
      try {
        running.stop?.();
      } catch (error) {
        runtime.handleError(error, name);
      }
    }
  }
  if (!granted) {
    _heard = undefined;
    forget();
  }
}

/**
 * How long the collectors wait at most for the widgets to settle: a widget chunk that hangs on a
 * stalled line must not keep them off for the whole visit.
 */
export const WIDGETS_WAIT_MS = 10_000;

/**
 * Runs `fn` once every widget mount begun so far has settled (its chunk arrived and its view is
 * live, or it declined or failed), mounts begun meanwhile included, and then when the browser is
 * idle: the collectors' chunks never compete with a widget's for the line or the main thread.
 * The widgets in view and the idle ones have begun by the browser's first idle moment after this
 * chunk arrives (their strategies start them first); one scrolled to later starts when it is
 * reached and does not hold the collectors back. WIDGETS_WAIT_MS at most. What the widgets and
 * the page emit meanwhile is kept for the collectors (`_hear`, `_view`).
 */
function _afterWidgets(mounts: WidgetMounts | undefined, fn: () => void): void {
  const deadline = Date.now() + WIDGETS_WAIT_MS;
  const check = () => {
    const pending: Array<Promise<unknown>> = [];
    for (const all of mounts?.values() ?? []) {
      for (const name in all) if (all[name]!.p && !all[name]!.d) pending.push(all[name]!.p!);
    }
    const left = deadline - Date.now();
    if (pending.length === 0 || left <= 0) return _whenIdle(fn);
    // The loader's mount promises never reject (a failure is caught and reported there).
    void Promise.race([Promise.all(pending), new Promise((wait) => setTimeout(wait, left))]).then(check);
  };
  // First idle: the idle widgets scheduled before this chunk's own start have begun by then.
  _whenIdle(check);
}

/** How many events are kept at most for the collectors' listeners. */
export const HEARD_MAX = 100;

/**
 * What the widgets and the page emitted since the grant (a quick view opened, an add, a form
 * shown), kept for the collectors: they start after the widgets, and census and tracker add
 * their listeners only once the visitor's session is known. Undefined while no grant stands.
 * Not the widgets' failures: the loader keeps those for the error reporter itself.
 */
let _heard: Array<[string, unknown]> | undefined;
/** Whether `runtime.emit` keeps what it says in `_heard` (set once: it checks `_heard` each time). */
let _listening = false;
/** The collectors' listeners already handed what came before them (once each). */
const _caughtUp = new WeakSet<object>();

/** From the grant on, what is emitted is kept for the collectors. */
function _hear(runtime: VitrineRuntime): void {
  _heard ||= [];
  if (_listening) return;
  _listening = true;
  const emit = runtime.emit.bind(runtime) as (type: string, detail?: unknown) => void;
  (runtime as { emit: unknown }).emit = (type: string, detail?: unknown) => {
    // Not widget:error: the error reporter reads the loader's own list of failures, and a replay
    // would report each twice. (A form:render replayed is harmless: the census counts a form once
    // a page, however its render reached it.)
    if (_heard && _heard.length < HEARD_MAX && type !== 'widget:error') _heard.push([type, detail]);
    emit(type, detail);
  };
}

/** The collectors' view of each runtime: made once, so they all hold the same object. */
const _views = new WeakMap<VitrineRuntime, VitrineRuntime>();

/**
 * The runtime as the collectors see it: each listener one adds hears, first, what was emitted of
 * that type since the grant and before it was added (once, in order), then what comes. One view a
 * page, shared by every collector: what they keep on it (the page's one transport, with its queue,
 * outbox and backoff) is the page's, not one collector's.
 */
function _view(runtime: VitrineRuntime): VitrineRuntime {
  const made = _views.get(runtime);
  if (made) return made;
  const on = (type: string, fn: (detail: unknown) => void) => {
    const before = _heard && !_caughtUp.has(fn) ? _heard.filter(([t]) => t === type) : [];
    (runtime.on as (type: string, fn: unknown) => void)(type, fn);
    if (typeof fn !== 'function') return;
    _caughtUp.add(fn);
    for (const [, detail] of before) {
      try {
        fn(detail);
      } catch (error) {
        runtime.handleError(error);
      }
    }
  };
  const view = Object.create(runtime, { on: { value: on } }) as VitrineRuntime;
  _views.set(runtime, view);
  return view;
}

/** When the browser is idle (Safari has no requestIdleCallback). */
function _whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 0);
}

/**
 * The restrictive policy's cookies (only those there: nothing is written for nothing) and the
 * outbox database, gone. deleteDatabase creates nothing; a transport still holding the database
 * open closes it on `versionchange`, and the deletion completes then. Quiet where the browser
 * refuses cookies or has no IndexedDB.
 */
function forget(): void {
  const jar = readCookies();
  for (const name of RESTRICTED_COOKIES) {
    try {
      if (name in jar) document.cookie = `${name}=; path=/; max-age=0`;
    } catch {
      // cookies refused: there is nothing to clear
    }
  }
  try {
    indexedDB.deleteDatabase(OUTBOX_DB);
  } catch {
    // no IndexedDB (or refused): there is no outbox
  }
}
