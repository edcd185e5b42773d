import { IDBFactory } from 'fake-indexeddb';
import { createStore, values } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideConsent } from '../../../src/consent/decideConsent.ts';
import { HEARD_MAX } from '../../../src/consent/index.ts';
import { OUTBOX_DB } from '../../../src/consent/consentNames.ts';
import { send, stage, useTransport } from '../../../src/collectors/common/transport.ts';
import { OUTBOX_STORE, type OutboxEntry } from '../../../src/collectors/common/transport/outbox.ts';
import type { VitrineRuntime } from '../../../src/runtime/types.ts';
import { bootLoader, fakeCollectors, settle, teardownLoader } from '../harness/bootLoader.ts';

const FIVE = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];

function jar(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]),
  );
}

function clearJar() {
  for (const name of Object.keys(jar())) document.cookie = `${name}=; path=/; max-age=0`;
}

async function page(config: Record<string, string> = {}, queue?: unknown[]) {
  const c = fakeCollectors();
  const v = await bootLoader({ config, chunks: c.chunks, ...(queue && { queue }) });
  // The start's decision, the collectors' chunks and each collector's start: an idle turn each.
  await settle(5);
  return { v, ...c };
}

async function databases(): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name!);
}

async function createOutbox(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const r = indexedDB.open('vitrine-outbox');
    r.onupgradeneeded = () => r.result.createObjectStore('beacons');
    r.onsuccess = () => (r.result.close(), resolve());
    r.onerror = () => reject(r.error as Error);
  });
}

let gpc = false;

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  gpc = false;
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, get: () => gpc });
  clearJar();
});

afterEach(async () => {
  await teardownLoader();
  clearJar();
  vi.unstubAllGlobals();
});

describe('decideConsent: who has the last word', () => {
  const restrictive = { consent: undefined, cookiePolicy: 'restrictive' } as const;
  const permissive = { consent: undefined, cookiePolicy: 'permissive' } as const;
  it.each([
    ['restrictive, nothing said: waits (refused)', undefined, restrictive, undefined, false, false],
    ['permissive, nothing said: allowed without a banner', undefined, permissive, undefined, false, true],
    ['a stored yes, restrictive', undefined, restrictive, 'true', false, true],
    ['a stored 1, restrictive', undefined, restrictive, '1', false, true],
    ['a stored no, permissive', undefined, permissive, 'false', false, false],
    ['a stored 0, permissive', undefined, permissive, '0', false, false],
    ['a stored value that is no choice', undefined, restrictive, 'maybe', false, false],
    [
      'the page says granted',
      undefined,
      { consent: 'granted', cookiePolicy: 'restrictive' },
      undefined,
      false,
      true,
    ],
    [
      'the page says denied, permissive',
      undefined,
      { consent: 'denied', cookiePolicy: 'permissive' },
      undefined,
      false,
      false,
    ],
    [
      'a stored no over the page saying granted',
      undefined,
      { consent: 'granted', cookiePolicy: 'permissive' },
      'false',
      false,
      false,
    ],
    ['the visitor allowing now, over a stored no', true, restrictive, 'false', false, true],
    ['the visitor refusing now, over permissive', false, permissive, 'true', false, false],
    [
      'Global Privacy Control over everything',
      true,
      { consent: 'granted', cookiePolicy: 'permissive' },
      'true',
      true,
      false,
    ],
  ] as const)('%s', (_what, asked, settings, stored, gpcOn, expected) => {
    expect(decideConsent(asked, settings, stored, gpcOn)).toBe(expected);
  });
});

