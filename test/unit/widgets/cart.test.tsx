import { get } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCartEntry } from '../../../src/api/cartApi.ts';
import { CookieName } from '../../../src/commerce/cookieNames.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import { leavePage, SERVERS, type StorefrontServer, startStorefront } from '../harness/storefrontServers.ts';

/**
 * The full-page cart hydrated through the real loader on a page of another origin, changing the
 * cart over real HTTP: the fixture server (our answer carries the cart) and the second stand-in
 * (it answers 204 with no body, so the client reads the cart again).
 */
vi.setConfig({ testTimeout: 30_000 });

const until = (check: () => void) => vi.waitFor(check, { timeout: 8000 });
const root = () => document.querySelector<HTMLElement>('#sqs-cart-root')!;
const lines = () => [...root().querySelectorAll<HTMLElement>('.vitrine-cart__line')];
const titles = () => lines().map((l) => l.querySelector('.vitrine-cart__title')!.textContent);
const qty = (line: Element) => line.querySelector<HTMLInputElement>('.vitrine-cart__qty')!;
const subtotal = () => root().querySelector('.vitrine-cart__amount')?.textContent;
const announced = () => document.querySelector('[data-vitrine-announcer="polite"]')?.textContent;

let server: StorefrontServer | undefined;
afterEach(async () => {
  await teardownLoader();
  await server?.close();
  server = undefined;
  leavePage();
});

/** Two mugs and a tote in the visitor's cart, then the cart page. */
async function cartPage(kind: (typeof SERVERS)[number], html = '<div id="sqs-cart-root"></div>') {
  server = await startStorefront(kind);
  if (server.second) server.second.state.products['canvas-tote'] = { title: 'Canvas Tote', cents: 2400 };
  await addCartEntry({ itemId: 'ceramic-mug', quantity: 2 }, server.base);
  await addCartEntry({ itemId: 'canvas-tote', quantity: 1 }, server.base);
  const runtime = await bootLoader({ html, config: { 'api-base': server.base, currency: 'USD' } });
  await settle();
  await until(() => expect(titles()).toEqual(['Ceramic Mug', 'Canvas Tote']));
  return runtime;
}

describe.each(SERVERS)('the cart page against the %s', (kind) => {
  it('draws each line with its price, stepper, total and remove, and the summary', async () => {
    await cartPage(kind);
    const [mug] = lines();
    expect(qty(mug!).value).toBe('2');
    expect(qty(mug!).getAttribute('aria-label')).toBe('Quantity of Ceramic Mug');
    expect(mug!.querySelector('.vitrine-cart__price')!.textContent).toBe('$18.50 each');
    expect(mug!.querySelector('.vitrine-cart__total')!.textContent).toBe('$37.00');
    expect(mug!.querySelector('[data-cart-remove]')!.getAttribute('aria-label')).toBe('Remove Ceramic Mug');
    expect(root().querySelector('.vitrine-cart__summary-title')!.textContent).toBe('Summary');
    expect(subtotal()).toBe('$61.00');
    expect(root().querySelector('.vitrine-cart__checkout')!.textContent).toBe('Checkout');
    expect(root().querySelector('.vitrine-cart__continue')!.textContent).toBe('Continue Shopping');
  });

  it('changes a quantity with the stepper and the field, and says so', async () => {
    const runtime = await cartPage(kind);
    const updated = vi.fn();
    runtime.on('cart:updated', updated);
    lines()[0]!.querySelector<HTMLButtonElement>('[data-cart-step="1"]')!.click();
    // optimistic: at once
    await until(() => expect(qty(lines()[0]!).value).toBe('3'));
    await until(() => expect(lines()[0]!.getAttribute('aria-busy')).toBeNull());
    expect(subtotal()).toBe('$79.50');
    await until(() => expect(announced()).toBe('Quantity of Ceramic Mug is now 3. Subtotal $79.50.'));
    const input = qty(lines()[1]!);
    input.value = '4';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => expect(subtotal()).toBe('$151.50'));
    expect(updated).toHaveBeenCalled();
    // The subtotal is optimistic: the server may hear the second change a moment later.
    const puts = () => server!.received('/api/commerce/cart/entries/').filter((c) => c.method === 'PUT');
    await until(() => expect(puts().map((c) => c.body)).toEqual([{ quantity: 3 }, { quantity: 4 }]));
    // the second stand-in's 204 carried no cart: the client read it again
    if (kind === 'second platform') {
      expect(server!.received('/api/commerce/cart').filter((c) => c.method === 'GET').length).toBeGreaterThan(
        2,
      );
    }
  });

  it('removes a line, reports it, and moves focus to the next line, then to the empty state', async () => {
    const runtime = await cartPage(kind);
    const removed = vi.fn();
    runtime.on('cart:removed', removed);
    const remove = lines()[0]!.querySelector<HTMLButtonElement>('[data-cart-remove]')!;
    remove.focus();
    remove.click();
    await until(() => expect(titles()).toEqual(['Canvas Tote']));
    expect(document.activeElement).toBe(lines()[0]!.querySelector('[data-cart-remove]'));
    await until(() => expect(removed).toHaveBeenCalledTimes(1));
    expect(removed.mock.calls[0]![0].entry.itemId).toBe('ceramic-mug');
    await until(() => expect(announced()).toBe('Ceramic Mug was removed from your cart. Subtotal $24.00.'));
    (document.activeElement as HTMLButtonElement).click();
    await until(() => expect(root().querySelector('.vitrine-cart__empty')).not.toBeNull());
    expect(root().querySelector('.vitrine-cart__empty')!.textContent).toBe(
      'You have nothing in your shopping cart.',
    );
    expect(document.activeElement).toBe(root().querySelector('.vitrine-cart__empty'));
    await until(() => expect(announced()).toBe('Your cart is now empty.'));
  });

  it('rolls a refused change back, with the message', async () => {
    await cartPage(kind);
    if (kind === 'second platform') {
      server!.second!.fault('PUT /api/commerce/cart/entries/{entryId}/quantity', '429');
    }
    const tote = () => lines()[1]!;
    const input = qty(tote());
    // the fixture server's tote has five in stock; the stand-in answers 429 once
    input.value = '6';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => expect(tote().querySelector('.vitrine-cart__message')).not.toBeNull());
    expect(tote().querySelector('.vitrine-cart__message')!.textContent).toBe(
      kind === 'fixture server'
        ? 'Unable to update quantity. Sorry, we do not have enough of that item available.'
        : 'Unable to update quantity. Please try again in a few seconds.',
    );
    expect(qty(tote()).value).toBe('1');
    expect(subtotal()).toBe('$61.00');
  });

  it('follows a cart announced elsewhere (another tab, an add)', async () => {
    const runtime = await cartPage(kind);
    const cart = runtime.cart as { entries: Array<{ quantity: number }>; subtotalCents: number };
    runtime.emit('cart:updated', {
      ...cart,
      entries: cart.entries.slice(1),
      subtotalCents: 2400,
      totalQuantity: 1,
    });
    await until(() => expect(titles()).toEqual(['Canvas Tote']));
    expect(subtotal()).toBe('$24.00');
  });
});

