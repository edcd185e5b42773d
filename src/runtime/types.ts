/**
 * What the loader hands every widget and collector: the only coupling between the
 * tiny loader and the lazily imported chunks (types only: no code is shared).
 */
export type Listener = (detail: unknown) => void;

export interface VitrineEvents {
  'cart:updated': unknown;
  'widget:error': WidgetErrorDetail;
}

export interface WidgetErrorDetail {
  error: unknown;
  widget?: string;
  element?: Element;
}

/** A `window.onerror` / `unhandledrejection` seen before the error reporter's chunk arrived. */
export interface CapturedError {
  error: unknown;
  message: string;
  source?: string;
  line?: number;
  column?: number;
  /** epoch ms */
  at: number;
  /** set when the error came from a widget through handleError */
  widget?: string;
}

export interface VitrineRuntime {
  readonly version: string;
  /** The loader tag's data-* attributes, camel-cased (data-api-base → apiBase). */
  readonly config: Readonly<Record<string, string | undefined>>;
  /** The last cart the cart store saw, for integrators. */
  cart: unknown;
  on(type: string, listener: Listener): void;
  off(type: string, listener: Listener): void;
  emit(type: string, detail?: unknown): void;
  /** Re-scan the document: hydrate new markers, unmount removed ones. */
  refresh(): void;
  /** Add a widget to the registry (integrators' own widgets, tests). */
  register(name: string, selector: string, load: () => Promise<WidgetModule>, strategy?: Strategy): void;
  /** The one error handler: widget failures land here and never reach the host page. */
  handleError(error: unknown, widget?: string, element?: Element): void;
  /** Errors captured since the loader started, kept for the error reporter (bounded). */
  readonly errors: CapturedError[];
}

export type Strategy = 'eager' | 'idle' | 'visible' | 'interaction';

/** A widget chunk exposes mount and unmount and nothing else to the loader. */
export interface WidgetModule {
  mount(element: Element, runtime: VitrineRuntime): void | Promise<void>;
  unmount(element: Element): void;
}
