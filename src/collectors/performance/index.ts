import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { PerformanceEvent } from '../../api/routes/performance.ts';
import { performanceRecords } from '../../api/wire/performance.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { quietly } from '../common/quietly.ts';
import { send, useTransport } from '../common/transport.ts';
import { a11yData } from './a11yData.ts';
import { attribute } from './attribution.ts';
import { elementPath } from './elementPath.ts';
import { imageReports } from './imageReports.ts';
import { type Interaction, keepSlowest } from './keepSlowest.ts';
import { observe } from './observe.ts';
import { eventContext } from './eventContext.ts';
import { pageSpeedData, type PageSpeedState } from './pageSpeedData.ts';
import { userTimings } from './userTimings.ts';
import { vitrineCost } from './vitrineCost.ts';

/** engine spec §7 (src/api/wire/performance.ts: its wire facts, no zod). */
const PATH = performanceRecords.path;
/** The page_speed report goes when the page is hidden or after this wait (engine spec §9). */
export const REPORT_WAIT = 60_000;
/** The queued events go this long after load, or when the page is hidden (engine spec §9). */
export const FLUSH_WAIT = 30_000;
/** Long tasks kept: enough to cover hydration on a slow phone. */
const _LONG_TASKS_MAX = 100;

type Kind = PerformanceEvent['event'];
/** How start runs every callback of ours: quietly, and not once stopped. */
type Safe = <A extends unknown[]>(run: (...args: A) => void) => (...args: A) => void;

