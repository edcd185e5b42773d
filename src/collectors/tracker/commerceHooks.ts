import type { CartAdded } from '../../commerce/cartService.ts';
import { currencyOr } from '../../commerce/money/currencyOr.ts';
import { minorUnitsToMajor } from '../../commerce/money/minorUnits.ts';
import { PageType } from '../../enums/pageType.ts';
import { ADD_TO_CART, PRODUCT_PAGE_SCOPE } from '../../runtime/selectors.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { quietly } from '../common/quietly.ts';
import { SITE_VISITOR_METRICS, type TrackerConfig } from './trackerConfig.ts';

/**
 * The add-to-cart tracking event (storefront spec §3), as `track:add-to-cart` carries it. The page
 * id is there when the page names one: the spec's conditions for sending do not ask for it.
 */
export interface AddToCartTrackingEvent {
  website_id: string;
  page_id?: string;
  cart_id: string;
  product_page: 'plp' | 'pdp' | 'add-on' | 'product_block';
  product: {
    item_id: string;
    item_type: number;
    item_title: string;
    item_collection_id: string;
    item_collection_name: string;
  };
}

/** The product a product page shows, read from its add-to-cart button and heading. */
export interface ViewedProduct {
  item_id: string;
  item_type: number | undefined;
  item_title: string;
  item_collection_id: string | undefined;
}

/** The order a confirmation page carries in `<script type="application/json" data-vitrine-order>`. */
export interface PurchasedOrder {
  id: string;
  currencyCode?: string;
  grandTotal: number;
  items: Array<{ sku: string; productName?: string; quantity: number; unitPrice: number }>;
}

/** A function the page defined under `name`, if it did. */
function _pageFunction(name: string | undefined): ((...args: unknown[]) => unknown) | undefined {
  if (name === undefined) return undefined;
  const fn = (window as unknown as Record<string, unknown>)[name];
  return typeof fn === 'function' ? (fn as (...args: unknown[]) => unknown) : undefined;
}

/**
 * The add-to-cart tracking event, exactly under the spec's conditions (storefront §7): the
 * site-visitor-metrics feature is on and the website, product type, item, collection and cart
 * are all present; else undefined, and nothing is sent. The page id goes in when the page names
 * one. The one rule for the ad pixel's AddToCart, the new tracker's add_to_cart and the bus.
 */
export function addToCartEvent(added: CartAdded, config: TrackerConfig): AddToCartTrackingEvent | undefined {
  if (!config.features.includes(SITE_VISITOR_METRICS)) return undefined;
  // What the bus carries is not trusted to be whole: a part missing is a condition not met.
  const item = added?.item;
  const cart = added?.cart;
  const websiteId = cart?.websiteId || config.websiteId;
  if (!item || !websiteId || !cart?.id) return undefined;
  if (!item.id || !Number.isInteger(item.productType) || !item.collectionId) return undefined;
  return {
    website_id: websiteId,
    ...(config.pageId ? { page_id: config.pageId } : {}),
    cart_id: cart.id,
    product_page: added.productPage ?? (config.pageType === PageType.CONTENT_ITEM ? 'pdp' : 'plp'),
    product: {
      item_id: item.id,
      item_type: item.productType,
      item_title: item.title ?? '',
      item_collection_id: item.collectionId,
      item_collection_name: item.collectionName ?? '',
    },
  };
}

/** The product of a product page (page type 50 with a product detail block), else undefined. */
export function viewedProduct(config: TrackerConfig, doc: Document = document): ViewedProduct | undefined {
  if (config.pageType !== PageType.CONTENT_ITEM) return undefined;
  const scope = doc.querySelector(PRODUCT_PAGE_SCOPE);
  const button = scope?.querySelector(ADD_TO_CART);
  const itemId = button?.getAttribute('data-item-id');
  if (!scope || !button || !itemId) return undefined;
  const type = Number(button.getAttribute('data-product-type'));
  return {
    item_id: itemId,
    item_type: Number.isInteger(type) && type > 0 ? type : undefined,
    item_title: scope.querySelector('h1, h2')?.textContent?.trim() ?? '',
    item_collection_id: button.getAttribute('data-collection-id') || undefined,
  };
}

