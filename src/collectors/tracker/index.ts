import type { CartAdded, CartRemoved } from '../../commerce/cartService.ts';
import { PageType } from '../../enums/pageType.ts';
import { CART_ROOT } from '../../runtime/selectors.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import type { PageContext } from '../common/pageContext.ts';
import { quietly } from '../common/quietly.ts';
import { countsAsPageView } from '../common/skipRules.ts';
import { startWhenRecording } from '../common/startWhenRecording.ts';
import { useTransport } from '../common/transport.ts';
import { readVisitorIds } from '../common/visitorCookies.ts';
import { addToCartEvent, startCommerceHooks, viewedProduct } from './commerceHooks.ts';
import { RECORD_EVENT, recordEvent } from './legacyTracker.ts';
import { sendTrackerEvent } from './sendTrackerEvent.ts';
import { type TrackerConfig, trackerConfig } from './trackerConfig.ts';
import { trackerEventContent, TrackerSchema } from './trackerEvent.ts';
import { trackerSettings } from './trackerSettings.ts';

/** Cart pages (storefront spec §2), and any page with the full-page cart's root: view_cart. */
const _CART_PAGES: ReadonlySet<number | undefined> = new Set([PageType.SHOW_CART, PageType.CART_V2]);

/**
 * The tracker collector: started by the loader once consent allows (never before). It hands the
 * storefront's events to what the page defines (commerceHooks.ts) and, unless the skip rules
 * silence the page, sends the new tracker's events (page view, except on /search; view cart;
 * remove from cart, the entry's item as object; product page visit; add to cart, under the add-to-cart tracking event's conditions of
 * storefront spec §7: addToCartEvent) and the legacy events integrators emit
 * (`track:record-event`). Returns its stop.
 */
export function start(runtime: VitrineRuntime): () => void {
  const release = useTransport(runtime);
  const config = trackerConfig(runtime);
  const stopHooks = startCommerceHooks(runtime, config, config.currency);
  const stop = startWhenRecording(runtime, 'tracker', (page) => [_startTrackers(runtime, page, config)]);
  return () => {
    stop();
    stopHooks();
    release();
  };
}

function _startTrackers(runtime: VitrineRuntime, page: PageContext, config: TrackerConfig): () => void {
  const settings = trackerSettings(runtime);
  const track = (schema: TrackerSchema, objectIdentifier?: string, about: PageContext = page) =>
    void sendTrackerEvent(
      runtime,
      settings,
      schema,
      trackerEventContent({
        schema,
        page: about,
        ids: readVisitorIds(),
        env: settings.env,
        clientVersion: runtime.version,
        objectIdentifier,
      }),
    );
  if (countsAsPageView(page.pagePath)) track(TrackerSchema.PAGE_VIEW, page.pageId);
  if (_CART_PAGES.has(page.pageType) || document.querySelector(`${CART_ROOT},[data-vitrine="cart"]`))
    track(TrackerSchema.VIEW_CART);
  const product = viewedProduct(config);
  if (product) track(TrackerSchema.PRODUCT_PAGE_VISIT, product.item_id);

  // The add-to-cart tracking event (storefront spec §7), when its conditions hold: the item is
  // the event's object, the website the event's (the cart's when the page names none).
  const onAdded = (detail: unknown) =>
    quietly(
      runtime,
      () => {
        const event = addToCartEvent(detail as CartAdded, config);
        if (event)
          track(TrackerSchema.ADD_TO_CART, event.product.item_id, { ...page, websiteId: event.website_id });
      },
      'tracker',
    );
  // A line removed from the cart (the cart service's `cart:removed`): its item is the object.
  const onRemoved = (detail: unknown) =>
    quietly(
      runtime,
      () => {
        const itemId = (detail as CartRemoved | undefined)?.entry?.itemId;
        if (typeof itemId === 'string' && itemId) track(TrackerSchema.REMOVE_FROM_CART, itemId);
      },
      'tracker',
    );
  const onRecordEvent = (detail: unknown) =>
    quietly(
      runtime,
      () => {
        const { eventName, data } = (detail ?? {}) as { eventName?: unknown; data?: unknown };
        if (typeof eventName !== 'string' || !/^[\w.:-]{1,100}$/.test(eventName)) return;
        const own = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
        // Quiet on failure (engine spec §8): the rejection carries the status for those who call it.
        recordEvent(runtime, page, eventName, own).catch(() => undefined);
      },
      'tracker',
    );
  runtime.on('cart:added', onAdded);
  runtime.on('cart:removed', onRemoved);
  runtime.on(RECORD_EVENT, onRecordEvent);
  return () => {
    runtime.off('cart:added', onAdded);
    runtime.off('cart:removed', onRemoved);
    runtime.off(RECORD_EVENT, onRecordEvent);
  };
}
