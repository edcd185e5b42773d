import { get, request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCartEntry } from '../../../src/api/cartApi.ts';
import type { ProductViewItem } from '../../../src/api/routes/products.ts';
import { CookieName } from '../../../src/commerce/cookieNames.ts';
import { relatedCard } from '../../../src/widgets/cart/relatedCard.ts';
import { engineItem } from '../../../fixtures/server/site/engineItem.ts';
import { type CatalogProduct, demoCatalog } from '../../../fixtures/server/seed/catalog.ts';
import { relatedProducts } from '../../../fixtures/server/site/relatedProducts.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import { leavePage, type StorefrontServer, startStorefront } from '../harness/storefrontServers.ts';

/**
 * "Customers also bought" on the cart page: which products a card adds at a press (relatedCard),
 * which products the fixture server relates to a cart, and the section through the real loader
 * against the fixture server (which has the route) and the second stand-in (which has not).
 */
vi.setConfig({ testTimeout: 30_000 });

const until = (check: () => void) => vi.waitFor(check, { timeout: 8000 });
const root = () => document.querySelector<HTMLElement>('#sqs-cart-root')!;
const section = () => root().querySelector('.vitrine-cart__related');
const cards = () => [...root().querySelectorAll<HTMLElement>('.vitrine-cart__related-item')];
const titles = () => cards().map((c) => c.querySelector('.vitrine-cart__related-title')!.textContent);
const lineTitles = () =>
  [...root().querySelectorAll('.vitrine-cart__line .vitrine-cart__title')].map((t) => t.textContent);
const product = (id: string) => demoCatalog.find((p) => p.id === id)!;
const from = (price: string) => `from ${price}`;
const card = (p: CatalogProduct | ProductViewItem) =>
  relatedCard('structuredContent' in p ? p : engineItem(p), 'en-US', undefined, from);

describe('relatedCard', () => {
  it('adds at a press only a product with one variant in stock, no form, not a subscription nor a gift card', () => {
    expect(card(product('ceramic-mug'))).toEqual({
      id: 'ceramic-mug',
      title: 'Ceramic Mug',
      url: '/shop/ceramic-mug',
      image: '/assets/products/ceramic-mug.svg',
      price: '$18.50',
      quickAdd: true,
      collectionId: 'shop',
      productType: 1,
    });
    // options, a form, sold by subscription only, a gift card: a choice first (its quick view)
    for (const id of ['coffee-beans', 'monogram-pouch', 'coffee-subscription', 'gift-card', 'linen-shirt'])
      expect(card(product(id)).quickAdd, id).toBe(false);
    // its one variant sold out
    const out = engineItem({
      ...product('pottery-class'),
      variants: [{ ...product('pottery-class').variants[0]!, qtyInStock: 0 }],
    });
    expect(card(out).quickAdd).toBe(false);
  });

  it("writes 'from' the lowest price when the variants differ, and drops an unsafe link", () => {
    expect(card(product('coffee-beans')).price).toBe('from $14.00');
    const item = { ...engineItem(product('ceramic-mug')), fullUrl: 'javascript:alert(1)' } as ProductViewItem;
    expect(card(item).url).toBeUndefined();
  });
});

describe('relatedProducts (the fixture server)', () => {
  const cart = (...itemIds: string[]) =>
    ({ entries: itemIds.map((itemId) => ({ itemId })) }) as Parameters<typeof relatedProducts>[1];

  it('offers products sharing a tag with the cart, not in it and not sold out, at most four', () => {
    expect(relatedProducts(demoCatalog, cart('ceramic-mug', 'canvas-tote')).map((p) => p.id)).toEqual([
      'coffee-beans',
      'monogram-pouch',
      'pottery-class',
    ]);
    // the wool scarf shares 'gifts' with the pouch, but is sold out everywhere
    expect(relatedProducts(demoCatalog, cart('monogram-pouch')).map((p) => p.id)).not.toContain('wool-scarf');
    expect(relatedProducts(demoCatalog, cart()).length).toBe(0);
    expect(relatedProducts(demoCatalog, undefined).length).toBe(0);
    expect(relatedProducts(demoCatalog, cart(...demoCatalog.map((p) => p.id))).length).toBe(0);
    expect(relatedProducts(demoCatalog, cart('linen-shirt', 'pottery-class')).length).toBeLessThanOrEqual(4);
  });
});