/** The order of an order-confirmed page (page type 202), checked field by field, else undefined. */
export function purchasedOrder(config: TrackerConfig, doc: Document = document): PurchasedOrder | undefined {
  if (config.pageType !== PageType.ORDER_CONFIRMED) return undefined;
  const text = doc.querySelector('script[data-vitrine-order]')?.textContent;
  if (!text) return undefined;
  const order = JSON.parse(text) as PurchasedOrder;
  const number = Number.isFinite;
  if (
    typeof order?.id !== 'string' ||
    !number(order.grandTotal) ||
    !order.items?.every?.((i) => typeof i?.sku === 'string' && number(i.quantity) && number(i.unitPrice))
  ) {
    throw new Error('data-vitrine-order: not an order confirmation');
  }
  return order;
}

/**
 * Storefront events handed to what the page itself defines (spec §1, §7): view-product and
 * purchase to its ad pixel (called fbq-style: fn('track', 'ViewContent' | 'AddToCart' |
 * 'Purchase' | 'Subscribe', data): Subscribe for a newsletter form's success) and the purchase to
 * its purchase-tracking function. An add goes to the ad pixel as AddToCart, and on Vitrine's bus
 * as `track:add-to-cart`, only under the add-to-cart tracking event's conditions (addToCartEvent;
 * the new tracker sends its add_to_cart under the same, index.ts). Amounts are the cart's minor
 * units, handed over in major units by the store's rule (minorUnitsToMajor: whole yen for JPY);
 * an order or cart naming no currency is in `storeCurrency` (USD when not given). No network of
 * our own; a failure in any of them is reported quietly and never reaches the page. Returns the
 * stop.
 */
export function startCommerceHooks(
  runtime: VitrineRuntime,
  config: TrackerConfig,
  storeCurrency?: string,
): () => void {
  const pixel = (event: string, data: unknown) =>
    quietly(runtime, () => void _pageFunction(config.adPixel)?.('track', event, data), 'tracker');

  quietly(
    runtime,
    () => {
      const product = viewedProduct(config);
      if (!product) return;
      runtime.emit('track:view-product', product);
      pixel('ViewContent', {
        content_ids: [product.item_id],
        content_name: product.item_title,
        content_type: 'product',
      });
    },
    'tracker',
  );

  quietly(
    runtime,
    () => {
      const order = purchasedOrder(config);
      if (!order) return;
      runtime.emit('track:purchase', order);
      quietly(runtime, () => void _pageFunction(config.purchaseTracking)?.(order), 'tracker');
      const currency = currencyOr(order.currencyCode, storeCurrency);
      const major = (minor: number) => minorUnitsToMajor(minor, currency);
      pixel('Purchase', {
        value: major(order.grandTotal),
        currency,
        content_ids: order.items.map((i) => i.sku),
        contents: order.items.map((i) => ({
          id: i.sku,
          quantity: i.quantity,
          item_price: major(i.unitPrice),
        })),
        content_type: 'product',
        num_items: order.items.reduce((sum, i) => sum + i.quantity, 0),
      });
    },
    'tracker',
  );

  const onAdded = (detail: unknown) =>
    quietly(
      runtime,
      () => {
        const added = detail as CartAdded;
        const event = addToCartEvent(added, config);
        if (!event) return;
        runtime.emit('track:add-to-cart', event);
        const currency = currencyOr(added.cart.currencyCode, storeCurrency);
        pixel('AddToCart', {
          content_ids: [added.entry.chosenVariant.sku || added.entry.itemId],
          content_name: added.productName,
          content_type: 'product',
          value: minorUnitsToMajor(added.entry.purchasePriceCents * added.entry.quantity, currency),
          currency,
        });
      },
      'tracker',
    );
  runtime.on('cart:added', onAdded);
  // A newsletter form's success (engine spec §4: reported to the ads pixel as a subscribe event).
  const onSubscribed = (detail: unknown) =>
    quietly(
      runtime,
      () => pixel('Subscribe', { content_name: (detail as { formId?: string })?.formId }),
      'tracker',
    );
  runtime.on('form:subscribed', onSubscribed);
  return () => {
    runtime.off('cart:added', onAdded);
    runtime.off('form:subscribed', onSubscribed);
  };
}
