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
 * once, when the browser is idle (chunks/<name>.js, by the loader's own `load`), each started in a
 * task of its own; a refusal,
 * whenever it comes (at the start, by Global Privacy Control, or withdrawn later), stops them at
 * once and clears what this page or an earlier one kept: the restrictive policy's five cookies
 * and the outbox database. It statically loads nothing of the collectors': a page that is never
 * allowed gets this chunk and nothing more. Nothing here throws into the page.
 */
export function consent(
  asked: boolean | undefined,
  runtime: VitrineRuntime,
  load: ChunkLoader,
  _mounts?: WidgetMounts,
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
      _whenIdle(() =>
        load(name)
          .then((mod) =>
            // Each collector starts in a task of its own: their chunks arrive together, and
            // five starts in one task made a long one (~100 ms on a phone). A timer, not idle
            // time: the widgets are live already, and idle time may be long in coming.
            setTimeout(() => {
              // Refused (or refused and granted again) while the chunk was on its way.
              if (_running[name] !== token) return;
              try {
                token.stop = (mod as CollectorModule).start(runtime);
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
  if (!granted) forget();
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
