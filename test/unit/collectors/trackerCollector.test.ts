import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Beacon } from '../../../src/collectors/common/transport.ts';
import { collectorRuntime } from '../harness/collectorRuntime.ts';

const sent: Beacon[] = [];
vi.mock('../../../src/collectors/common/transport.ts', () => ({
  send: (_runtime: unknown, beacon: Beacon) => void sent.push(beacon),
  useTransport: () => () => undefined,
}));
const { start } = await import('../../../src/collectors/tracker/index.ts');
const { announceSession } = await import('../../../src/collectors/common/sessionInfo.ts');

async function tracker(config?: Record<string, string>) {
  const r = collectorRuntime(config);
  announceSession(r, { isFirstLanding: true, isFirstSession: true, sessionId: 's-1' });
  const stop = start(r);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { r, stop };
}
const schemas = () => sent.map((b) => (JSON.parse(b.body) as { eventSchemaName: string }).eventSchemaName);
/** What the cart service emits after an add (CartAdded): every part the tracking event needs. */
const ADDED = {
  cart: { id: 'cart-1', currencyCode: 'USD' },
  entry: { itemId: 'canvas-tote', quantity: 1, purchasePriceCents: 2400, chosenVariant: {} },
  item: { id: 'canvas-tote', title: 'Canvas Tote', productType: 1, collectionId: 'shop' },
};
const METRICS = { features: 'site-visitor-metrics' };

beforeEach(() => {
  sent.length = 0;
  history.replaceState(null, '', '/shop');
  document.cookie = 'SS_ANALYTICS_ID=a-1; path=/';
});
afterEach(() => {
  for (const name of ['SS_ANALYTICS_ID', 'SiteUserInfo', 'crumb']) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  vi.unstubAllGlobals();
});

