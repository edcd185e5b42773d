import { afterEach, describe, expect, it, vi } from 'vitest';
import * as tracker from '../../../src/collectors/tracker/index.ts';
import type { VitrineRuntime } from '../../../src/runtime/types.ts';
import { startCommerceHooks } from '../../../src/collectors/tracker/commerceHooks.ts';
import { trackerConfig } from '../../../src/collectors/tracker/trackerConfig.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import { collectorRuntime } from '../harness/collectorRuntime.ts';

/** A product page's detail block as the demo store renders it (the parts the hooks read). */
const PRODUCT_PAGE = `
  <article class="product-detail" data-item-id="canvas-tote">
    <h1>Canvas Tote</h1>
    <div class="sqs-add-to-cart-button" role="button" tabindex="0" data-item-id="canvas-tote"
      data-collection-id="shop" data-product-type="1">Add To Cart</div>
  </article>`;

const ORDER = {
  id: 'order-1',
  currencyCode: 'USD',
  grandTotal: 6550,
  items: [
    { sku: 'TOTE', productName: 'Canvas Tote', quantity: 2, unitPrice: 2400 },
    { sku: 'MUG', productName: 'Ceramic Mug', quantity: 1, unitPrice: 1750 },
  ],
};

/** What the cart service emits after an add (CartAdded). */
function added(
  overrides: { item?: Record<string, unknown> | undefined; cart?: Record<string, unknown> } = {},
) {
  return {
    cart: { id: 'cart-1', websiteId: 'site-1', currencyCode: 'USD', ...overrides.cart },
    entry: { itemId: 'canvas-tote', quantity: 2, purchasePriceCents: 2400, chosenVariant: { sku: 'TOTE' } },
    productName: 'Canvas Tote',
    item:
      'item' in overrides
        ? overrides.item
        : {
            id: 'canvas-tote',
            title: 'Canvas Tote',
            productType: 1,
            collectionId: 'shop',
            collectionName: 'Shop',
          },
    productPage: 'pdp',
  };
}

type Win = Window & { pixel?: unknown; purchase?: unknown; Vitrine?: VitrineRuntime };
const win = window as Win;

/**
 * Boots the page; with consent granted on the tag, waits until the tracker collector has started
 * (its chunk loads at idle beside four others, however long their first import takes here).
 */
async function page(html: string, config: Record<string, string>) {
  let started = false;
  const runtime = await bootLoader({
    html,
    config: { 'ad-pixel': 'pixel', 'purchase-tracking': 'purchase', ...config },
    chunks: {
      // Only the tracker: the other collectors' first imports, still in flight when the next
      // page resets the modules, could hold up the harness's teardown past the test's time.
      ...Object.fromEntries(
        ['cookies', 'census', 'error-reporter', 'performance'].map((n) => [n, { start: () => () => {} }]),
      ),
      // Imported once, up top: a fresh import per page raced the harness's module reset and
      // could hang (the chunk never arriving) when the previous page's import was still in flight.
      tracker: async () => ({
        start: (rt: VitrineRuntime) => {
          try {
            return tracker.start(rt);
          } finally {
            started = true;
          }
        },
      }),
    },
  });
  await settle(4);
  if (config.consent === 'granted') await vi.waitFor(() => expect(started).toBe(true), { timeout: 15_000 });
  return runtime;
}

afterEach(async () => {
  await teardownLoader();
  delete win.pixel;
  delete win.purchase;
});

