import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../loader/registry.ts';
import type { VitrineRuntime, WidgetModule } from '../../../src/runtime/types.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';

function fakeWidget() {
  const mounted: Element[] = [];
  const unmounted: Element[] = [];
  const mod: WidgetModule = {
    mount: (el) => {
      mounted.push(el);
    },
    unmount: (el) => {
      unmounted.push(el);
    },
  };
  return { mod, mounted, unmounted };
}

afterEach(async () => {
  await teardownLoader();
  vi.unstubAllGlobals();
});

describe('loader', () => {
  it('reads its config from its own script tag and exposes the public API', async () => {
    const v = await bootLoader({ config: { 'api-base': 'https://api.example.com', locale: 'fr-FR' } });
    expect(v.config.apiBase).toBe('https://api.example.com');
    expect(v.config.locale).toBe('fr-FR');
    expect(typeof v.version).toBe('string');
    for (const method of ['on', 'off', 'emit', 'refresh', 'register', 'consent', 'handleError'] as const) {
      expect(typeof v[method]).toBe('function');
    }
  });

  it('runs commands queued before it loaded, then runs later pushes at once', async () => {
    const seen: string[] = [];
    const v = await bootLoader({
      queue: [
        (rt: VitrineRuntime) => seen.push(`fn:${rt === (window as { Vitrine?: unknown }).Vitrine}`),
        ['on', 'cart:updated', (d: unknown) => seen.push(`event:${String(d)}`)],
      ],
    });
    v.emit('cart:updated', 'x');
    (window as unknown as { vitrine: { push(c: unknown): void } }).vitrine.push(() => seen.push('late'));
    expect(seen).toEqual(['fn:true', 'event:x', 'late']);
  });

  it('keeps the last cart announced on Vitrine.cart', async () => {
    const v = await bootLoader();
    const cart = { id: 'c1', totalQuantity: 2 };
    v.emit('cart:updated', cart);
    expect(v.cart).toBe(cart);
  });

  it('on/off: a removed listener hears nothing; a throwing listener does not stop the others', async () => {
    const v = await bootLoader();
    const heard: unknown[] = [];
    const listener = (d: unknown) => heard.push(d);
    const bug = new Error('listener bug');
    v.on('ping', () => {
      throw bug;
    });
    v.on('ping', listener);
    v.emit('ping', 1);
    v.off('ping', listener);
    v.emit('ping', 2);
    expect(heard).toEqual([1]);
    expect(v.errors.map((e) => e.error)).toContain(bug);
  });

  it('hydrates markers, markers added later and elements given data-vitrine later; unmounts removed ones', async () => {
    const w = fakeWidget();
    const v = await bootLoader({
      html: '<div id="a" data-vitrine="cart-pill"></div><div id="c"></div>',
      chunks: { 'cart-pill': w.mod },
    });
    await settle();
    expect(w.mounted.map((e) => e.id)).toEqual(['a']);

    const b = document.createElement('section');
    b.innerHTML = '<p><span id="b" data-vitrine="cart-pill"></span></p>';
    document.body.append(b);
    document.getElementById('c')!.setAttribute('data-vitrine', 'cart-pill');
    await settle();
    expect(w.mounted.map((e) => e.id).sort()).toEqual(['a', 'b', 'c']);

    document.getElementById('a')!.remove();
    document.getElementById('c')!.setAttribute('data-vitrine', 'something-else');
    await settle();
    expect(w.unmounted.map((e) => e.id).sort()).toEqual(['a', 'c']);
    expect(v.errors).toEqual([]);
  });

  it('mounts two widgets on one element, each once, and unmounts both with it', async () => {
    const adds = fakeWidget();
    const popover = fakeWidget();
    await bootLoader({
      html: '<div id="btn" class="sqs-add-to-cart-button" data-item-id="mug"></div>',
      chunks: { 'add-to-cart': adds.mod, 'added-item-popover': popover.mod },
    });
    await settle();
    expect(adds.mounted.map((e) => e.id)).toEqual(['btn']);
    expect(popover.mounted.map((e) => e.id)).toEqual(['btn']);
    document.getElementById('btn')!.remove();
    await settle();
    expect(adds.unmounted).toHaveLength(1);
    expect(popover.unmounted).toHaveLength(1);
  });

  it('isolates a failing widget: the others mount and widget:error names the culprit', async () => {
    const v = await bootLoader({ html: '<i data-bad></i><i data-good></i><i data-missing></i>' });
    const errors: Array<{ widget?: string }> = [];
    v.on('widget:error', (d) => errors.push(d as { widget?: string }));
    const good = fakeWidget();
    v.register('bad', '[data-bad]', async () => ({
      mount: () => {
        throw new Error('boom');
      },
      unmount: () => {},
    }));
    v.register('missing', '[data-missing]', () => Promise.reject(new Error('chunk failed to load')), 'eager');
    v.register('good', '[data-good]', async () => good.mod, 'eager');
    await new Promise((r) => setTimeout(r, 30));
    await settle();
    expect(good.mounted).toHaveLength(1);
    expect(errors.map((e) => e.widget).sort()).toEqual(['bad', 'missing']);
  });

  it('honours data-vitrine-load="interaction" over the registry strategy', async () => {
    const v = await bootLoader({
      html: '<button id="c" data-y data-vitrine-load="interaction">Buy</button>',
    });
    const w = fakeWidget();
    v.register('y', '[data-y]', async () => w.mod, 'eager');
    await settle();
    expect(w.mounted).toHaveLength(0);
    document.getElementById('c')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(w.mounted).toHaveLength(1);
  });

  it('never mounts an element removed before its chunk arrived', async () => {
    const v = await bootLoader({ html: '<div id="d" data-z></div>' });
    const w = fakeWidget();
    let release!: (m: WidgetModule) => void;
    v.register('z', '[data-z]', () => new Promise<WidgetModule>((r) => (release = r)), 'eager');
    await settle();
    document.getElementById('d')!.remove();
    v.refresh();
    release(w.mod);
    await settle();
    expect(w.mounted).toHaveLength(0);
  });

  it('captures window errors and unhandled rejections from the start, bounded at 20', async () => {
    const v = await bootLoader();
    const early = new Error('early failure');
    window.dispatchEvent(new ErrorEvent('error', { message: 'early failure', error: early }));
    expect(v.errors.at(-1)?.error).toBe(early);
    for (let i = 0; i < 50; i++) window.dispatchEvent(new ErrorEvent('error', { message: `e${i}` }));
    expect(v.errors.length).toBe(20);
  });

  it('a second copy of the loader on the page does not start twice', async () => {
    const first = await bootLoader();
    vi.resetModules();
    await import('../../../loader/index.ts');
    expect((window as { Vitrine?: unknown }).Vitrine).toBe(first);
  });
});

