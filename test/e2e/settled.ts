import type { Page, Request, Route } from '@playwright/test';

/**
 * Conditions to wait for instead of fixed sleeps. A test that claims 'nothing happened' waits for
 * a positive event that provably comes after the thing that must not happen: the module that would
 * have done it ran and decided, the browser went idle after what it put off until idle, or a
 * marker left by the same queue and the same flush.
 */

/**
 * The page ran chunks/<name>.js (a shared chunk's name carries its hash: `hashed`): it arrived, its module was evaluated (a dynamic import of the same
 * URL resolves once the one module of that URL has run), and the tasks the loader queued on it at
 * once ran too: its `.then` (a widget's mount, the consent decision) and a collector's start, which
 * the consent chunk puts in a timer of its own, asked for before ours and so run before it.
 */
export async function chunkRan(
  page: Page,
  name: string,
  { hashed = false, timeout = 10_000 } = {},
): Promise<void> {
  const src = await page.waitForFunction(
    ([chunk, withHash]) =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .find((n) =>
          withHash
            ? new RegExp(`/chunks/${chunk}-[\\w-]{8}\\.js$`).test(n)
            : n.endsWith(`/chunks/${chunk}.js`),
        ) ?? false,
    [name, hashed] as const,
    { timeout },
  );
  await page.evaluate(
    async (url) => {
      await import(url);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    (await src.jsonValue()) as string,
  );
}

/**
 * The browser was idle once after now: every requestIdleCallback the page asked for before this
 * one ran (the browser runs them in the order asked, or at their own timeout: the loader's and the
 * consent chunk's are 2 s, as this one's, and asked for earlier), so what the page put off until
 * idle (the consent decision, a collector's start, an idle widget's mount) has begun.
 */
export const idle = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );

/**
 * The consent chunk decided for this page (at the start, or on each Vitrine.consent call made
 * before this), and what a grant starts when the browser is idle has begun: had the collectors
 * been allowed, their chunks would have been asked for by now. After a refusal nothing of theirs
 * is left to run: the collectors start only from that decision.
 */
export async function consentDecided(page: Page): Promise<void> {
  await chunkRan(page, 'consent');
  await idle(page);
}

/**
 * Every request the page makes from now on, as Playwright hears them (in the order the page
 * issued them): a beacon or fetch that left the browser is here even when the server has not
 * logged it yet.
 */
export function requestsOf(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  return requests;
}

/**
 * Every request the page made (of `requests`, from requestsOf begun before the thing that must
 * not happen) up to now: a fence request the page makes now comes to Playwright after every
 * request made before it. With `hide` (the default), whatever the collectors held is sent first:
 * the page reads as hidden for a moment, as on a tab switch, and in that one task the error
 * reporter hands over its waiting batch and the transport sends everything it holds, by
 * sendBeacon. The page reads as visible again afterwards (the browser never hid it).
 */
export async function sentUpToNow(page: Page, requests: Request[], { hide = true } = {}): Promise<Request[]> {
  const fence = `/__fence/${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // Answered here, so the page's console stays clean (a 404 is logged there as an error).
  const answer = (route: Route) => route.fulfill({ status: 204 });
  await page.route(`**${fence}`, answer);
  const fenced = page.waitForRequest((r) => r.url().endsWith(fence));
  await page.evaluate(
    ([url, hidden]) => {
      if (hidden) {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
        delete (document as { visibilityState?: unknown }).visibilityState;
        document.dispatchEvent(new Event('visibilitychange'));
      }
      void fetch(url).catch(() => undefined);
    },
    [fence, hide] as const,
  );
  const last = await fenced;
  // Answered before the route goes: a route removed while its request waits lets it through.
  await last.response();
  await page.unroute(`**${fence}`, answer);
  return requests.slice(0, requests.indexOf(last));
}

/**
 * The page handled the input it was just given (a key's or a click's handlers run in its task;
 * Preact renders a microtask later) and drew what came of it: a frame, then a task after it.
 */
export const drawn = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** The path of each request (the page's, or the server's log). */
export const pathsOf = (requests: Request[]): string[] => requests.map((r) => new URL(r.url()).pathname);

/** The chunks this page asked for (chunks/<name>.js), by name, in the order asked. */
export const chunksAskedFor = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => /\/chunks\/([\w-]+)\.js$/.exec(e.name)?.[1])
      .filter((name): name is string => name !== undefined),
  );

/** The outbox's beacons whose body holds `tag`, read from the page's IndexedDB. */
export const outboxHolding = (page: Page, tag: string): Promise<number> =>
  page.evaluate(async (tag) => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'vitrine-outbox')) return -1;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('vitrine-outbox');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error as Error);
    });
    try {
      const all = await new Promise<Array<{ body: string }>>((resolve) => {
        const r = db.transaction('beacons').objectStore('beacons').getAll();
        r.onsuccess = () => resolve(r.result as Array<{ body: string }>);
      });
      return all.filter((e) => e.body.includes(tag)).length;
    } finally {
      db.close();
    }
  }, tag);
