/**
 * Vitrine's page API, for integrators who write TypeScript: `window.Vitrine`, the object the
 * loader puts on the page, and `window.vitrine`, the command queue a page may fill before the
 * loader arrives (docs/integrators/api.md). Add it to a project with
 * `/// <reference types="vitrine" />` (the package's `types`) or by listing this file in the
 * project's tsconfig `include`. It declares what the loader really hands out (src/runtime/types.ts;
 * test/types/ checks that the two agree and that a wrong event name or detail does not compile).
 */

/** A line of the cart: one item and variant (docs/integrators/api.md, "Entries"). */
export interface VitrineCartEntry {
  id: string;
  itemId: string;
  quantity: number;
  chosenVariant: { sku: string; attributes: { [option: string]: string } };
  title: string;
  /** the entry's amount, minor units */
  subTotal: number;
  purchasePriceCents: number;
  /** the additional-fields form's values, JSON text of an object */
  additionalFields?: string | undefined;
}

/** The cart (docs/integrators/api.md, "The cart"); amounts in the currency's minor units. */
export interface VitrineCart {
  id: string;
  websiteId: string;
  orderId: string;
  /** epoch ms */
  created: number;
  isPurchased: boolean;
  /** the store currency its amounts are in: always there in a cart the widgets announce */
  currencyCode?: string | undefined;
  entries: VitrineCartEntry[];
  shippingOptions: unknown[];
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  selectedShippingOption: { [field: string]: unknown } | null;
  shippingLocation: { [field: string]: unknown } | null;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

/** A cart as a page announces it (`cart:updated`): what has a default may be left out. */
export type VitrineCartInput = Partial<
  Omit<VitrineCart, 'entries' | 'selectedShippingOption' | 'shippingLocation'>
> & {
  /** each entry needs its id, itemId and quantity */
  entries?:
    | Array<
        Pick<VitrineCartEntry, 'id' | 'itemId' | 'quantity'> &
          Partial<Omit<VitrineCartEntry, 'chosenVariant'>> & {
            chosenVariant?:
              { sku?: string | undefined; attributes?: { [option: string]: string } | undefined } | undefined;
          }
      >
    | undefined;
  selectedShippingOption?: { [field: string]: unknown } | null | undefined;
  shippingLocation?: { [field: string]: unknown } | null | undefined;
};

/** Why a call failed: `cart:error`'s `error`. */
export interface VitrineApiError extends Error {
  readonly name: 'ApiError';
  readonly kind: 'rate-limited' | 'crumb' | 'timeout' | 'network' | 'http' | 'malformed';
  /** the HTTP status, 0 when no answer arrived */
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: Readonly<{ [fieldId: string]: string }> | undefined;
  readonly serverMessage: string | undefined;
}

/** The new tracker's event names a page may emit as `track:event` (docs/integrators/collectors.md). */
export type VitrineTrackerEventName =
  | 'page_view'
  | 'add_to_cart'
  | 'view_cart'
  | 'remove_from_cart'
  | 'related_product_display'
  | 'click_and_add'
  | 'product_page_visit'
  | 'product_list_page_visit'
  | 'reviews_tab_click'
  | 'reviews_anchor_link_click'
  | 'cart_page_product_form_open'
  | 'cart_page_product_form_close'
  | 'cart_page_product_form_submit'
  | 'inventory_panel_action'
  | 'api_key_panel_action';

/** Every event of `Vitrine.on`, `off` and `emit`, by name, with what it carries (docs/integrators/api.md, "Events"). */
export interface VitrineEvents {
  'cart:updated': VitrineCartInput;
  'cart:added': {
    cart: VitrineCart & { currencyCode: string };
    entry: VitrineCartEntry;
    productName: string;
    item?:
      | {
          id: string;
          title: string;
          productType: number;
          collectionId?: string | undefined;
          collectionName?: string | undefined;
          assetUrl?: string | undefined;
        }
      | undefined;
    productPage?: 'plp' | 'pdp' | 'add-on' | 'product_block' | undefined;
  };
  'cart:removed': { cart: VitrineCart & { currencyCode: string }; entry: VitrineCartEntry };
  'cart:error': { error: VitrineApiError; attempt: number; retryInMs: number | undefined };
  'widget:error': { error: unknown; widget?: string | undefined; element?: Element | undefined };
  'track:view-product': {
    item_id: string;
    item_type: number | undefined;
    item_title: string;
    item_collection_id: string | undefined;
  };
  'track:add-to-cart': {
    website_id: string;
    page_id?: string | undefined;
    cart_id: string;
    product_page: 'plp' | 'pdp' | 'add-on' | 'product_block';
    product: {
      item_id: string;
      item_type: number;
      item_title: string;
      item_collection_id: string;
      item_collection_name: string;
    };
  };
  'track:purchase': {
    id: string;
    currencyCode?: string | undefined;
    grandTotal: number;
    items: Array<{ sku: string; productName?: string | undefined; quantity: number; unitPrice: number }>;
  };
  'visitor:session': { isFirstLanding: boolean; isFirstSession: boolean; sessionId: string | undefined };
  'quick-view': { itemId: string };
  'track:event': { name: VitrineTrackerEventName; object?: string | undefined };
  'track:record-event': { eventName: string; data?: { [key: string]: unknown } | undefined };
  'form:render': { formId: string; element: Element };
  'form:subscribed': { formId: string };
}

export type VitrineEventName = keyof VitrineEvents;

/** When a widget hydrates (docs/integrators/embed.md). */
export type VitrineStrategy = 'eager' | 'idle' | 'visible' | 'interaction';

/** What an integrator's own widget module exposes (`Vitrine.register`). */
export interface VitrineWidgetModule {
  mount(element: Element, vitrine: VitrineApi): void | Promise<void>;
  unmount(element: Element): void;
}

/** An error kept since the loader started (at most 20), for the error reporter. */
export interface VitrineCapturedError {
  error: unknown;
  /** epoch ms */
  at: number;
  widget?: string | undefined;
}

/** `window.Vitrine` (docs/integrators/api.md, "Methods and properties"). */
export interface VitrineApi {
  readonly version: string;
  /** the loader tag's data-* attributes, camel-cased (data-api-base → apiBase) */
  readonly config: Readonly<{ [name: string]: string | undefined }>;
  /** the last cart the widgets announced */
  cart?: VitrineCart | undefined;
  on<K extends VitrineEventName>(type: K, listener: (detail: VitrineEvents[K]) => void): void;
  off<K extends VitrineEventName>(type: K, listener: (detail: VitrineEvents[K]) => void): void;
  emit<K extends VitrineEventName>(type: K, detail: VitrineEvents[K]): void;
  /** re-scan the document: hydrate new markers, unmount removed ones */
  refresh(): void;
  register(
    name: string,
    selector: string,
    load: () => Promise<VitrineWidgetModule>,
    strategy?: VitrineStrategy,
  ): void;
  /** the visitor's choice, now: allow (true) or refuse (false) the background collectors */
  consent(granted: boolean): void;
  /** the one error handler: kept in `errors`, logged under data-debug, announced as widget:error */
  handleError(error: unknown, widget?: string, element?: Element): void;
  readonly errors: VitrineCapturedError[];
}

/** A command for the queue: a function given `Vitrine`, or a method's name and its arguments. */
export type VitrineCommand =
  | ((vitrine: VitrineApi) => void)
  | {
      [K in VitrineEventName]:
        ['on' | 'off', K, (detail: VitrineEvents[K]) => void] | ['emit', K, VitrineEvents[K]];
    }[VitrineEventName]
  | ['refresh']
  | ['register', ...Parameters<VitrineApi['register']>]
  | ['consent', boolean];

/** `window.vitrine` once the loader runs: what is pushed runs at once. */
export interface VitrineQueue {
  push(...commands: VitrineCommand[]): void;
}

declare global {
  interface Window {
    /** there once the loader has run (it loads async): before then, push to `vitrine` */
    Vitrine?: VitrineApi;
    /** `window.vitrine = window.vitrine || []`: commands for the loader, run once it is ready */
    vitrine?: VitrineCommand[] | VitrineQueue;
  }
}
