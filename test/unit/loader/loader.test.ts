import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../loader/registry.ts';
import type { VitrineRuntime, WidgetModule } from '../../../src/runtime/types.ts';
import { bootLoader, fakeCollectors, heldWidget, settle, teardownLoader } from '../harness/bootLoader.ts';

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

  it('keeps the last cart announced on Vitrine.cart: a cart, never what is not one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A widget that uses the cart: its service announces carts (a page's own, once checked).
    const v = await bootLoader({ html: '<div data-vitrine="cart-pill"></div>' });
    await settle();
    const cart = {
      id: 'c1',
      currencyCode: 'EUR',
      totalQuantity: 2,
      subtotalCents: 3700,
      entries: [
        {
          id: 'e1',
          itemId: 'ceramic-mug',
          sku: 'MUG',
          quantity: 2,
          productName: 'Ceramic Mug',
          unitPrice: 1850,
        },
      ],
    };
    v.emit('cart:updated', cart);
    expect(v.cart).toMatchObject({ id: 'c1', totalQuantity: 2, currencyCode: 'EUR' });
    v.emit('cart:updated', { totalQuantity: 'many' });
    expect(v.cart).toMatchObject({ id: 'c1', totalQuantity: 2 });
    warn.mockRestore();
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
    const v = await bootLoader({ html: '<div id="btn" class="buy"></div>' });
    v.register('adds', '.buy', async () => adds.mod, 'eager');
    v.register('popover', '.buy', async () => popover.mod, 'eager');
    v.refresh();
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
    await settle();
    expect(c.stopped.sort()).toEqual(['census', 'cookies', 'error-reporter', 'performance', 'tracker']);
  });

  it('data-consent="granted" starts them from the start', async () => {
    const c = fakeCollectors();
    await bootLoader({ chunks: c.chunks, config: { consent: 'granted' } });
    // The start's decision, the collectors' chunks and each collector's start: an idle turn each.
    await settle(5);
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
    await settle();
    release();
    await settle();
    expect(c.started).toEqual([]);
  });
});

describe('registry', () => {
  it('registers every widget of the product, each with a marker', () => {
    expect(registry.map((e) => e.n)).toEqual([
      'cart-pill',
      'reviews',
      'add-to-cart',
      'variant-picker',
      'quantity',
      'gift-card',
      'instalments',
      'additional-fields',
      'restock-form',
      'visitor-form',
      'cart',
      'quick-view',
      'subscription',
    ]);
    for (const e of registry) {
      expect(() => document.querySelector(e.s)).not.toThrow();
      // None is idle (the cart pill's: the loader's bytes).
      expect([undefined, 'eager', 'visible', 'interaction']).toContain(e.t);
      // Every widget also answers to data-vitrine="<name>", whatever else marks it.
      expect(e.s.split(',').at(-1)).toBe(`[data-vitrine="${e.n}"]`);
    }
  });

  it('a marker without its props mounts nothing and breaks nothing: one warning names the attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const v = await bootLoader({
      html: '<div data-vitrine="gift-card"></div><div data-vitrine="visitor-form"></div>',
    });
    await settle();
    expect(v.errors).toEqual([]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(
      expect.arrayContaining(['[vitrine] gift-card: data-vitrine-item-id is missing; on']),
    );
    warn.mockRestore();
  });
});

