import type { CartAdded, CartRemoved } from '../../commerce/cartService.ts';
import { PageType } from '../../enums/pageType.ts';
import { ADD_TO_CART, CART_ROOT } from '../../runtime/selectors.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import type { PageContext } from '../common/pageContext.ts';
import { quietly } from '../common/quietly.ts';
import { countsAsPageView } from '../common/skipRules.ts';
import { startWhenRecording } from '../common/startWhenRecording.ts';
import { useTransport } from '../common/transport.ts';
import { readVisitorIds } from '../common/visitorCookies.ts';
import { addToCartEvent, startCommerceHooks, viewedProduct } from './commerceHooks.ts';
import { RECORD_EVENT, recordEvent } from './legacyTracker.ts';
import { watchReviewClicks } from './reviewClicks.ts';
import { sendTrackerEvent } from './sendTrackerEvent.ts';
import { type TrackerConfig, trackerConfig } from './trackerConfig.ts';
import {
  TRACK_EVENT,
  TRACKER_EVENT_NAMES,
  type TrackEventDetail,
  trackerEventContent,
  type TrackerSchema,
} from './trackerEvent.ts';
import { trackerSettings } from './trackerSettings.ts';

/** Cart pages (storefront spec §2), and any page with the full-page cart's root: view_cart. */
const _CART_PAGES: ReadonlySet<number | undefined> = new Set([PageType.SHOW_CART, PageType.CART_V2]);

/**
 * The tracker collector: started by the loader once consent allows (never before). It hands the
 * storefront's events to what the page defines (commerceHooks.ts) and, unless the skip rules
 * silence the page, sends the new tracker's events (page view, except on /search; view cart;
 * remove from cart, the entry's item as object; product page visit, or product list page visit on
 * a page with a product grid; add to cart, under the add-to-cart tracking event's conditions of storefront spec §7:
 * addToCartEvent; click and add, for an add from a product grid), the events widgets announce
 * (`track:event`: related product display, the cart page's product form, panels) and
 * the legacy events integrators emit (`track:record-event`). Returns its stop.
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
  if (countsAsPageView(page.pagePath)) track('page_view', page.pageId);
  const cartPage =
    _CART_PAGES.has(page.pageType) || !!document.querySelector(`${CART_ROOT},[data-vitrine="cart"]`);
  if (cartPage) track('view_cart');
  const product = viewedProduct(config);
  if (product) track('product_page_visit', product.item_id);
  // A list page: not a cart page (its related products), and a product grid's add-to-cart or
  // Quick View button (product-quick-view). Related product display comes from the widget that
  // draws them (`track:event`).
  else if (!cartPage && document.querySelector(`.product ${ADD_TO_CART},.sqs-product-quick-view-button`))
    track('product_list_page_visit', page.pageId);

  // The add-to-cart tracking event (storefront spec §7), when its conditions hold: the item is
  // the event's object, the website the event's (the cart's when the page names none).
  const onAdded = (detail: unknown) =>
    quietly(
      runtime,
      () => {
        const added = detail as CartAdded;
        const event = addToCartEvent(added, config);
        if (event) track('add_to_cart', event.product.item_id, { ...page, websiteId: event.website_id });
        // Click and add: straight from a product grid or the cart page's related products
        // (an add-on card), without the product page.
        if ((added?.productPage === 'plp' || added?.productPage === 'add-on') && added.entry?.itemId)
          track('click_and_add', added.entry.itemId);
      },
      'tracker',
    );
  // A line removed from the cart (the cart service's `cart:removed`): its item is the object.
  const onRemoved = (detail: unknown) =>
    quietly(
      runtime,
      () => {
        const itemId = (detail as CartRemoved | undefined)?.entry?.itemId;
        if (typeof itemId === 'string' && itemId) track('remove_from_cart', itemId);
      },
      'tracker',
    );
  // An event a widget announces (TRACK_EVENT): only the spec's names go out. Related product
  // display goes once per set shown: the set the page showed before the tracker started (consent
  // given later, or the cart drawn first) counts from here, and the widget's own word for that
  // same set is not sent again.
  let related = [
    ...document.querySelectorAll<HTMLElement>(
      // The cart widget's related cards (src/widgets/cart/related.tsx), spelt here rather than in
      // selectors.ts, whose chunk every product page loads; trackerCollector.test.ts reads the
      // widget's own cards with it.
      '.vitrine-cart__related-item[data-item-id]',
    ),
  ]
    .map((card) => card.dataset.itemId)
    .join(',');
  if (related) track('related_product_display', related);
  const onTrackEvent = (detail: unknown) =>
    quietly(
      runtime,
      () => {
        const { name, object } = (detail ?? {}) as Partial<TrackEventDetail>;
        if (name === 'related_product_display') {
          if (object === related) return;
          related = object as string;
        }
        if (TRACKER_EVENT_NAMES.includes(name!)) track(name!, typeof object == 'string' ? object : undefined);
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
  runtime.on(TRACK_EVENT, onTrackEvent);
  // The reviews tab and anchor link (reviewClicks.ts): the product page's product is their object.
  const stopReviewClicks = watchReviewClicks((schema) => track(schema, product?.item_id));
  return () => {
    stopReviewClicks();
    runtime.off(TRACK_EVENT, onTrackEvent);
    runtime.off('cart:added', onAdded);
    runtime.off('cart:removed', onRemoved);
    runtime.off(RECORD_EVENT, onRecordEvent);
  };
}