describe('tracker collector', () => {
  it('sends a page view on start and an add to cart for each add, to the events endpoint', async () => {
    const { r, stop } = await tracker(METRICS);
    r.emit('cart:added', ADDED);
    expect(schemas()).toEqual(['page_view', 'add_to_cart']);
    expect(sent[0]!.url).toBe(`${location.origin}/api/v1/clanker/events`);
    const content = JSON.parse((JSON.parse(sent[1]!.body) as { eventContent: string }).eventContent);
    expect(content).toMatchObject({ analytics_id: 'a-1', object_identifier: 'canvas-tote', session_id: '' });
    stop();
    r.emit('cart:added', ADDED);
    expect(schemas()).toEqual(['page_view', 'add_to_cart']);
  });

  it("sends add_to_cart only under the tracking event's conditions (storefront spec §7)", async () => {
    // The site-visitor-metrics feature off: no add_to_cart, whatever else is there.
    const off = await tracker();
    off.r.emit('cart:added', ADDED);
    off.stop();
    expect(schemas()).toEqual(['page_view']);
    sent.length = 0;
    // On, but a part missing (the collection, the cart): none either.
    const { r, stop } = await tracker(METRICS);
    r.emit('cart:added', { ...ADDED, item: { ...ADDED.item, collectionId: undefined } });
    r.emit('cart:added', { ...ADDED, cart: { id: '' } });
    expect(schemas()).toEqual(['page_view']);
    stop();
    sent.length = 0;
    // On with every part, and no page id on the page: it goes (the spec does not ask for one).
    const noPage = await tracker({ ...METRICS, pageId: '' });
    noPage.r.emit('cart:added', ADDED);
    noPage.stop();
    expect(schemas()).toEqual(['page_view', 'add_to_cart']);
    const content = JSON.parse((JSON.parse(sent[1]!.body) as { eventContent: string }).eventContent);
    expect(content).toMatchObject({ object_identifier: 'canvas-tote', context_website_id: 'site-1' });
  });

  it('sends view_cart on a cart page, and no page view on /search', async () => {
    (await tracker({ pageType: '200' })).stop();
    expect(schemas()).toEqual(['page_view', 'view_cart']);
    sent.length = 0;
    history.replaceState(null, '', '/search?q=tote');
    (await tracker()).stop();
    expect(schemas()).toEqual([]);
  });

  it('sends nothing for a signed-in account or on a lock screen, nor with events turned off', async () => {
    document.cookie = `SiteUserInfo=${encodeURIComponent('{"authenticated":true}')}; path=/`;
    const { r, stop } = await tracker(METRICS);
    r.emit('cart:added', ADDED);
    stop();
    document.cookie = 'SiteUserInfo=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    (await tracker({ pageType: '103' })).stop();
    (await tracker({ trackerFireEvents: 'false' })).stop();
    expect(sent).toEqual([]);
  });

  it('hands each track:record-event to the legacy tracker, quietly on failure', async () => {
    document.cookie = 'crumb=c-1; path=/';
    const fetch = vi.fn(async () => new Response(null, { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const { r, stop } = await tracker();
    r.emit('track:record-event', { eventName: 'reviews_tab_click', data: { tab: 2 } });
    r.emit('track:record-event', { eventName: 'bad name!' });
    r.emit('track:record-event', null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as URLSearchParams;
    expect(body.get('crumb')).toBe('c-1');
    expect(JSON.parse(body.get('data')!)).toMatchObject({
      eventName: 'reviews_tab_click',
      tab: 2,
      pagePath: '/shop',
    });
    stop();
  });

  describe('Analytics event names include page view, add to cart, view cart, remove from cart, related product display, click and add, product page or list page visit, reviews tab click, reviews anchor link click, cart page product form open/close/submit, inventory panel actions and API key panel actions', () => {
    afterEach(() => {
      document.body.innerHTML = '';
    });

    it('every name of the spec is a tracker event', async () => {
      const { TRACKER_EVENT_NAMES } = await import('../../../src/collectors/tracker/trackerEvent.ts');
      expect([...TRACKER_EVENT_NAMES]).toEqual([
        'page_view',
        'add_to_cart',
        'view_cart',
        'remove_from_cart',
        'related_product_display',
        'click_and_add',
        'product_page_visit',
        'product_list_page_visit',
        'reviews_tab_click',
        'reviews_anchor_link_click',
        'cart_page_product_form_open',
        'cart_page_product_form_close',
        'cart_page_product_form_submit',
        'inventory_panel_action',
        'api_key_panel_action',
      ]);
    });

    it('product list page visit on a page with a product grid, not on a cart page', async () => {
      document.body.innerHTML =
        '<ul><li class="product"><span class="sqs-product-quick-view-button" data-id="jacket"></span></li>' +
        '<li class="product"><div class="sqs-add-to-cart-button" data-item-id="mug"></div></li></ul>';
      (await tracker({ pageId: 'shop-page' })).stop();
      expect(schemas()).toEqual(['page_view', 'product_list_page_visit']);
      const content = JSON.parse((JSON.parse(sent[1]!.body) as { eventContent: string }).eventContent);
      expect(content).toMatchObject({ object_identifier: 'shop-page' });
      sent.length = 0;
      // The cart page's related products are no list: view cart only.
      (await tracker({ pageType: '200' })).stop();
      expect(schemas()).toEqual(['page_view', 'view_cart']);
    });

    it("click and add: an add straight from a product grid or a cart page's related product", async () => {
      const { r, stop } = await tracker();
      r.emit('cart:added', { ...ADDED, productPage: 'plp' });
      r.emit('cart:added', { ...ADDED, productPage: 'pdp' });
      r.emit('cart:added', { ...ADDED, productPage: 'add-on' });
      r.emit('cart:added', { ...ADDED, productPage: 'product_block' });
      stop();
      expect(schemas()).toEqual(['page_view', 'click_and_add', 'click_and_add']);
    });

    it('related product display: the set shown before it started counts, once; each new set once', async () => {
      document.body.innerHTML =
        '<div id="sqs-cart-root"><ul><li class="vitrine-cart__related-item" data-item-id="a"></li>' +
        '<li class="vitrine-cart__related-item" data-item-id="b"></li></ul></div>';
      const { r, stop } = await tracker({ pageType: '200' });
      // The widget's word for the set already counted, then a new set, then that one again.
      r.emit('track:event', { name: 'related_product_display', object: 'a,b' });
      r.emit('track:event', { name: 'related_product_display', object: 'a,c' });
      r.emit('track:event', { name: 'related_product_display', object: 'a,c' });
      stop();
      document.body.innerHTML = '';
      expect(schemas()).toEqual([
        'page_view',
        'view_cart',
        'related_product_display',
        'related_product_display',
      ]);
    });

    it('the events widgets announce on track:event go out under their names, and only those', async () => {
      const { r, stop } = await tracker();
      for (const name of [
        'related_product_display',
        'reviews_tab_click',
        'reviews_anchor_link_click',
        'cart_page_product_form_open',
        'cart_page_product_form_close',
        'cart_page_product_form_submit',
        'inventory_panel_action',
        'api_key_panel_action',
      ])
        r.emit('track:event', { name, object: 'canvas-tote' });
      r.emit('track:event', { name: 'made_up_event' });
      r.emit('track:event', null);
      stop();
      r.emit('track:event', { name: 'reviews_tab_click' });
      expect(schemas()).toEqual([
        'page_view',
        'related_product_display',
        'reviews_tab_click',
        'reviews_anchor_link_click',
        'cart_page_product_form_open',
        'cart_page_product_form_close',
        'cart_page_product_form_submit',
        'inventory_panel_action',
        'api_key_panel_action',
      ]);
      const content = JSON.parse((JSON.parse(sent[1]!.body) as { eventContent: string }).eventContent);
      expect(content).toMatchObject({
        custom_schema_name: 'related_product_display',
        object_identifier: 'canvas-tote',
      });
    });
  });
});