describe("the site's cookie policy, through the loader", () => {
  it('restrictive (the default): nothing starts, and the five cookies an earlier page kept are cleared', async () => {
    for (const name of FIVE) document.cookie = `${name}=x; path=/`;
    document.cookie = 'crumb=keep; path=/';
    const { started } = await page();
    expect(started).toEqual([]);
    expect(jar()).toEqual({ crumb: 'keep' });
  });

  it('restrictive with nothing to clear writes no cookie at all', async () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      await page();
      expect(writes).toEqual([]);
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });

  it('permissive starts every collector without a grant', async () => {
    const { started } = await page({ 'cookie-policy': 'permissive' });
    expect(started.sort()).toEqual(['census', 'cookies', 'error-reporter', 'performance', 'tracker']);
  });

  it("restrictive honours the visitor's stored choice, ss_cookieAllowed", async () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    expect((await page()).started).toHaveLength(5);
    document.cookie = 'ss_cookieAllowed=false; path=/';
    document.cookie = 'ss_cvr=abc|1|1|1|1; path=/';
    expect((await page({ 'cookie-policy': 'permissive', consent: 'granted' })).started).toEqual([]);
    expect(jar()).toEqual({ ss_cookieAllowed: 'false' });
  });

  it('Global Privacy Control refuses under both policies, and whatever the page calls', async () => {
    gpc = true;
    document.cookie = 'ss_cvt=1; path=/';
    for (const config of [{}, { 'cookie-policy': 'permissive' }, { consent: 'granted' }] as Array<
      Record<string, string>
    >) {
      const { v, started } = await page(config);
      v.consent(true);
      await settle();
      expect(started).toEqual([]);
    }
    expect(jar()).toEqual({});
  });

  it("a consent the page queued before the loader arrived wins over the start's decision", async () => {
    document.cookie = 'ss_cookieAllowed=false; path=/';
    expect((await page({}, [['consent', true]])).started).toHaveLength(5);
    clearJar();
    expect((await page({ 'cookie-policy': 'permissive' }, [['consent', false]])).started).toEqual([]);
  });

  it('a refusal later stops them, clears the five cookies and deletes the outbox', async () => {
    const { v, started, stopped } = await page({ 'cookie-policy': 'permissive' });
    expect(started).toHaveLength(5);
    await createOutbox();
    for (const name of FIVE) document.cookie = `${name}=x; path=/`;
    expect(await databases()).toContain('vitrine-outbox');
    v.consent(false);
    await settle();
    expect(stopped.sort()).toEqual([...started].sort());
    expect(jar()).toEqual({});
    expect(await databases()).not.toContain('vitrine-outbox');
  });

  it('a refusal at the start deletes an outbox an earlier page left', async () => {
    await createOutbox();
    await page({ consent: 'denied' });
    expect(await databases()).not.toContain('vitrine-outbox');
  });
});

describe('the collectors start one task each', () => {
  it('no two collectors start in the same task, even when their chunks arrive together', async () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    const started: string[] = [];
    let inTask = false;
    let shared = 0;
    // Every chunk arrives at the same moment, as on a page whose line delivers them together.
    let arrive!: () => void;
    const together = new Promise<void>((resolve) => (arrive = resolve));
    const chunks = Object.fromEntries(
      ['cookies', 'census', 'tracker', 'error-reporter', 'performance'].map((name) => [
        name,
        () =>
          together.then(() => ({
            start: () => {
              // A microtask runs before the next task: still set here, this start shares a task.
              if (inTask) shared++;
              inTask = true;
              queueMicrotask(() => (inTask = false));
              started.push(name);
              return () => {};
            },
          })),
      ]),
    );
    await bootLoader({ chunks });
    await settle(3);
    arrive();
    await settle(3);
    expect(started).toHaveLength(5);
    expect(shared).toBe(0);
  });
});