describe('a press before the widget mounted (press replay)', () => {
  async function page(html: string, strategy: 'eager' | 'interaction' = 'eager') {
    const v = await bootLoader({ html });
    const w = heldWidget();
    v.register('w', '[data-w]', w.load, strategy);
    await settle();
    return { v, w };
  }

  it('holds a click on a marker whose chunk has not arrived, and replays it once after the mount', async () => {
    const { w } = await page('<div data-w id="m"><span id="label">Add</span></div>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('label')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await settle();
    expect(w.heard).toEqual([]);
    w.release();
    await settle();
    expect(w.heard).toEqual(['click:label']);
    await settle();
    expect(w.heard).toEqual(['click:label']);
  });

  it("a press after the mount is the widget's own: nothing held, nothing replayed", async () => {
    const { w } = await page('<div data-w id="m"></div>');
    w.release();
    await settle();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('m')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(w.heard).toEqual(['click:m']);
  });

  it('two presses before the mount are two presses, each replayed once, in order', async () => {
    const { w } = await page('<div data-w id="m"><b id="a"></b><b id="b"></b></div>');
    for (const id of ['a', 'b']) document.getElementById(id)!.click();
    w.release();
    await settle();
    expect(w.heard).toEqual(['click:a', 'click:b']);
  });

  it('Enter (key down) and Space (key up) on a role=button control are replayed as its click', async () => {
    const { w } = await page('<div data-w id="m" role="button" tabindex="0"></div>');
    const m = document.getElementById('m')!;
    const key = (type: string, key: string) => {
      const e = new KeyboardEvent(type, { key, bubbles: true, cancelable: true });
      m.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(key('keydown', 'Enter')).toBe(true);
    expect(key('keyup', 'Enter')).toBe(true);
    // Space must not scroll the page on key down; it presses on key up.
    expect(key('keydown', ' ')).toBe(true);
    expect(key('keyup', ' ')).toBe(true);
    // Any other key is the browser's.
    expect(key('keydown', 'Tab')).toBe(false);
    w.release();
    await settle();
    expect(w.heard).toEqual(['click:m', 'click:m']);
  });

  it('Enter and Space on a native control are left to the browser (it makes the click itself)', async () => {
    const { w } = await page('<form data-w id="f"><input id="q"><button id="go">Go</button></form>');
    for (const [id, k] of [
      ['q', ' '],
      ['q', 'Enter'],
      ['go', 'Enter'],
    ] as const) {
      const e = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(e);
      expect(e.defaultPrevented).toBe(false);
    }
    w.release();
    await settle();
    expect(w.heard).toEqual([]);
  });

  it("holds a form's submit (it neither navigates nor is dropped) and replays it with its submitter", async () => {
    const { w } = await page('<form data-w id="f"><button id="go" type="submit">Send</button></form>');
    const form = document.getElementById('f') as HTMLFormElement;
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: document.getElementById('go'),
    });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    w.release();
    await settle();
    expect(w.heard).toEqual(['submit:go']);
  });

  it('a touch or a focus starts an interaction widget at once; its press is then replayed', async () => {
    let asked = 0;
    const v = await bootLoader({ html: '<div data-w id="m" tabindex="0"></div>' });
    const w = heldWidget();
    v.register('w', '[data-w]', () => (asked++, w.load()), 'interaction');
    await settle();
    expect(asked).toBe(0);
    document.getElementById('m')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(asked).toBe(1);
    document.getElementById('m')!.click();
    expect(asked).toBe(1);
    w.release();
    await settle();
    expect(w.heard).toEqual(['click:m']);
  });

  it('waits for every widget around the press, inner and outer, before replaying it once', async () => {
    const v = await bootLoader({ html: '<div data-outer><div data-w id="m"></div></div>' });
    const inner = heldWidget();
    const outer = heldWidget();
    v.register('w', '[data-w]', inner.load, 'eager');
    v.register('outer', '[data-outer]', outer.load, 'eager');
    await settle();
    document.getElementById('m')!.click();
    inner.release();
    await settle();
    expect(inner.heard).toEqual([]);
    outer.release();
    await settle();
    expect(inner.heard).toEqual(['click:m']);
    expect(outer.heard).toEqual(['click:m']);
  });

  it('a widget that draws its own controls: the press lands on the one drawn in place of the one pressed', async () => {
    const v = await bootLoader({
      html: '<div data-draws><input type="radio" name="a" value="25"><input type="radio" name="a" value="50"><button type="button">Buy</button></div>',
    });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const bought: string[] = [];
    v.register(
      'draws',
      '[data-draws]',
      () =>
        gate.then(() => ({
          mount: (el: Element) => {
            // Drawn anew, as the gift card does: the server's controls are gone.
            el.innerHTML =
              '<input type="radio" name="b" value="25"><input type="radio" name="b" value="50"><button type="button">Buy</button>';
            el.querySelector('button')!.addEventListener('click', () =>
              bought.push(el.querySelector<HTMLInputElement>('input:checked')?.value ?? 'none'),
            );
          },
          unmount: () => {},
        })),
      'eager',
    );
    await settle();
    document.querySelector<HTMLInputElement>('input[value="50"]')!.click();
    document.querySelector<HTMLButtonElement>('button')!.click();
    release();
    await settle();
    expect(bought).toEqual(['50']);
  });

  it('a press on a marker whose chunk failed still reaches the page, and nothing throws', async () => {
    const v = await bootLoader({ html: '<div data-broken id="m"></div>' });
    const heard: string[] = [];
    document.getElementById('m')!.addEventListener('click', () => heard.push('page'));
    v.register('broken', '[data-broken]', () => Promise.reject(new Error('chunk failed')), 'interaction');
    await settle();
    document.getElementById('m')!.click();
    await settle();
    expect(heard).toEqual(['page']);
    expect(v.errors.map((e) => String(e.error))).toEqual(['Error: chunk failed']);
  });
});