describe('the cart page the fixture server renders', () => {
  it('is the markup the widget draws: hydration keeps every element and changes no text', async () => {
    server = await startStorefront('fixture server');
    await addCartEntry({ itemId: 'ceramic-mug', quantity: 2 }, server.base);
    const added = await addCartEntry({ itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 1 }, server.base);
    const page = await _get(`${server.base}/cart`, `${CookieName.CART}=${added.shoppingCart.id}`);
    const served = /<div id="sqs-cart-root">([\s\S]*?)<\/div>\s*<\/main>/.exec(page)![1]!;
    await bootLoader({
      html: `<div id="sqs-cart-root">${served}</div>`,
      config: { 'api-base': server.base, currency: 'USD' },
    });
    const before = root().querySelector('.vitrine-cart__line');
    const text = root().textContent!.replace(/\s+/g, '');
    await settle();
    await until(() => expect(root().querySelector('.vitrine-cart__line img')).not.toBeNull());
    await until(() => expect(server!.received('/api/commerce/cart').length).toBeGreaterThan(0));
    await settle();
    expect(root().querySelector('.vitrine-cart__line')).toBe(before);
    expect(root().textContent!.replace(/\s+/g, '')).toBe(text);
    expect(lines()[1]!.querySelector('.vitrine-cart__option')!.textContent).toBe('Size: Medium');
  });
});

describe('the cart page, pressed before the cart is known', () => {
  it("keeps the server's Edit details button when a live widget marked it busy: the press under way goes on", async () => {
    server = await startStorefront('fixture server');
    const added = await addCartEntry(
      { itemId: 'monogram-pouch', quantity: 1, additionalFields: JSON.stringify({ monogram: 'ABC' }) },
      server.base,
    );
    const page = await _get(`${server.base}/cart`, `${CookieName.CART}=${added.shoppingCart.id}`);
    const served = /<div id="sqs-cart-root">([\s\S]*?)<\/div>\s*<\/main>/.exec(page)![1]!;
    // As the additional-fields widget leaves its opener while the lightbox loads, pressed before
    // the cart widget knew the cart: enabled (it came disabled from the server) and busy. That
    // widget itself stands aside here, so nothing else touches the button.
    const busy = served.replace(
      /<button type="button" class="vitrine-cart__edit-button"([^>]*?) disabled/,
      '<button type="button" class="vitrine-cart__edit-button"$1 aria-busy="true"',
    );
    expect(busy).not.toBe(served);
    await bootLoader({
      html: `<div id="sqs-cart-root">${busy}</div>`,
      config: { 'api-base': server.base, currency: 'USD' },
      chunks: { 'additional-fields': { mount() {}, unmount() {} } },
    });
    const before = root().querySelector('.vitrine-cart__edit-button');
    await settle();
    await until(() => expect(server!.received('/api/commerce/cart').length).toBeGreaterThan(0));
    await until(() => expect(root().querySelector('.vitrine-cart__line img')).not.toBeNull());
    await settle();
    expect(root().querySelector('.vitrine-cart__edit-button')).toBe(before);
  });
});

/** A page as the platform serves it to the visitor with that cookie (Node's own HTTP: no CORS). */
function _get(url: string, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { Cookie: cookie } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(text));
    }).on('error', reject);
  });
}
