/**
 * What the loader hands every widget and collector: the only coupling between the
 * tiny loader and the lazily imported chunks (types only: no code is shared).
 */
import type * as z from 'zod/mini';
import type { ApiError } from '../api/ApiError.ts';
import type { cartSchema } from '../api/schemas.ts';
import type { TrackEventDetail } from '../collectors/tracker/trackerEvent.ts';
import type { SessionInfo } from '../collectors/common/sessionInfo.ts';
import type {
  AddToCartTrackingEvent,
  PurchasedOrder,
  ViewedProduct,
} from '../collectors/tracker/commerceHooks.ts';
import type { StoreCart } from '../commerce/cart.ts';
import type { CartAdded, CartRemoved } from '../commerce/cartService.ts';

/**
 * Every event of the bus, by name, with what it carries (docs/integrators/api.md, "Events"): the
 * one map `on`, `off` and `emit` are typed by, here and in the integrators' declaration
 * (types/vitrine.d.ts, checked against this by test/types/vitrine.test-d.ts). A page's script may
 * still emit anything: a listener of an event a page emits checks what it got.
 */
export interface VitrineEvents {
  /**
   * the cart, after every change; an integrator who changed the cart emits it too, and may leave
   * out what has a default (docs/integrators/api.md, "The cart")
   */
  'cart:updated': z.input<typeof cartSchema>;
  'cart:added': CartAdded;
  'cart:removed': CartRemoved;
  /** a failed read of the cart; `retryInMs` undefined: no more retries until 'online' or a reload */
  'cart:error': { error: ApiError; attempt: number; retryInMs: number | undefined };
  'widget:error': WidgetErrorDetail;
  'track:view-product': ViewedProduct;
  'track:add-to-cart': AddToCartTrackingEvent;
  'track:purchase': PurchasedOrder;
  'visitor:session': SessionInfo;
  /** emitted by the page (or the quick view) for the census */
  'quick-view': { itemId: string };
  /** emitted by the page (or the cart page's widgets) for the new tracker */
  'track:event': TrackEventDetail;
  /** emitted by the page for the legacy tracker */
  'track:record-event': { eventName: string; data?: Record<string, unknown> };
  /** a visitor form rendered (its block), for the census */
  'form:render': { formId: string; element: Element };
  /** a newsletter form's visitor subscribed, for the ad pixel */
  'form:subscribed': { formId: string };
}

export type EventName = keyof VitrineEvents;

/** A listener of one event. */
export type Listener<K extends EventName = EventName> = (detail: VitrineEvents[K]) => void;

export interface WidgetErrorDetail {
  error: unknown;
  widget?: string;
  element?: Element;
}

/**
 * An error kept since the loader started (at most 20), for the error reporter: a widget failure
 * that went through handleError (with its widget's name), or a page `error` /
 * `unhandledrejection` seen before the reporter's chunk arrived (the Error, else the message).
 */
export interface CapturedError {
  error: unknown;
  /** epoch ms */
  at: number;
  /** set when the error came from a widget through handleError */
  widget?: string;
}

export interface VitrineRuntime {
  readonly version: string;
  /** The loader tag's data-* attributes, camel-cased (data-api-base → apiBase). */
  readonly config: Readonly<Record<string, string | undefined>>;
  /** The last cart announced (written by the cart service only: always a valid cart), for integrators. */
  cart?: StoreCart;
  on<K extends EventName>(type: K, listener: Listener<K>): void;
  off<K extends EventName>(type: K, listener: Listener<K>): void;
  emit<K extends EventName>(type: K, detail: VitrineEvents[K]): void;
  /** Re-scan the document: hydrate new markers, unmount removed ones. */
  refresh(): void;
  /** Add a widget to the registry (integrators' own widgets, tests). */
  register(name: string, selector: string, load: () => Promise<WidgetModule>, strategy?: Strategy): void;
  /**
   * The visitor's choice, now: allow (true) or refuse (false) the background collectors. Granting
   * starts each once; refusing stops them and clears what they kept. Without a call, the page's
   * start decides (chunks/consent.js: Global Privacy Control, ss_cookieAllowed, data-consent,
   * data-cookie-policy).
   */
  consent(granted: boolean): void;
  /** The one error handler: widget failures land here and never reach the host page. */
  handleError(error: unknown, widget?: string, element?: Element): void;
  /** Errors captured since the loader started, kept for the error reporter (bounded). */
  readonly errors: CapturedError[];
}

export type Strategy = 'eager' | 'idle' | 'visible' | 'interaction';

/** A widget chunk exposes mount and unmount and nothing else to the loader. */
export interface WidgetModule {
  /** May resolve once the widget listens: a press the loader held before then is replayed after. */
  mount(element: Element, runtime: VitrineRuntime): void | Promise<void>;
  unmount(element: Element): void;
}

/** A collector chunk starts once (after consent) and hands back the function that stops it. */
export interface CollectorModule {
  start(runtime: VitrineRuntime): () => void;
}

/** How the loader loads a chunk by its name (chunks/<name>.js beside it). */
export type ChunkLoader = (name: string) => Promise<unknown>;

/**
 * chunks/consent.js: what consent starts and refusal stops. The loader hands it every change of
 * the visitor's consent, and its own chunk loader, so the collectors load as they always do.
 */
/**
 * chunks/press.js: replays a press the loader held on a marker that had not mounted, once what
 * it waits for (every widget around it) has settled. `marker` is the innermost of those markers.
 */
export interface PressModule {
  press(
    press: Event,
    pending: ReadonlyArray<Promise<unknown>>,
    marker: HTMLElement,
    path?: readonly EventTarget[],
  ): void;
}

/** A registry entry as the loader keeps it (loader/registry.ts), in one-letter fields for its bytes. */
export interface RegistryEntry {
  /** the widget's name, also its chunk's file name: chunks/<name>.js */
  n: string;
  /** when it hydrates (the element's data-vitrine-load overrides it); none is idle */
  t?: Strategy | string;
  /** the marker selector */
  s: string;
  /** an integrator's own loader (Vitrine.register); built-in entries load chunks/<name>.js */
  l?: () => Promise<WidgetModule>;
  /**
   * its module, asked for once (the loader keeps it): every later mount of the widget then runs
   * one microtask after its start, not a task after a fresh import()
   */
  m?: Promise<WidgetModule>;
}

/**
 * chunks/register.js: Vitrine.register, checked. A good registration joins the loader's registry
 * and the page is scanned again; a bad one gets one console warning saying what was expected.
 */
export interface RegisterModule {
  register(registry: RegistryEntry[], refresh: () => void, ...args: unknown[]): void;
}

/**
 * The loader's table of widget mounts (loader/runtime.ts `mounts`) as the consent chunk reads it:
 * element → widget → whether its mount has begun (`p`, settling once it is live, declined or
 * failed) and whether it has settled (`d`).
 */
export type WidgetMounts = ReadonlyMap<Element, Readonly<Record<string, { p?: Promise<unknown>; d?: 1 }>>>;

export interface ConsentModule {
  /**
   * `granted` undefined: the page's start, decided from the page's settings and cookies.
   * `mounts`: the widgets' mounts, which a grant lets settle before any collector loads.
   */
  consent(
    granted: boolean | undefined,
    runtime: VitrineRuntime,
    load: ChunkLoader,
    mounts?: WidgetMounts,
  ): void;
}

/** chunks/queue.js: says in words what was wrong with a command pushed to window.vitrine. */
export interface QueueModule {
  queue(command: unknown, error?: unknown): void;
}
