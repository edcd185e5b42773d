import type { CLSMetric, INPMetric, LCPMetric, Metric } from 'web-vitals';
import { elementPath } from './elementPath.ts';

/**
 * The few attribution fields the page_speed report carries, computed here from each metric's
 * entries and the page's Performance Timeline, so the collector loads web-vitals' standard build
 * (3.5 KB gzip) rather than its attribution build (5.6 KB). Definitions are web-vitals' (its
 * README, "Attribution"), fields named as the report names them (web-vitals' interactionTarget,
 * interactionType and largestShiftTarget are `target` and `type` here); targets are our element
 * paths (elementPath.ts), as the attribution build gave them with `generateTarget: elementPath`.
 */

/** How far the document had loaded at some time (web-vitals' LoadState). */
export type LoadState = 'loading' | 'dom-interactive' | 'dom-content-loaded' | 'complete';

export interface LCPAttribution {
  timeToFirstByte: number;
  resourceLoadDelay: number;
  resourceLoadDuration: number;
  elementRenderDelay: number;
  /** the LCP element's path */
  target?: string;
  /** the LCP image's URL; none for text */
  url?: string;
}

export interface INPAttribution {
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  /** the path of the element interacted with ('' when it left the DOM first) */
  target?: string;
  type?: 'pointer' | 'keyboard';
  loadState: LoadState;
}

export interface CLSAttribution {
  /** the path of the first element that moved in the largest shift (largestShiftTarget) */
  target?: string;
}

/** A web-vitals metric as the collector keeps it: name, value and, for LCP, INP and CLS, attribution. */
export type AttributedMetric =
  | { name: 'LCP'; value: number; attribution: LCPAttribution }
  | { name: 'INP'; value: number; attribution: INPAttribution }
  | { name: 'CLS'; value: number; attribution: CLSAttribution }
  | { name: 'FCP' | 'TTFB'; value: number; attribution?: undefined };

/**
 * The page's navigation entry, when it is one to trust: browsers have reported a responseStart of
 * zero (privacy) or one past the present (bugs); web-vitals ignores those, and so do we.
 */
export function navigationEntry(): PerformanceNavigationTiming | undefined {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav && nav.responseStart > 0 && nav.responseStart < performance.now() ? nav : undefined;
}

/**
 * The document's load state at `time` (ms on the page's clock): from the navigation entry's marks
 * (before domInteractive: loading; before DOMContentLoaded: dom-interactive; before domComplete:
 * dom-content-loaded; a mark still 0 has not happened yet), from document.readyState without one.
 */
export function loadState(time: number): LoadState {
  const ready = document.readyState;
  const nav = ready !== 'loading' && navigationEntry();
  if (!nav) return ready === 'loading' ? 'loading' : ready === 'interactive' ? 'dom-interactive' : 'complete';
  const before = (mark: number) => !mark || time < mark;
  return time < nav.domInteractive
    ? 'loading'
    : before(nav.domContentLoadedEventStart)
      ? 'dom-interactive'
      : before(nav.domComplete)
        ? 'dom-content-loaded'
        : 'complete';
}

/**
 * LCP's breakdown (web-vitals' definitions): TTFB = responseStart − activationStart (at least 0);
 * the LCP resource's request start (requestStart, or startTime where a cross-origin resource
 * without Timing-Allow-Origin gives 0) and response end, each no earlier than the part before it,
 * the response end no later than LCP; resourceLoadDelay = request start − TTFB,
 * resourceLoadDuration = response end − request start, elementRenderDelay = LCP − response end.
 * Text (no URL) or a resource the timeline lacks: delay and duration 0. Without a navigation entry
 * it is all render delay, as web-vitals has it.
 */
export function lcpAttribution(metric: LCPMetric): LCPAttribution {
  const lcp = metric.value;
  const entry = metric.entries.at(-1);
  const a: LCPAttribution = {
    timeToFirstByte: 0,
    resourceLoadDelay: 0,
    resourceLoadDuration: 0,
    elementRenderDelay: lcp,
  };
  if (!entry) return a;
  a.target = entry.element ? elementPath(entry.element) : entry.id ? `#${entry.id}` : undefined;
  if (entry.url) a.url = entry.url;
  const nav = navigationEntry();
  if (!nav) return a;
  const activation = nav.activationStart || 0;
  // The latest load of that URL that began before the element painted (the same URL may load twice).
  const resource = entry.url
    ? (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).findLast(
        (r) => r.name === entry.url && (r.requestStart || r.startTime) <= entry.startTime,
      )
    : undefined;
  const ttfb = Math.max(0, nav.responseStart - activation);
  const requestStart = resource
    ? Math.max(ttfb, (resource.requestStart || resource.startTime) - activation)
    : ttfb;
  const responseEnd = resource
    ? Math.max(requestStart, Math.min(lcp, resource.responseEnd - activation))
    : requestStart;
  a.timeToFirstByte = ttfb;
  a.resourceLoadDelay = requestStart - ttfb;
  a.resourceLoadDuration = responseEnd - requestStart;
  a.elementRenderDelay = Math.max(0, lcp - responseEnd);
  return a;
}

/**
 * INP's breakdown from the interaction's entries (web-vitals gives those of its longest event:
 * one frame, one start time): inputDelay = first processingStart − startTime, processingDuration =
 * last processingEnd − first processingStart, presentationDelay = startTime + duration − last
 * processingEnd (at least 0); its type (keyboard for key events, else pointer), target, and the
 * document's load state when it began.
 */
export function inpAttribution(metric: INPMetric): INPAttribution {
  const entries = metric.entries;
  const first = entries[0];
  if (!first)
    return {
      inputDelay: 0,
      processingDuration: 0,
      presentationDelay: 0,
      loadState: loadState(performance.now()),
    };
  const start = Math.min(...entries.map((e) => e.processingStart));
  const end = Math.max(...entries.map((e) => e.processingEnd));
  return {
    inputDelay: start - first.startTime,
    processingDuration: end - start,
    presentationDelay: Math.max(0, first.startTime + first.duration - end),
    target: elementPath(entries.find((e) => e.target)?.target),
    type: first.name.startsWith('key') ? 'keyboard' : 'pointer',
    loadState: loadState(first.startTime),
  };
}

/**
 * CLS's target: in the largest of the shifts counted, the first of its sources that is an element
 * (document order, as web-vitals defines largestShiftTarget), else its first source.
 */
export function clsAttribution(metric: CLSMetric): CLSAttribution {
  let largest: CLSMetric['entries'][number] | undefined;
  for (const e of metric.entries) if (!largest || e.value > largest.value) largest = e;
  const sources = largest?.sources ?? [];
  const source = sources.find((s) => s.node?.nodeType === 1) ?? sources[0];
  return source ? { target: elementPath(source.node) } : {};
}

/** The metric as the collector keeps it, attributed now: the elements named are those of this moment. */
export function attribute(metric: Metric): AttributedMetric {
  const { name, value } = metric;
  return name === 'LCP'
    ? { name, value, attribution: lcpAttribution(metric as LCPMetric) }
    : name === 'INP'
      ? { name, value, attribution: inpAttribution(metric as INPMetric) }
      : name === 'CLS'
        ? { name, value, attribution: clsAttribution(metric as CLSMetric) }
        : { name, value };
}