describe('Vitrine.register, checked', () => {
  it('a bad registration warns in words, registers nothing, and later DOM changes throw nothing', async () => {
    const v = await bootLoader({ html: '<div id="a"></div>' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const mod = { mount: () => {}, unmount: () => {} };
    v.register('broken', '!!not a selector', async () => mod);
    v.register('no-load', '#a', 'chunks/no-load.js' as never);
    v.register('', '#a', async () => mod);
    v.register('slow', '#a', async () => mod, 'someday' as never);
    await settle();
    // Each registration is checked when the chunk arrives: in any order.
    expect(warn.mock.calls.map((c) => String(c[0])).sort()).toEqual(
      [
        '[vitrine] Vitrine.register(name, selector, load, strategy?): "!!not a selector" is not a CSS selector; nothing was registered.',
        '[vitrine] Vitrine.register(name, selector, load, strategy?): load must be a function returning the module (a promise of {mount, unmount}); nothing was registered.',
        '[vitrine] Vitrine.register(name, selector, load, strategy?): the name must be a non-empty string; nothing was registered.',
        '[vitrine] Vitrine.register(name, selector, load, strategy?): the strategy must be one of eager, idle, visible, interaction (or left out: idle); nothing was registered.',
      ].sort(),
    );
    const thrown: unknown[] = [];
    const onError = (e: ErrorEvent) => thrown.push(e.error);
    window.addEventListener('error', onError);
    document.body.append(document.createElement('p'));
    v.refresh();
    await settle();
    window.removeEventListener('error', onError);
    expect(thrown).toEqual([]);
    expect(v.errors).toEqual([]);
    warn.mockRestore();
  });

  it('a good registration hydrates its markers, those there and those added later', async () => {
    const v = await bootLoader({ html: '<div class="mine" id="a"></div>' });
    const w = fakeWidget();
    v.register('mine', '.mine', async () => w.mod, 'eager');
    await settle();
    expect(w.mounted.map((e) => e.id)).toEqual(['a']);
    document.body.insertAdjacentHTML('beforeend', '<div class="mine" id="b"></div>');
    await settle();
    expect(w.mounted.map((e) => e.id)).toEqual(['a', 'b']);
  });
});

describe('the command queue, checked', () => {
  it('a bad command or argument gets one warning in words; the good commands around it still run', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: unknown[] = [];
    const v = await bootLoader({
      queue: [
        ['nonsense-command'],
        42,
        ['on', 'cart:updated', 'not a function'],
        ['on', 'cart:updated', (cart: unknown) => seen.push(cart)],
        ['consent', 'yes'],
        ['emit'],
      ],
    });
    await settle();
    v.emit('cart:updated', 'the cart');
    expect(seen).toEqual(['the cart']);
    expect(warn.mock.calls.map((c) => String(c[0])).sort()).toEqual(
      [
        `[vitrine] unknown command "nonsense-command" in ["nonsense-command"]; the commands are on, off, emit, refresh, register, consent. It was not run.`,
        `[vitrine] a queued command must be a function (Vitrine) => … or an array ['command', …arguments]; got 42. It was not run.`,
        `[vitrine] ["on", "cart:updated", "not a function"]: on expects ['on', type, fn]: an event name (a string) and a function. It was not run.`,
        '[vitrine] Vitrine.consent(granted) expects true or false; got "yes". Nothing was changed.',
      ].sort(),
    );
    // Nothing kept that would throw at each announcement, and nothing thrown into the page.
    expect(v.errors).toEqual([]);
    warn.mockRestore();
  });

  it('later pushes and direct calls are checked the same way', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const v = await bootLoader();
    const queue = (window as unknown as { vitrine: { push(...c: unknown[]): void } }).vitrine;
    queue.push({ command: 'on' });
    v.on('cart:updated', undefined as never);
    await settle();
    expect(warn.mock.calls.map((c) => String(c[0])).sort()).toEqual(
      [
        `[vitrine] ["on", "cart:updated", undefined]: on expects ['on', type, fn]: an event name (a string) and a function. It was not run.`,
        `[vitrine] a queued command must be a function (Vitrine) => … or an array ['command', …arguments]; got an object. It was not run.`,
      ].sort(),
    );
    warn.mockRestore();
  });

  it('a queued function that throws: one warning naming it, and the error kept for the reporter', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bug = new Error('the page’s bug');
    const v = await bootLoader({
      queue: [
        () => {
          throw bug;
        },
      ],
    });
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual(['[vitrine] the queued command a function threw:', bug]);
    expect(v.errors.map((e) => e.error)).toEqual([bug]);
    warn.mockRestore();
  });
});
