import type { ComponentChildren } from 'preact';
import { Component, type FunctionComponent, useEffect } from 'react';
import { render } from 'react-dom';
import * as z from 'zod/mini';
import { warmNumbers } from '../i18n/numberFormat.ts';
import { readPageMessagesOnce } from '../runtime/pageMessages.ts';
import { readProps } from '../runtime/props.ts';
import { LOAD_ATTR, STRATEGIES } from '../runtime/selectors.ts';
import type { VitrineRuntime, WidgetModule } from '../runtime/types.ts';

interface BoundaryProps {
  name: string;
  element: Element;
  runtime: VitrineRuntime;
  children: ComponentChildren;
}

/** A render error inside one widget goes to the one handler and leaves that widget empty. */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  override componentDidCatch(error: unknown) {
    this.props.runtime.handleError(error, this.props.name, this.props.element);
    this.setState({ failed: true });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface WidgetProps<P = Record<string, never>> {
  element: Element;
  runtime: VitrineRuntime;
  props: P;
}

export interface WidgetDefinition<P> {
  /** the registry name, as the loader and data-vitrine know it */
  name: string;
  /** what the element must carry, read from attributes or a JSON <script> child */
  props: z.ZodMiniType<P, Record<string, string>>;
  /**
   * Where formatter-emitted markup keeps a prop (itemId: 'data-item-id'); any other prop is
   * read from data-vitrine-<kebab-name>.
   */
  attributes?: Readonly<Record<string, string>>;
  view: FunctionComponent<WidgetProps<P>>;
  /** Lets a widget decline a page (the cart pill on the cart page …). */
  shouldMount?: (element: Element, runtime: VitrineRuntime) => boolean;
  /**
   * One view per page, rendered in its own container at the end of <body>, however many
   * elements carry the marker: for a widget that shares another's element and draws elsewhere
   * (the added-item popover rides on every add-to-cart button). It lives while any such
   * element is mounted; its `element` prop is the first of them.
   */
  singleton?: boolean;
  /**
   * The view draws nothing: it works on the server's markup where it stands (the variant picker
   * keeps the engine's selects and radios), so it renders into a detached node and the
   * element's children are never replaced.
   */
  inPlace?: boolean;
}

/** A singleton widget's one view: its host, how many elements use it, when it is live. */
interface Single {
  host: HTMLElement;
  count: number;
  live: Promise<void>;
}

const _warned = new WeakMap<Element, Set<string>>();

/** One console warning per element and widget, naming both (markup contract). */
function _warn(name: string, element: Element, what: string) {
  const seen = _warned.get(element) ?? new Set();
  _warned.set(element, seen);
  if (seen.has(name + what)) return;
  seen.add(name + what);
  console.warn(`[vitrine] ${name}: ${what}; on`, element);
}

/**
 * Says when the view it wraps is live: its effects run after its children's, so by then every
 * handler the widget attaches in an effect is attached.
 */
function Live({ onLive, children }: { onLive: () => void; children: ComponentChildren }) {
  useEffect(onLive, []);
  return children;
}

/** How many mounts of a page leave a measure: the page's timeline stays bounded however many. */
export const HYDRATE_MEASURES_MAX = 200;
let _measured = 0;

/**
 * Mounts run in slices of at most this long, then yield the main thread (a task of their own
 * next time), so a page of hundreds of markers hydrating together never makes a long task (50 ms)
 * and a press in between is answered. 20 rather than 30: with the last mount's overrun and a
 * collection now and then, 30 ms slices made 55–70 ms tasks on a phone (bench:page --scale 500),
 * and 20 finished the 500 buttons no later.
 */
export const SLICE_MS = 20;
let _sliceEnd = 0;

// Ahead of every mount (their slices' timers come after these two): a page's first price or
// count (the cart pill's, the instalment line's) then makes no long task.
warmNumbers();
/** Set while the slice is spent and the next one waits for its task. */
let _held: unknown;
const _queue: Array<() => void> = [];

/** Runs what waits, in order, until the slice is spent; the rest waits for the next task. */
function _drain() {
  while (_queue.length && !_held) {
    _queue.shift()!();
    if (performance.now() >= _sliceEnd) _held = setTimeout(_nextSlice);
  }
}

function _nextSlice() {
  _held = 0;
  _sliceEnd = performance.now() + SLICE_MS;
  _drain();
}

/**
 * Renders a widget's view under a User Timing measure, `vitrine:hydrate:<widget>`, for the
 * performance collector (Vitrine's own cost): no mark (the measure takes its start as a time),
 * and past the first HYDRATE_MEASURES_MAX mounts no measure either, so a grid of 2,000 buttons
 * leaves 200 entries, not 4,000. A browser without User Timing just renders. Resolves once the
 * view is live (its effects have run): the loader replays a press held before the mount only
 * then (loader/observer.ts).
 */
function _hydrate(name: string, view: ComponentChildren, host: Element): Promise<void> {
  const start = _measured++ < HYDRATE_MEASURES_MAX && performance.now();
  return new Promise((resolve) => {
    render(<Live onLive={resolve}>{view}</Live>, host);
    if (start !== false) performance.measure?.(`vitrine:hydrate:${name}`, { start });
  });
}

/** The keys a zod/mini object schema declares, so we know which attributes to read. */
function _keys(schema: unknown): string[] {
  const shape = (schema as { _zod?: { def?: { shape?: object; in?: unknown } } })._zod?.def;
  if (shape?.shape) return Object.keys(shape.shape);
  return shape?.in ? _keys(shape.in) : [];
}

/**
 * A widget is a declaration: its name, a props schema and a view. This turns it into the
 * mount/unmount pair the loader calls. Bad markup gets one warning naming the element and the
 * attribute, and the widget stays out (the element is left as the server sent it).
 */
export function defineWidget<P>(definition: WidgetDefinition<P>): WidgetModule {
  const { name, view: View, attributes = {}, shouldMount = () => true } = definition;
  const keys = _keys(definition.props);
  let single: Single | undefined;
  // What the server sent, put back on unmount: an element that stays in the page (its marker
  // removed) reads as it did before hydration.
  const mounted = new WeakMap<Element, Node[]>();
  // Elements whose mount waits in the slices' queue: an unmount before their turn cancels it.
  const queued = new WeakSet<Element>();
  const mountNow = (element: Element, runtime: VitrineRuntime): Promise<void> | undefined => {
    const strategy = element.getAttribute(LOAD_ATTR);
    if (strategy !== null && !(STRATEGIES as readonly string[]).includes(strategy)) {
      _warn(name, element, `${LOAD_ATTR}="${strategy}" is not one of ${STRATEGIES.join(', ')}: read as idle`);
    }
    if (mounted.has(element) || !shouldMount(element, runtime)) return;
    // The site's own words (a data-vitrine-messages script) before any widget says anything.
    readPageMessagesOnce(runtime);
    let props: P;
    try {
      const { raw, source } = readProps(element, keys, attributes);
      const parsed = definition.props.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const key = String(issue.path[0] ?? '');
        const at = key ? source(key) : 'its props';
        _warn(
          name,
          element,
          `${at} ${key in raw ? `is invalid (${JSON.stringify(raw[key])})` : 'is missing'}`,
        );
        return;
      }
      props = parsed.data;
    } catch (error) {
      _warn(name, element, (error as Error).message);
      return;
    }
    const view = (
      <Boundary name={name} element={element} runtime={runtime}>
        <View element={element} runtime={runtime} props={props} />
      </Boundary>
    );
    if (definition.singleton) {
      mounted.set(element, []);
      if (!single) {
        const host = document.createElement('div');
        host.setAttribute('data-vitrine-host', name);
        document.body.append(host);
        single = { host, count: 0, live: _hydrate(name, view, host) };
      }
      single.count += 1;
      // Every element's mount is live when the one view is.
      return single.live;
    }
    const host = definition.inPlace ? document.createElement('div') : element;
    mounted.set(element, definition.inPlace ? [host] : [...element.childNodes].map((n) => n.cloneNode(true)));
    return _hydrate(name, view, host);
  };
  return {
    // In the page's slices (`_drain`): reading props and rendering, however many markers hydrate
    // at once, never make a long task. A widget the shopper is on (focus inside it: they tabbed
    // to it or pressed it) goes first, now. An unmount before its turn cancels it.
    mount: (element, runtime) =>
      new Promise<void>((resolve, reject) => {
        const job = () => {
          try {
            resolve(queued.delete(element) ? mountNow(element, runtime) : undefined);
          } catch (error) {
            reject(error);
          }
        };
        queued.add(element);
        if (element.contains(document.activeElement)) return job();
        _queue.push(job);
        // A slice still open takes it now; none open (and none waiting): one opens in a task of
        // its own, so that a chunk's arrival (its evaluation, and every marker waiting on it asking
        // for its mount at once) is not also the first slice's task.
        if (!_held) {
          if (performance.now() < _sliceEnd) _drain();
          else _held = setTimeout(_nextSlice);
        }
      }),
    unmount(element) {
      if (queued.delete(element)) return;
      const original = mounted.get(element);
      if (!original) return;
      mounted.delete(element);
      if (definition.singleton) {
        if (single && --single.count <= 0) {
          render(null, single.host);
          single.host.remove();
          single = undefined;
        }
        return;
      }
      if (definition.inPlace) return render(null, original[0] as Element);
      render(null, element);
      element.replaceChildren(...original);
    },
  };
}
