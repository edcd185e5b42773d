import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VitrineRuntime } from '../../../src/runtime/types.ts';

const cart = (totalQuantity: number, subtotalCents: number) => ({
  id: 'c1',
  totalQuantity,
  subtotalCents,
  currencyCode: 'USD',
  entries: [],
});

async function mountPill(config: Record<string, string> = {}) {
  vi.resetModules();
  const listeners: Record<string, Array<(d: unknown) => void>> = {};
  const errors: unknown[] = [];
  const runtime = {
    version: 'test',
    config,
    cart: undefined,
    errors: [],
    on: (t: string, fn: (d: unknown) => void) => (listeners[t] ||= []).push(fn),
    off: () => {},
    emit: (t: string, d: unknown) => listeners[t]?.forEach((fn) => fn(d)),
    refresh: () => {},
    register: () => {},
    handleError: (e: unknown) => errors.push(e),
  } as unknown as VitrineRuntime;
  const pill = await import('../../../src/widgets/cart-pill/index.ts');
  const el = document.createElement('div');
  document.body.append(el);
  pill.mount(el, runtime);
  // Preact runs effects after paint: let a frame and a task pass.
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const settle = async () => {
    await frame(); // the re-render
    await frame(); // its effects
  };
  await settle();
  return { el, runtime, errors, settle, unmount: () => pill.unmount(el) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('cart pill', () => {
  it('is hidden, and fetches nothing, for a visitor without a cart cookie', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { el } = await mountPill();
    expect(el.hidden).toBe(true);
    expect(el.textContent).toBe('');
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("reads 'N item(s)' and the subtotal, and '100+' above 100 with a readable label", async () => {
    const { el, runtime, settle } = await mountPill();
    runtime.emit('cart:updated', cart(1, 1850));
    await settle();
    expect(el.hidden).toBe(false);
    expect(el.querySelector('a')!.getAttribute('href')).toBe('/cart');
    expect(el.textContent).toBe('1 item $18.50');
    runtime.emit('cart:updated', cart(101, 1_234_500));
    await settle();
    expect(el.textContent).toBe('100+ items $12,345.00');
    expect(el.querySelector('a')!.getAttribute('aria-label')).toBe(
      'Cart: More than 100 items, subtotal $12,345.00',
    );
    runtime.emit('cart:updated', cart(0, 0));
    await settle();
    expect(el.hidden).toBe(true);
  });

  it('reports a cart:updated that carries no cart, and keeps what it showed', async () => {
    const { el, runtime, errors, settle } = await mountPill();
    runtime.emit('cart:updated', cart(2, 3700));
    runtime.emit('cart:updated', { totalQuantity: 'many' });
    await settle();
    expect(el.textContent).toBe('2 items $37.00');
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['express-checkout sites', { expressCheckout: 'true' }],
    ['custom-cart sites', { customCart: 'true' }],
    ['the cart page by page type', { pageType: '200' }],
  ])('is not mounted on %s', async (_what, config) => {
    const { el, runtime, settle } = await mountPill(config);
    runtime.emit('cart:updated', cart(3, 100));
    await settle();
    expect(el.textContent).toBe('');
  });

  it('leaves its element empty when unmounted', async () => {
    const { el, runtime, settle, unmount } = await mountPill();
    runtime.emit('cart:updated', cart(1, 100));
    await settle();
    unmount();
    expect(el.textContent).toBe('');
  });
});