let server: StorefrontServer | undefined;
afterEach(async () => {
  await teardownLoader();
  await server?.close();
  server = undefined;
  leavePage();
  vi.restoreAllMocks();
});

/** A mug and a tote in the visitor's cart, then the cart page. */
async function cartPage(kind: 'fixture server' | 'second platform', html = '<div id="sqs-cart-root"></div>') {
  server = await startStorefront(kind);
  await addCartEntry({ itemId: 'ceramic-mug', quantity: 1 }, server.base);
  await addCartEntry({ itemId: 'canvas-tote', quantity: 1 }, server.base);
  const runtime = await bootLoader({ html, config: { 'api-base': server.base, currency: 'USD' } });
  const tracked: unknown[] = [];
  runtime.on('track:event', (detail) => tracked.push(detail));
  await settle();
  await until(() => expect(lineTitles()).toEqual(['Ceramic Mug', 'Canvas Tote']));
  return { runtime, tracked };
}

describe('the cart page against the fixture server', () => {
  it("shows 'Customers also bought': picture, title linking to the page, price, and a way to add each", async () => {
    const { tracked } = await cartPage('fixture server');
    await until(() =>
      expect(titles()).toEqual(['House Blend Coffee', 'Monogrammed Pouch', 'Pottery Workshop']),
    );
    expect(section()!.querySelector('h2')!.textContent).toBe('Customers also bought');
    expect(section()!.getAttribute('aria-labelledby')).toBe(section()!.querySelector('h2')!.id);
    const [coffee, pouch, pottery] = cards();
    expect(coffee!.querySelector('img')!.getAttribute('src')).toBe(
      `${server!.base}/assets/products/coffee-beans.svg`,
    );
    expect(coffee!.querySelector('a')!.getAttribute('href')).toBe('/shop/coffee-beans');
    expect(coffee!.querySelector('.vitrine-cart__related-price')!.textContent).toBe('from $14.00');
    // options or a form: the quick view; one variant: the add-to-cart button, as an add-on
    expect(coffee!.querySelector('.sqs-product-quick-view-button')!.getAttribute('data-id')).toBe(
      'coffee-beans',
    );
    expect(pouch!.querySelector('.sqs-product-quick-view-button')!.textContent).toBe('Quick View');
    const add = pottery!.querySelector('.sqs-add-to-cart-button')!;
    expect(add.closest('.cart-add-ons')).not.toBeNull();
    expect(add.getAttribute('aria-describedby')).toBe(pottery!.querySelector('a')!.id);
    expect(pottery!.querySelector('.vitrine-cart__related-price')!.textContent).toBe('$65.00');
    // the tracker hears of what is shown
    expect(tracked).toEqual([
      { name: 'related_product_display', object: 'coffee-beans,monogram-pouch,pottery-class' },
    ]);
  });

  it('click and add: the product goes into the cart from an add-on card, the lines follow, the section drops it', async () => {
    const { runtime } = await cartPage('fixture server');
    const added: unknown[] = [];
    runtime.on('cart:added', (detail) => added.push(detail));
    await until(() => expect(titles()).toContain('Pottery Workshop'));
    const add = cards()[2]!.querySelector<HTMLElement>('.sqs-add-to-cart-button')!;
    add.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    add.click();
    await settle();
    await until(() => expect(lineTitles()).toEqual(['Ceramic Mug', 'Canvas Tote', 'Pottery Workshop']));
    // the pottery's tags bring the gift card; the pouch shares two tags now
    await until(() => expect(titles()).toEqual(['Monogrammed Pouch', 'Gift Card', 'House Blend Coffee']));
    // the new line has the card's picture and page
    const line = root().querySelector('.vitrine-cart__line[data-item-id="pottery-class"]')!;
    expect(line.querySelector('img')!.getAttribute('src')).toBe(
      `${server!.base}/assets/products/pottery-class.svg`,
    );
    expect(line.querySelector('.vitrine-cart__title a')!.getAttribute('href')).toBe('/shop/pottery-class');
    expect(root().querySelector('.vitrine-cart__amount')!.textContent).toBe('$107.50');
    // An add from a card is an add-on's (the tracker's click and add: trackerCollector.test.ts).
    expect(added.at(-1)).toMatchObject({ productPage: 'add-on', entry: { itemId: 'pottery-class' } });
    const adds = server!.received('/api/commerce/cart/entries').filter((c) => c.method === 'POST');
    expect(adds.at(-1)!.body).toMatchObject({ itemId: 'pottery-class', quantity: 1 });
  });

  it('an empty cart asks for nothing and shows no section', async () => {
    server = await startStorefront('fixture server');
    await bootLoader({ html: '<div id="sqs-cart-root"></div>', config: { 'api-base': server.base } });
    await settle();
    await until(() => expect(root().querySelector('.vitrine-cart__empty')).not.toBeNull());
    expect(section()).toBeNull();
    expect(server.received('/api/commerce/cart/related-products')).toEqual([]);
  });

  it('the page the server renders carries the same section: hydration keeps it, and the tracker is told once', async () => {
    server = await startStorefront('fixture server');
    await addCartEntry({ itemId: 'ceramic-mug', quantity: 1 }, server.base);
    const added = await addCartEntry({ itemId: 'canvas-tote', quantity: 1 }, server.base);
    const page = await _get(`${server.base}/cart`, `${CookieName.CART}=${added.shoppingCart.id}`);
    const served = /<div id="sqs-cart-root">([\s\S]*?)<\/div>\s*<\/main>/.exec(page)![1]!;
    expect(served).toContain('Customers also bought');
    const runtime = await bootLoader({
      html: `<div id="sqs-cart-root">${served}</div>`,
      config: { 'api-base': server.base, currency: 'USD' },
    });
    const tracked: unknown[] = [];
    runtime.on('track:event', (detail) => tracked.push(detail));
    const before = root().querySelector('.vitrine-cart__related-item');
    const text = root().textContent!.replace(/\s+/g, '');
    await settle();
    await until(() => expect(server!.received('/api/commerce/cart/related-products').length).toBe(1));
    await settle();
    expect(root().querySelector('.vitrine-cart__related-item')).toBe(before);
    expect(root().textContent!.replace(/\s+/g, '')).toBe(text);
    expect(titles()).toEqual(['House Blend Coffee', 'Monogrammed Pouch', 'Pottery Workshop']);
    // the server's products, shown: once (the route's same answer is no new display)
    expect(tracked).toEqual([
      { name: 'related_product_display', object: 'coffee-beans,monogram-pouch,pottery-class' },
    ]);
  });

  it('a refused ask (a 500) keeps what is shown', async () => {
    await cartPage('fixture server');
    await until(() => expect(cards()).toHaveLength(3));
    const armed = await _post(`${server!.base}/__vitrine/faults`, {
      fault: '500',
      path: '/api/commerce/cart/related-products',
      times: 1,
    });
    expect(armed).toBeLessThan(300);
    root().querySelector<HTMLElement>('.vitrine-cart__line [data-cart-remove]')!.click();
    await until(() => expect(lineTitles()).toEqual(['Canvas Tote']));
    await until(() =>
      expect(server!.received('/api/commerce/cart/related-products').map((c) => c.status)).toEqual([
        200, 500,
      ]),
    );
    await settle();
    expect(titles()).toEqual(['House Blend Coffee', 'Monogrammed Pouch', 'Pottery Workshop']);
  });
});

describe('the cart page against the second stand-in (no related-products route)', () => {
  it('shows no section, logs nothing, and does not ask again', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const { runtime, tracked } = await cartPage('second platform');
    await until(() => expect(server!.received('/api/commerce/cart/related-products')).toHaveLength(1));
    await settle();
    expect(section()).toBeNull();
    expect(server!.received('/api/commerce/cart/related-products')[0]!.status).toBe(404);
    // the cart changes: still not asked again
    root().querySelector<HTMLElement>('.vitrine-cart__line [data-cart-remove]')!.click();
    await until(() => expect(lineTitles()).toEqual(['Canvas Tote']));
    await settle();
    expect(server!.received('/api/commerce/cart/related-products')).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(tracked).toEqual([]);
    expect(runtime.errors).toEqual([]);
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

/** Arm a fault as the inspector does (Node's own HTTP); resolves the status. */
function _post(url: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