describe('collectors and consent', () => {
  function fakeCollectors() {
    const started: string[] = [];
    const stopped: string[] = [];
    const chunks = Object.fromEntries(
      ['cookies', 'census', 'tracker', 'error-reporter', 'performance'].map((name) => [
        name,
        async () => ({
          start: () => {
            started.push(name);
            return () => stopped.push(name);
          },
        }),
      ]),
    );
    return { started, stopped, chunks };
  }

  it('starts nothing until consent is granted, then each collector once; refusing stops them', async () => {
    const c = fakeCollectors();
    const v = await bootLoader({ chunks: c.chunks });
    await settle();
    expect(c.started).toEqual([]);
    v.consent(true);
    v.consent(true);
    await settle();
    expect(c.started.sort()).toEqual(['census', 'cookies', 'error-reporter', 'performance', 'tracker']);
    v.consent(false);
    expect(c.stopped.sort()).toEqual(['census', 'cookies', 'error-reporter', 'performance', 'tracker']);
  });

  it('data-consent="granted" starts them from the start', async () => {
    const c = fakeCollectors();
    await bootLoader({ chunks: c.chunks, config: { consent: 'granted' } });
    await settle();
    expect(c.started).toHaveLength(5);
  });

  it("a consent the page queued before the loader arrived stands, whatever the tag's default", async () => {
    for (const config of [{}, { consent: 'denied' }] as Array<Record<string, string>>) {
      const c = fakeCollectors();
      await bootLoader({ chunks: c.chunks, config, queue: [['consent', true]] });
      await settle();
      expect(c.started).toHaveLength(5);
    }
  });

  it('a collector whose chunk arrives after consent was refused never starts', async () => {
    const c = fakeCollectors();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = Object.fromEntries(
      Object.entries(c.chunks).map(([name, load]) => [name, () => gate.then(load)]),
    );
    const v = await bootLoader({ chunks: slow });
    v.consent(true);
    await settle();
    v.consent(false);
    release();
    await settle();
    expect(c.started).toEqual([]);
  });
});

describe('registry', () => {
  it('registers every widget of the product, each with a marker', () => {
    expect(registry.map((e) => e.n)).toEqual([
      'cart-pill',
      'add-to-cart',
      'added-item-popover',
      'variant-picker',
      'quantity',
      'subscription',
      'gift-card',
      'instalments',
      'additional-fields',
      'restock-form',
      'visitor-form',
    ]);
    for (const e of registry) {
      expect(() => document.querySelector(e.s)).not.toThrow();
      expect(['eager', 'idle', 'visible', 'interaction']).toContain(e.t);
    }
  });

  it('a marker for a widget whose chunk is not built yet mounts nothing and breaks nothing', async () => {
    const v = await bootLoader({
      html: '<div data-vitrine="gift-card"></div><div data-vitrine="visitor-form"></div>',
    });
    await settle();
    expect(v.errors).toEqual([]);
  });
});