describe("the collectors share the page's one transport", () => {
  it('a batch one collector holds back is not sent when another starts; its owner sends it once, whole', async () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const path = '/api/record-javascript-errors';
    const quiet = async () => ({ start: () => () => {} });
    let reporter: VitrineRuntime | undefined;
    let lastStarted = false;
    let arrive!: () => void;
    const late = new Promise<void>((resolve) => (arrive = resolve));
    const chunks = {
      cookies: quiet,
      census: quiet,
      tracker: quiet,
      // The error reporter's way: its debounced batch written ahead, not sent yet.
      'error-reporter': async () => ({
        start: (runtime: VitrineRuntime) => {
          reporter = runtime;
          const release = useTransport(runtime);
          stage(runtime, 'batch-1', { url: path, body: '["first"]' });
          return release;
        },
      }),
      // A collector that starts once that batch is in the outbox (its start drains the outbox).
      performance: () =>
        late.then(() => ({
          start: (runtime: VitrineRuntime) => {
            lastStarted = true;
            return useTransport(runtime);
          },
        })),
    };
    await bootLoader({ chunks });
    const outbox = createStore(OUTBOX_DB, OUTBOX_STORE);
    await vi.waitFor(async () =>
      expect((await values<OutboxEntry>(outbox)).map((e) => e.body)).toEqual(['["first"]']),
    );
    arrive();
    await vi.waitFor(() => expect(lastStarted).toBe(true));
    // Past a drain and its send: nothing left the page (a second transport would have sent the
    // partial batch, and the server, storing an event id once, would then drop the whole one).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    send(reporter!, { url: path, body: '["first","second"]' }, 'batch-1');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(fetchMock.mock.calls[0]![1].body).toBe('["first","second"]');
  });
});

