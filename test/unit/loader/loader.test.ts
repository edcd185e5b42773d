import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VitrineRuntime, WidgetModule } from '../../../src/runtime/types.ts';

type Win = { Vitrine?: VitrineRuntime; vitrine?: unknown };
const win = window as unknown as Win;

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 5));
};

async function startLoader(html = '', queue: unknown[] = []) {
  document.head.innerHTML =
    '<script src="https://cdn.example.com/vitrine/1.0/loader.js" data-api-base="https://api.example.com" data-locale="fr-FR"></script>';
  document.body.innerHTML = html;
  win.vitrine = queue;
  vi.resetModules();
  await import('../../../loader/index.ts');
  return win.Vitrine!;
}

function fakeWidget() {
  const mounted: Element[] = [];
  const unmounted: Element[] = [];
  const mod: WidgetModule = {
    mount: (el) => {
      mounted.push(el);
      el.setAttribute('data-hydrated', '');
    },
    unmount: (el) => {
      unmounted.push(el);
    },
  };
  return { mod, mounted, unmounted };
}

beforeEach(() => {
  delete win.Vitrine;
  delete win.vitrine;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('loader', () => {
  it('reads its config from its own script tag and exposes the public API', async () => {
    const v = await startLoader();
    expect(v.config.apiBase).toBe('https://api.example.com');
    expect(v.config.locale).toBe('fr-FR');
    expect(typeof v.version).toBe('string');
    expect(typeof v.refresh).toBe('function');
  });

  it('runs commands queued before it loaded, then runs later pushes at once', async () => {
    const seen: string[] = [];
    const v = await startLoader('', [
      (rt: VitrineRuntime) => seen.push(`fn:${rt.version === win.Vitrine?.version}`),
      ['on', 'cart:updated', (d: unknown) => seen.push(`event:${String(d)}`)],
    ]);
    v.emit('cart:updated', 'x');
    (win.vitrine as { push(c: unknown): void }).push(() => seen.push('late'));
    expect(seen).toEqual(['fn:true', 'event:x', 'late']);
  });

  it('on/off: a removed listener hears nothing; a throwing listener does not stop the others', async () => {
    const v = await startLoader();
    const heard: unknown[] = [];
    const listener = (d: unknown) => heard.push(d);
    v.on('ping', () => {
      throw new Error('listener bug');
    });
    v.on('ping', listener);
    v.emit('ping', 1);
    v.off('ping', listener);
    v.emit('ping', 2);
    expect(heard).toEqual([1]);
    expect(v.errors.map((e) => e.message)).toContain('listener bug');
  });

  it('hydrates eager markers, then markers added later, and unmounts removed ones', async () => {
    const v = await startLoader('<div id="a" data-x></div>');
    const w = fakeWidget();
    v.register('x', '[data-x]', async () => w.mod, 'eager');
    await settle();
    expect(w.mounted.map((e) => e.id)).toEqual(['a']);

    const b = document.createElement('section');
    b.innerHTML = '<p><span id="b" data-x></span></p>';
    document.body.append(b);
    await frame();
    await settle();
    expect(w.mounted.map((e) => e.id)).toEqual(['a', 'b']);

    document.getElementById('a')!.remove();
    await frame();
    await settle();
    expect(w.unmounted.map((e) => e.id)).toEqual(['a']);
  });

  it('isolates a failing widget: the others mount and widget:error names the culprit', async () => {
    const v = await startLoader('<i data-bad></i><i data-good></i><i data-missing></i>');
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
    const v = await startLoader('<button id="c" data-y data-vitrine-load="interaction">Buy</button>');
    const w = fakeWidget();
    v.register('y', '[data-y]', async () => w.mod, 'eager');
    await settle();
    expect(w.mounted).toHaveLength(0);
    document.getElementById('c')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(w.mounted).toHaveLength(1);
  });

  it('never mounts an element removed before its chunk arrived', async () => {
    const v = await startLoader('<div id="d" data-z></div>');
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

  it('captures window errors and unhandled rejections from the start, bounded', async () => {
    const v = await startLoader();
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'early failure', error: new Error('early failure') }),
    );
    expect(v.errors.at(-1)?.message).toBe('early failure');
    for (let i = 0; i < 50; i++) window.dispatchEvent(new ErrorEvent('error', { message: `e${i}` }));
    expect(v.errors.length).toBe(20);
  });

  it('a second copy of the loader on the page does not start twice', async () => {
    const first = await startLoader();
    vi.resetModules();
    await import('../../../loader/index.ts');
    expect(win.Vitrine).toBe(first);
  });
});

describe('markup contract', () => {
  it('the loader spells the attributes as the contract module does', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const source = readFileSync(join(import.meta.dirname, '../../../loader/index.ts'), 'utf8');
    const { LOAD_ATTR, WIDGET_ATTR, STRATEGIES } = await import('../../../src/runtime/markup.ts');
    expect(source).toContain(`const WIDGET_ATTR = '${WIDGET_ATTR}';`);
    expect(source).toContain(`const LOAD_ATTR = '${LOAD_ATTR}';`);
    expect(source).toContain(`/^(${STRATEGIES.join('|')})$/`);
  });

  it('warns once about an unknown data-vitrine-load and uses the widget default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const v = await startLoader('<div id="w" data-q data-vitrine-load="sometimes"></div>');
    const w = fakeWidget();
    v.register('q', '[data-q]', async () => w.mod, 'eager');
    await settle();
    expect(w.mounted).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('data-vitrine-load="sometimes"');
  });
});