const _newId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The performance collector, started by the loader once consent allows. It reports, as the
 * engine spec's events (`{app, data, event, pageLoadId, ts}`, a JSON array posted as text):
 * - `page_speed`, once a page load, when the page is hidden or after 60 s, whichever is first:
 *   web-vitals (standard build, in the collectors' chunk) for CLS, FCP, INP, LCP and
 *   TTFB, with LCP's breakdown and INP's and CLS's attribution computed by us (attribution.ts,
 *   from each metric's entries and the Performance Timeline), first input delay from our own
 *   first-input observer, the 10 slowest interactions, navigation timing, connection, device,
 *   and Vitrine's own cost;
 * - `image` (one per image at load), `a11y` and `user` (the page's User Timing measures), queued
 *   and sent 30 s after load or when the page is hidden.
 * A page restored from the back/forward cache is a new page load: a new pageLoadId and a new
 * page_speed report (web-vitals measures the restore). Every browser feature is feature-tested;
 * an error of ours goes to the loader's one handler (which keeps it for the error reporter and
 * calls nothing of ours: it cannot loop), never into the page. Returns the stop, which
 * disconnects our observers and drops what is queued.
 */
export function start(runtime: VitrineRuntime): () => void {
  const release = useTransport(runtime);
  // This chunk sits in the loader's chunks/ folder: its URL tells what of the page is Vitrine.
  // (Not new URL('./', import.meta.url): Vite would take that for an asset and inline it.)
  const chunksBase = import.meta.url.replace(/[^/]*$/, '');
  // Every callback of ours runs through this: an error goes to the loader's one handler (kept
  // for the error reporter, which calls nothing of ours: it cannot loop), never into the page.
  const safe: Safe =
    (run) =>
    (...args) =>
      quietly(runtime, () => stopped || run(...args), 'performance');

  let stopped = false;
  let reported = false;
  let keyboard = false;
  let a11yQueued = false;
  let pageLoadId = _newId();
  let state: Omit<PageSpeedState, 'vitrine'> = { metrics: {}, interactions: [] };
  let queue: PerformanceEvent[] = [];
  const longTasks: PerformanceEntry[] = [];
  const timings = new Set<string>();
  const timers: ReturnType<typeof setTimeout>[] = [];

  const event = (kind: Kind, data: Record<string, unknown>): PerformanceEvent => ({
    app: 'vitrine',
    data: { ...eventContext(runtime), ...data },
    event: kind,
    pageLoadId,
    ts: Date.now(),
  });
  const post = (events: PerformanceEvent[]) => {
    if (events.length) send(runtime, { url: PATH, body: JSON.stringify(events), meansKey: 'deliveryType' });
  };
  const queued = () => {
    // What fails to join the queue stays out; what is queued still goes.
    quietly(
      runtime,
      () => {
        if (!a11yQueued) {
          a11yQueued = true;
          queue.push(event('a11y', a11yData(keyboard)));
        }
        for (const timing of userTimings(timings)) queue.push(event('user', timing));
      },
      'performance',
    );
    return queue.splice(0);
  };
  const pageSpeed = (): PerformanceEvent[] => {
    if (reported) return [];
    reported = true;
    // A failure here loses this report, not the queued events that go with it.
    let speed: PerformanceEvent[] = [];
    quietly(
      runtime,
      () =>
        (speed = [
          event('page_speed', pageSpeedData({ ...state, vitrine: vitrineCost(chunksBase, longTasks) })),
        ]),
      'performance',
    );
    return speed;
  };
  const report = safe(() => post(pageSpeed()));
  const flush = safe(() => post(queued()));
  const hidden = safe((e: Event) => {
    if (e.type === 'pagehide' || document.visibilityState === 'hidden') post([...pageSpeed(), ...queued()]);
  });
  const loaded = safe(() => {
    timers.push(setTimeout(flush, FLUSH_WAIT));
    for (const image of imageReports()) queue.push(event('image', image));
  });
  const restored = safe((e: PageTransitionEvent) => {
    if (!e.persisted) return;
    pageLoadId = _newId();
    state = { metrics: {}, interactions: [] };
    longTasks.length = 0;
    reported = false;
    timers.push(setTimeout(report, REPORT_WAIT));
  });
  const key = safe((e: KeyboardEvent) => {
    if (e.key === 'Tab') keyboard = true;
  });

  const interactions = safe((entries: PerformanceEventTiming[]) => {
    for (const e of entries) if (e.interactionId) keepSlowest(state.interactions, _interaction(e));
  });
  const firstInput = safe((entries: PerformanceEventTiming[]) => {
    const first = entries[0];
    if (first && !state.fid) {
      state.fid = { value: first.processingStart - first.startTime, target: elementPath(first.target) };
    }
    interactions(entries);
  });
  const observers = [
    observe('first-input', firstInput),
    // 16 ms is the least the browser reports: short taps count among the slowest when all are short.
    observe('event', interactions, { durationThreshold: 16 }),
    observe(
      'longtask',
      safe((entries: PerformanceEntry[]) =>
        longTasks.push(...entries.slice(0, _LONG_TASKS_MAX - longTasks.length)),
      ),
    ),
  ];

  // web-vitals' own start may throw on a broken browser (a PerformanceObserver that throws):
  // the report then goes without its metrics.
  safe(_measureWebVitals)(
    safe((m: Metric) => {
      state.metrics[m.name] = attribute(m);
    }),
  );

  timers.push(setTimeout(report, REPORT_WAIT));
  if (document.readyState === 'complete') loaded();
  else addEventListener('load', loaded, { once: true });
  const unlisten = _listen([
    // On window in the bubbling phase: after web-vitals' own listeners (window, capture) have
    // taken their last records, so the report carries the final CLS and INP.
    ['visibilitychange', hidden],
    ['pagehide', hidden],
    ['pageshow', restored],
    ['keydown', key, { capture: true, passive: true }],
  ]);

  return () => {
    stopped = true;
    queue = [];
    for (const t of timers) clearTimeout(t);
    for (const o of observers) o?.disconnect();
    removeEventListener('load', loaded);
    unlisten();
    release();
  };
}

/** One interaction as the report keeps it, from its Event Timing entry (ms, rounded). */
function _interaction(e: PerformanceEventTiming): Interaction {
  return {
    id: e.interactionId,
    type: e.name,
    target: elementPath(e.target),
    duration: Math.round(e.duration),
    inputDelay: Math.round(e.processingStart - e.startTime),
    processing: Math.round(e.processingEnd - e.processingStart),
    presentation: Math.max(0, Math.round(e.startTime + e.duration - e.processingEnd)),
    at: Math.round(e.startTime),
  };
}

/**
 * web-vitals calling `metric` with CLS, FCP, INP, LCP and TTFB at every change
 * (reportAllChanges): each is attributed as it comes, while the elements it names are still those
 * of that moment. It rides in the collectors' one chunk (all five start together), so it is here
 * when the collector starts: no chunk of its own to wait for or to lose.
 */
function _measureWebVitals(metric: (m: Metric) => void) {
  const options = { reportAllChanges: true };
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(metric, options);
}

/** `listeners` on window, each with the event it is for; returns the way to remove them all. */
function _listen(
  listeners: Array<[type: string, listener: (event: never) => void, options?: AddEventListenerOptions]>,
) {
  for (const [type, listener, options] of listeners)
    addEventListener(type, listener as EventListener, options);
  return () => {
    for (const [type, listener, options] of listeners)
      removeEventListener(type, listener as EventListener, options);
  };
}