describe('a grant starts the collectors only after the widgets', () => {
  /** A widget chunk whose mount settles when the test says (its view live). */
  function heldWidget() {
    const live: Array<() => void> = [];
    const mounted: Element[] = [];
    const module = {
      mount: (el: Element) =>
        new Promise<void>((resolve) => {
          mounted.push(el);
          live.push(resolve);
        }),
      unmount() {},
    };
    return { module, mounted, live: () => live.forEach((resolve) => resolve()) };
  }

  it('waits for every widget mount begun (in view, idle) to be live, then starts them all', async () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    const c = fakeCollectors();
    const widget = heldWidget();
    await bootLoader({
      html: '<div data-vitrine="cart-pill"></div><div class="sqs-add-to-cart-button" data-vitrine="add-to-cart"></div>',
      chunks: { ...c.chunks, 'cart-pill': widget.module, 'add-to-cart': widget.module },
    });
    await settle();
    expect(widget.mounted).toHaveLength(2);
    // Both mounts began; neither is live: no collector has even been asked for.
    expect(c.started).toEqual([]);
    widget.live();
    await settle();
    expect(c.started.sort()).toEqual(['census', 'cookies', 'error-reporter', 'performance', 'tracker']);
  });

  it('a widget that never settles holds them back WIDGETS_WAIT_MS at most', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      document.cookie = 'ss_cookieAllowed=true; path=/';
      const c = fakeCollectors();
      const { WIDGETS_WAIT_MS } = await import('../../../src/consent/index.ts');
      const hung = { mount: () => new Promise<void>(() => {}), unmount() {} };
      const booted = bootLoader({
        html: '<div data-vitrine="cart-pill"></div>',
        chunks: { ...c.chunks, 'cart-pill': hung },
      });
      await vi.advanceTimersByTimeAsync(100);
      await booted;
      await vi.advanceTimersByTimeAsync(1000);
      expect(c.started).toEqual([]);
      await vi.advanceTimersByTimeAsync(WIDGETS_WAIT_MS);
      expect(c.started).toHaveLength(5);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what is emitted while the collectors wait reaches them', () => {
  type Chunk = () => Promise<unknown>;
  /**
   * A census stand-in: it adds its quick-view listener only once the test says (the real one
   * waits for the visitor's session first), and says one of its own as it starts.
   */
  function listeningCollectors() {
    const c = fakeCollectors();
    const heard: unknown[] = [];
    let listen!: () => void;
    const chunks: Record<string, Chunk> = { ...c.chunks };
    chunks.census = async () => ({
      start: (runtime: VitrineRuntime) => {
        c.started.push('census');
        // What a collector says as it starts is heard by its listeners once, live or kept.
        runtime.emit('quick-view', { itemId: 'own' });
        listen = () => runtime.on('quick-view', (detail) => heard.push(detail));
        return () => {};
      },
    });
    return { started: c.started, chunks, heard, listen: () => listen() };
  }

  /** A page whose one widget is held: the collectors wait for it. */
  async function heldPage(chunks: Record<string, Chunk>) {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    let live!: () => void;
    const held = {
      mount: () => new Promise<void>((resolve) => (live = resolve)),
      unmount() {},
    };
    const runtime = await bootLoader({
      html: '<div data-vitrine="cart-pill"></div>',
      chunks: { ...chunks, 'cart-pill': held },
    });
    await settle();
    return { runtime, live: () => live() };
  }

  it('quick views opened before the census listened are heard once, in order, then live ones', async () => {
    const c = listeningCollectors();
    const { runtime, live } = await heldPage(c.chunks);
    runtime.emit('quick-view', { itemId: 'a' });
    runtime.emit('cart:updated', { entries: [] } as never);
    expect(c.started).toEqual([]);
    live();
    await settle();
    expect(c.started).toContain('census');
    // Started, not listening yet (its session is on the way): still kept.
    runtime.emit('quick-view', { itemId: 'b' });
    c.listen();
    runtime.emit('quick-view', { itemId: 'c' });
    expect(c.heard).toEqual([{ itemId: 'a' }, { itemId: 'own' }, { itemId: 'b' }, { itemId: 'c' }]);
  });

  it('a refusal drops what was kept: a later grant hears nothing from before it', async () => {
    const c = listeningCollectors();
    const { runtime, live } = await heldPage(c.chunks);
    runtime.emit('quick-view', { itemId: 'before-refusal' });
    runtime.consent(false);
    runtime.consent(true);
    await settle();
    runtime.emit('quick-view', { itemId: 'after-grant' });
    live();
    await settle();
    c.listen();
    expect(c.heard).toEqual([{ itemId: 'after-grant' }, { itemId: 'own' }]);
  });

  it(`keeps ${HEARD_MAX} at most`, async () => {
    const c = listeningCollectors();
    const { runtime, live } = await heldPage(c.chunks);
    for (let i = 0; i < HEARD_MAX + 50; i++) runtime.emit('quick-view', { itemId: `i${i}` });
    live();
    await settle();
    c.listen();
    expect(c.heard).toHaveLength(HEARD_MAX);
    expect(c.heard.at(-1)).toEqual({ itemId: `i${HEARD_MAX - 1}` });
    runtime.emit('quick-view', { itemId: 'late' });
    expect(c.heard.at(-1)).toEqual({ itemId: 'late' });
  });

  it("a widget's failure is not handed over twice: the error reporter reads the loader's own list", async () => {
    const c = fakeCollectors();
    const failures: unknown[] = [];
    const chunks: Record<string, Chunk> = { ...c.chunks };
    chunks['error-reporter'] = async () => ({
      start: (runtime: VitrineRuntime) => {
        runtime.on('widget:error', (detail) => failures.push(detail));
        return () => {};
      },
    });
    const { runtime, live } = await heldPage(chunks);
    runtime.emit('widget:error', { error: new Error('x'), widget: 'cart-pill' } as never);
    live();
    await settle();
    expect(failures).toEqual([]);
  });

  it('the page hears nothing twice: only the collectors are handed what came before', async () => {
    const c = listeningCollectors();
    const { runtime, live } = await heldPage(c.chunks);
    runtime.emit('quick-view', { itemId: 'a' });
    const page: unknown[] = [];
    runtime.on('quick-view', (detail) => page.push(detail));
    live();
    await settle();
    runtime.emit('quick-view', { itemId: 'b' });
    expect(page).toEqual([{ itemId: 'own' }, { itemId: 'b' }]);
  });
});
