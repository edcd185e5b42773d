/** The name prefix of the measures defineWidget leaves around each mount: vitrine:hydrate:<widget>. */
export const HYDRATE_MEASURE = 'vitrine:hydrate:';

/** What Vitrine itself cost the page (beyond the spec: the report's `vitrine` field). */
export interface VitrineCost {
  /** bytes of the loader and chunks downloaded (transfer size, else encoded body size when cached) */
  bytes: number;
  /** how many of them */
  chunks: number;
  /** total mount time per widget, whole ms */
  hydrate: Record<string, number>;
  /** long tasks (over 50 ms) overlapping hydration: how many, and their total ms */
  longTasks: number;
  longTaskTime: number;
}

/**
 * Vitrine's own cost, from the page's Resource Timing (the loader and everything under its
 * chunks/ folder: `chunksBase`), the hydrate measures, and the long tasks seen during hydration
 * (from the first mount's start to the last one's end). A resource from another origin without
 * Timing-Allow-Origin counts 0 bytes: the browser does not tell its size.
 */
export function vitrineCost(chunksBase: string, longTasks: readonly PerformanceEntry[]): VitrineCost {
  const loader = new URL('../loader.js', chunksBase).href;
  const cost: VitrineCost = { bytes: 0, chunks: 0, hydrate: {}, longTasks: 0, longTaskTime: 0 };
  for (const r of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (r.name.startsWith(chunksBase) || r.name.split(/[?#]/)[0] === loader) {
      cost.chunks++;
      cost.bytes += r.transferSize || r.encodedBodySize || 0;
    }
  }
  let from = Infinity;
  let to = -Infinity;
  for (const m of performance.getEntriesByType('measure')) {
    if (!m.name.startsWith(HYDRATE_MEASURE)) continue;
    const widget = m.name.slice(HYDRATE_MEASURE.length);
    cost.hydrate[widget] = (cost.hydrate[widget] ?? 0) + m.duration;
    from = Math.min(from, m.startTime);
    to = Math.max(to, m.startTime + m.duration);
  }
  for (const widget in cost.hydrate) cost.hydrate[widget] = Math.round(cost.hydrate[widget]!);
  for (const t of longTasks) {
    if (t.startTime < to && t.startTime + t.duration > from) {
      cost.longTasks++;
      cost.longTaskTime += Math.round(t.duration);
    }
  }
  return cost;
}