describe('tracking hooks', () => {
  it('hands view-product to the ad pixel on a product page, once consent is given', async () => {
    const pixel = vi.fn();
    win.pixel = pixel;
    const runtime = await page(PRODUCT_PAGE, { 'page-type': '50' });
    expect(pixel).not.toHaveBeenCalled();

    runtime.consent(true);
    await settle(4);
    expect(pixel).toHaveBeenCalledTimes(1);
    expect(pixel).toHaveBeenCalledWith('track', 'ViewContent', {
      content_ids: ['canvas-tote'],
      content_name: 'Canvas Tote',
      content_type: 'product',
    });
  });

  it('sends no view-product on a page that is not a product page', async () => {
    const pixel = vi.fn();
    win.pixel = pixel;
    await page(PRODUCT_PAGE, { 'page-type': '1', consent: 'granted' });
    await page('<ul class="grid"></ul>', { 'page-type': '50', consent: 'granted' });
    expect(pixel).not.toHaveBeenCalled();
  });

  it('emits the add-to-cart tracking event only with the feature on and every part present', async () => {
    const runtime = await page(PRODUCT_PAGE, {
      'page-type': '50',
      consent: 'granted',
      features: 'site-visitor-metrics',
      'page-id': 'page-9',
    });
    const events: unknown[] = [];
    runtime.on('track:add-to-cart', (e) => events.push(e));

    runtime.emit('cart:added', added());
    expect(events).toEqual([
      {
        website_id: 'site-1',
        page_id: 'page-9',
        cart_id: 'cart-1',
        product_page: 'pdp',
        product: {
          item_id: 'canvas-tote',
          item_type: 1,
          item_title: 'Canvas Tote',
          item_collection_id: 'shop',
          item_collection_name: 'Shop',
        },
      },
    ]);

    // Any required part missing (item, cart, website, collection, product type): no event.
    runtime.emit('cart:added', added({ item: undefined }));
    runtime.emit('cart:added', added({ cart: { id: '' } }));
    runtime.emit('cart:added', added({ cart: { websiteId: '' } }));
    runtime.emit(
      'cart:added',
      added({ item: { id: 'canvas-tote', title: 'Canvas Tote', productType: 1, collectionId: '' } }),
    );
    runtime.emit(
      'cart:added',
      added({
        item: { id: 'canvas-tote', title: 'Canvas Tote', productType: undefined, collectionId: 'shop' },
      }),
    );
    expect(events).toHaveLength(1);
  });

  it('hands a purchase to the purchase-tracking function and the ad pixel on an order-confirmed page', async () => {
    const pixel = vi.fn();
    const purchase = vi.fn();
    win.pixel = pixel;
    win.purchase = purchase;
    await page(
      `<main><h1>Thank you</h1><script type="application/json" data-vitrine-order>${JSON.stringify(ORDER)}</script></main>`,
      { 'page-type': '202', consent: 'granted' },
    );
    expect(purchase).toHaveBeenCalledWith(ORDER);
    expect(pixel).toHaveBeenCalledWith('track', 'Purchase', {
      value: 65.5,
      currency: 'USD',
      content_ids: ['TOTE', 'MUG'],
      contents: [
        { id: 'TOTE', quantity: 2, item_price: 24 },
        { id: 'MUG', quantity: 1, item_price: 17.5 },
      ],
      content_type: 'product',
      num_items: 3,
    });
  });

  it('reports a throwing page function or a garbled order quietly, and goes on', async () => {
    win.pixel = () => {
      throw new Error('pixel blew up');
    };
    const purchase = vi.fn();
    win.purchase = purchase;
    const pageErrors: unknown[] = [];
    const onError = (e: ErrorEvent) => pageErrors.push(e.error);
    window.addEventListener('error', onError);
    const runtime = await page(
      `<script type="application/json" data-vitrine-order>{"id": 7}</script>${PRODUCT_PAGE}`,
      { 'page-type': '202', consent: 'granted', features: 'site-visitor-metrics' },
    );
    window.removeEventListener('error', onError);
    expect(purchase).not.toHaveBeenCalled();
    expect(runtime.errors.map((e) => String((e.error as Error).message))).toContain(
      'data-vitrine-order: not an order confirmation',
    );
    expect(() => runtime.emit('cart:added', added())).not.toThrow();
    expect(runtime.errors.some((e) => (e.error as Error).message === 'pixel blew up')).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('ignores a configured name that is not a plain global name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pixel = vi.fn();
    win.pixel = pixel;
    await page(PRODUCT_PAGE, { 'page-type': '50', consent: 'granted', 'ad-pixel': 'alert(1)' });
    expect(pixel).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-ad-pixel="alert(1)"'));
    warn.mockRestore();
  });

  it('stops listening when consent is withdrawn', async () => {
    const pixel = vi.fn();
    win.pixel = pixel;
    const runtime = await page('<p>list</p>', {
      'page-type': '1',
      consent: 'granted',
      features: 'site-visitor-metrics',
    });
    runtime.emit('cart:added', added());
    expect(pixel).toHaveBeenCalledTimes(1);
    runtime.consent(false);
    await settle(4);
    runtime.emit('cart:added', added());
    expect(pixel).toHaveBeenCalledTimes(1);
  });
});

/**
 * The hooks started straight on a collector's runtime (as the tracker collector starts them, once
 * consent allows): what the page's ad pixel and Vitrine's bus are handed after an add or on an
 * order-confirmed page.
 */
describe('the add-to-cart tracking event and the ad pixel’s amounts', () => {
  function hooks(config: Record<string, string> = {}, html = '') {
    document.body.innerHTML = html;
    const runtime = collectorRuntime({ adPixel: 'pixel', ...config });
    const pixel = vi.fn();
    win.pixel = pixel;
    const events: unknown[] = [];
    runtime.on('track:add-to-cart', (e) => events.push(e));
    const stop = startCommerceHooks(runtime, trackerConfig(runtime));
    return { runtime, pixel, events, stop };
  }
  const METRICS = { features: 'site-visitor-metrics' };
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('needs no page id (the spec does not ask for one): the event goes out without it, to the bus and the ad pixel', () => {
    const { runtime, pixel, events, stop } = hooks({ ...METRICS, pageId: '' });
    runtime.emit('cart:added', added());
    stop();
    expect(events).toEqual([
      {
        website_id: 'site-1',
        cart_id: 'cart-1',
        product_page: 'pdp',
        product: {
          item_id: 'canvas-tote',
          item_type: 1,
          item_title: 'Canvas Tote',
          item_collection_id: 'shop',
          item_collection_name: 'Shop',
        },
      },
    ]);
    expect(pixel).toHaveBeenCalledWith('track', 'AddToCart', {
      content_ids: ['TOTE'],
      content_name: 'Canvas Tote',
      content_type: 'product',
      value: 48,
      currency: 'USD',
    });
  });

  it('carries the page id when the page names one', () => {
    const { runtime, events, stop } = hooks({ ...METRICS, pageId: 'page-9' });
    runtime.emit('cart:added', added());
    stop();
    expect(events).toEqual([expect.objectContaining({ page_id: 'page-9', cart_id: 'cart-1' })]);
  });

  it('sends no add-to-cart event with the site-visitor-metrics feature off: not on the bus, not to the ad pixel', () => {
    const { runtime, pixel, events, stop } = hooks({ pageId: 'page-9' });
    runtime.emit('cart:added', added());
    stop();
    expect(events).toEqual([]);
    expect(pixel).not.toHaveBeenCalled();
  });

  it("hands the ad pixel its values in the currency's own units: whole yen for JPY, not a hundredth", () => {
    const { runtime, pixel, stop } = hooks(METRICS);
    // The cart's minor units by the store rule: for JPY, whole yen (¥2,400 a tote, two of them).
    runtime.emit('cart:added', added({ cart: { currencyCode: 'JPY' } }));
    stop();
    expect(pixel).toHaveBeenCalledWith(
      'track',
      'AddToCart',
      expect.objectContaining({ value: 4800, currency: 'JPY' }),
    );
  });

  it('hands a purchase in yen to the ad pixel in whole yen', () => {
    const order = { ...ORDER, currencyCode: 'JPY' };
    const { pixel, stop } = hooks(
      { pageType: '202' },
      `<script type="application/json" data-vitrine-order>${JSON.stringify(order)}</script>`,
    );
    stop();
    expect(pixel).toHaveBeenCalledWith(
      'track',
      'Purchase',
      expect.objectContaining({
        value: 6550,
        currency: 'JPY',
        contents: [
          { id: 'TOTE', quantity: 2, item_price: 2400 },
          { id: 'MUG', quantity: 1, item_price: 1750 },
        ],
      }),
    );
  });

  it("an order naming no currency is in the store's, given to the hooks", () => {
    document.body.innerHTML = `<script type="application/json" data-vitrine-order>${JSON.stringify({ ...ORDER, currencyCode: undefined })}</script>`;
    const runtime = collectorRuntime({ adPixel: 'pixel', pageType: '202' });
    const pixel = vi.fn();
    win.pixel = pixel;
    startCommerceHooks(runtime, trackerConfig(runtime), 'JPY')();
    expect(pixel).toHaveBeenCalledWith(
      'track',
      'Purchase',
      expect.objectContaining({ value: 6550, currency: 'JPY' }),
    );
  });
});
