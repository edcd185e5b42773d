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
});
