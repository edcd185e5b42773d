import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import { cartOf, fakeApi } from '../harness/fakeApi.ts';

const mugs = (quantity: number) =>
  cartOf([{ itemId: 'ceramic-mug', sku: 'MUG', quantity, title: 'Ceramic Mug', cents: 1850 }]);
const PILL = '<header><div id="pill" data-vitrine="cart-pill" data-vitrine-load="eager"></div></header>';
const pill = () => document.getElementById('pill')!;

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});
afterEach(async () => {
  await teardownLoader();
  vi.unstubAllGlobals();
});

describe('cart pill', () => {
  it('is hidden, and fetches nothing, for a visitor without a cart cookie', async () => {
    const api = fakeApi({});
    await bootLoader({ html: PILL });
    await settle();
    expect(pill().hidden).toBe(true);
    expect(pill().textContent).toBe('');
    expect(api.received).toEqual([]);
  });

  it("reads the cart at start when the has-cart cookie says so: 'N item(s)' and the subtotal, linking to /cart", async () => {
    Cookies.set('ss_hasCart', 'true');
    const api = fakeApi({ 'GET /api/commerce/cart': () => ({ status: 200, body: mugs(2) }) });
    await bootLoader({ html: PILL, config: { 'api-base': 'https://api.example.com' } });
    await settle();
    expect(api.received.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/commerce/cart']);
    expect(pill().hidden).toBe(false);
    expect(pill().textContent).toBe('2 items $37.00');
    expect(pill().querySelector('a')!.getAttribute('href')).toBe('/cart');
  });

  it("follows cart:updated: '1 item', then '100+' with 'More than 100 items' for screen readers, then hidden", async () => {
    fakeApi({});
    const v = await bootLoader({ html: PILL });
    await settle();
    v.emit('cart:updated', mugs(1));
    await settle();
    expect(pill().textContent).toBe('1 item $18.50');
    v.emit('cart:updated', mugs(101));
    await settle();
    expect(pill().textContent).toBe('100+ items $1,868.50');
    expect(pill().querySelector('a')!.getAttribute('aria-label')).toBe(
      'Cart: More than 100 items, subtotal $1,868.50',
    );
    v.emit('cart:updated', mugs(0));
    await settle();
    expect(pill().hidden).toBe(true);
  });

  it('reports a cart:updated that carries no cart, and keeps what it showed', async () => {
    fakeApi({});
    const v = await bootLoader({ html: PILL });
    const errors: unknown[] = [];
    v.on('widget:error', (d) => errors.push(d));
    await settle();
    v.emit('cart:updated', mugs(2));
    v.emit('cart:updated', { totalQuantity: 'many' });
    await settle();
    expect(pill().textContent).toBe('2 items $37.00');
    expect(errors).toHaveLength(1);
  });

  it('a failed read shows a plain Cart link, is announced, and is retried with backoff until it works', async () => {
    Cookies.set('ss_hasCart', 'true');
    const at: number[] = [];
    fakeApi({
      'GET /api/commerce/cart': () => {
        at.push(Date.now());
        return at.length < 3
          ? { status: 503, body: { message: 'Service unavailable' } }
          : { status: 200, body: mugs(3) };
      },
    });
    const v = await bootLoader({ html: PILL });
    const announced: Array<{ attempt: number; retryInMs?: number }> = [];
    v.on('cart:error', (d) => announced.push(d as { attempt: number; retryInMs?: number }));
    await settle();
    expect(pill().hidden).toBe(false);
    expect(pill().querySelector('a')!.getAttribute('href')).toBe('/cart');
    expect(pill().textContent).toBe('Cart item count unavailable');
    expect(announced).toEqual([expect.objectContaining({ attempt: 1, retryInMs: 1000 })]);
    await vi.waitFor(() => expect(at).toHaveLength(3), { timeout: 5000, interval: 50 });
    expect(announced.map((a) => a.retryInMs)).toEqual([1000, 2000]);
    // 1 s, then 2 s: backoff, not a loop (a little slack for a busy machine)
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(990);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(1990);
    await vi.waitFor(() => expect(pill().textContent).toBe('3 items $55.50'));
  }, 10_000);

  it('Cart link: uninitialised, initialised at first sync, marked empty when count is 0 (data-cart)', async () => {
    Cookies.set('ss_hasCart', 'true');
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    fakeApi({ 'GET /api/commerce/cart': () => new Promise((resolve) => (answer = resolve)) });
    const v = await bootLoader({ html: PILL });
    await settle();
    // The first read is on its way: not synced yet.
    expect(pill().dataset.cart).toBe('uninitialised');
    answer({ status: 200, body: mugs(2) });
    await vi.waitFor(() => expect(pill().dataset.cart).toBe('initialised'));
    expect(pill().hidden).toBe(false);
    v.emit('cart:updated', mugs(0));
    await settle();
    expect(pill().dataset.cart).toBe('empty');
    expect(pill().hidden).toBe(true);
    v.emit('cart:updated', mugs(1));
    await settle();
    expect(pill().dataset.cart).toBe('initialised');
  });

  it('without a cart cookie no read is needed: initialised and empty at once', async () => {
    fakeApi({});
    await bootLoader({ html: PILL });
    await settle();
    expect(pill().dataset.cart).toBe('empty');
  });

  it('shows a change made in another tab (BroadcastChannel)', async () => {
    fakeApi({});
    await bootLoader({ html: PILL });
    await settle();
    const otherTab = new BroadcastChannel('vitrine:cart');
    otherTab.postMessage(mugs(4));
    await vi.waitFor(() => expect(pill().textContent).toBe('4 items $74.00'));
    otherTab.close();
  });

  it.each([
    ['express-checkout sites', { 'express-checkout': 'true' }],
    ['custom-cart sites', { 'custom-cart': 'true' }],
    ['the cart page by page type', { 'page-type': '200' }],
  ])('is not mounted on %s', async (_what, config) => {
    fakeApi({});
    const v = await bootLoader({ html: PILL, config });
    await settle();
    v.emit('cart:updated', mugs(3));
    await settle();
    expect(pill().textContent).toBe('');
  });

  it('is not mounted on a page with a full-page cart root', async () => {
    fakeApi({});
    const v = await bootLoader({ html: `${PILL}<div id="sqs-cart-root"></div>` });
    await settle();
    v.emit('cart:updated', mugs(3));
    await settle();
    expect(pill().textContent).toBe('');
  });

  it('gives its element back as the server sent it when its marker goes', async () => {
    fakeApi({});
    const v = await bootLoader({
      html: '<div id="pill" data-vitrine="cart-pill" data-vitrine-load="eager"><a href="/cart">Cart</a></div>',
    });
    await settle();
    v.emit('cart:updated', mugs(1));
    await settle();
    expect(pill().textContent).toBe('1 item $18.50');
    pill().removeAttribute('data-vitrine');
    await settle();
    expect(pill().innerHTML).toBe('<a href="/cart">Cart</a>');
  });
});

describe("a site's own words", () => {
  it('come from a JSON script in the page, by locale, with English for what it leaves out', async () => {
    fakeApi({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const v = await bootLoader({
      config: { locale: 'fr-FR' },
      html: `${PILL}
        <script type="application/json" data-vitrine-messages="fr">
          {"cartPill.itemCount": {"one": "{count} article", "other": "{count} articles"}, "cartPill.label": 42}
        </script>`,
    });
    await settle();
    v.emit('cart:updated', mugs(2));
    await settle();
    expect(pill().querySelector('.vitrine-cart-pill__count')!.textContent).toBe('2 articles');
    // A message that is not text is left out (English stands in), with one warning.
    expect(pill().querySelector('a')!.getAttribute('aria-label')).toMatch(/^Cart: 2 articles, subtotal/);
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('cartPill.label'))).toHaveLength(1);
  });
});

describe('markup mistakes', () => {
  it('an unknown data-vitrine-load hydrates when idle, with one warning naming the attribute and the element', async () => {
    fakeApi({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const v = await bootLoader({
      html: '<div id="pill" data-vitrine="cart-pill" data-vitrine-load="sometimes"></div>',
    });
    await vi.waitFor(() => expect(pill().hidden).toBe(true), { timeout: 5000 });
    v.emit('cart:updated', mugs(1));
    await settle();
    expect(pill().textContent).toBe('1 item $18.50');
    const about = warn.mock.calls.filter((c) => String(c[0]).includes('data-vitrine-load="sometimes"'));
    expect(about).toHaveLength(1);
    expect(about[0]![1]).toBe(pill());
  });
});

describe("the cart pill under the page's own settings", () => {
  const withoutCurrency = (quantity: number) => {
    const { currencyCode: _dropped, ...cart } = mugs(quantity);
    return cart;
  };

  it('a cart without currencyCode is in the store currency the page names (data-currency), never USD', async () => {
    Cookies.set('ss_hasCart', 'true');
    fakeApi({ 'GET /api/commerce/cart': () => ({ status: 200, body: withoutCurrency(2) }) });
    const v = await bootLoader({ html: PILL, config: { currency: 'EUR' } });
    await settle();
    expect(pill().textContent).toBe('2 items €37.00');
    // And the cart integrators read says so too.
    expect((v.cart as { currencyCode?: string }).currencyCode).toBe('EUR');
  });

  it("a cart's own currencyCode wins over the page's", async () => {
    fakeApi({});
    const v = await bootLoader({ html: PILL, config: { currency: 'EUR' } });
    await settle();
    v.emit('cart:updated', { ...mugs(1), currencyCode: 'GBP' });
    await settle();
    expect(pill().textContent).toBe('1 item £18.50');
  });

  it('with neither, it shows USD (the spec default) and says so once in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({});
    const v = await bootLoader({ html: PILL });
    await settle();
    v.emit('cart:updated', withoutCurrency(1));
    v.emit('cart:updated', withoutCurrency(2));
    await settle();
    expect(pill().textContent).toBe('2 items $37.00');
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('no currencyCode'))).toHaveLength(1);
  });

  it("links where data-cart-url says (the cart lives elsewhere on an integrator's site)", async () => {
    fakeApi({});
    const v = await bootLoader({ html: PILL, config: { 'cart-url': '/basket' } });
    await settle();
    v.emit('cart:updated', mugs(1));
    await settle();
    expect(pill().querySelector('a')!.getAttribute('href')).toBe('/basket');
  });

  it("reads 'en_GB' as en-GB, and calls the same URL whether data-api-base ends in a slash or not", async () => {
    const urls: string[] = [];
    for (const base of ['https://api.example.com', 'https://api.example.com/']) {
      Cookies.set('ss_hasCart', 'true');
      const api = fakeApi({ 'GET /api/commerce/cart': () => ({ status: 200, body: mugs(1234) }) });
      // The site's own words for British English: used only if the page's locale reads as en-GB.
      const british =
        '<script type="application/json" data-vitrine-messages="en-GB">' +
        '{"cartPill.itemCount": {"one": "{count} item in your basket", "other": "{count} items in your basket"}}</script>';
      await bootLoader({ html: PILL + british, config: { 'api-base': base, locale: 'en_GB' } });
      await settle();
      urls.push(...api.fetch.mock.calls.map((c) => String(c[0]).split('?')[0]!));
      expect(pill().textContent).toBe('100+ items in your basket $22,829.00');
    }
    expect(urls).toEqual([
      'https://api.example.com/api/commerce/cart',
      'https://api.example.com/api/commerce/cart',
    ]);
  });
});
