import type { AttributedMetric } from './attribution.ts';
import type { Interaction } from './keepSlowest.ts';
import { navigationTiming } from './navigationTiming.ts';
import { environment } from './environment.ts';
import { type MetricName, rate, type Rating } from './rate.ts';
import type { VitrineCost } from './vitrineCost.ts';

/** What the collector has seen of the page when its page_speed report goes. */
export interface PageSpeedState {
  /** web-vitals' latest of each metric (CLS, FCP, INP, LCP, TTFB), attributed (attribution.ts) */
  metrics: Partial<Record<string, AttributedMetric>>;
  /** first input delay, from the collector's own first-input observer */
  fid?: { value: number; target: string };
  /** the 10 slowest interactions, slowest first */
  interactions: Interaction[];
  vitrine: VitrineCost;
}

const _whole = (breakdown: object) =>
  Object.fromEntries(
    Object.entries(breakdown).map(([key, v]) => [key, typeof v === 'number' ? Math.round(v) : v]),
  );

/**
 * The page_speed event's own data: each metric under its name (LCP, FCP, CLS, INP, TTFB, FID:
 * what the inspector plots) with its rating under ratings.<name> by the spec's thresholds, LCP's
 * breakdown, INP's and CLS's attribution, navigation timing, connection and device, the slowest
 * interactions and Vitrine's own cost. Times in whole ms; CLS to 4 decimals.
 */
export function pageSpeedData(state: PageSpeedState): Record<string, unknown> {
  const ratings: Partial<Record<MetricName, Rating>> = {};
  const data: Record<string, unknown> = {
    ...environment(),
    navigation: navigationTiming(),
    ratings,
    interactions: state.interactions,
    vitrine: state.vitrine,
  };
  const put = (name: MetricName, value: number | undefined) => {
    if (value === undefined || !Number.isFinite(value)) return;
    // Rated as reported, so a reader (and the inspector) sees the same rating for the same number.
    const reported = name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value);
    data[name] = reported;
    ratings[name] = rate(name, reported);
  };
  const { LCP: lcp, INP: inp, CLS: cls } = state.metrics;
  for (const metric of Object.values(state.metrics)) put(metric!.name, metric!.value);
  put('FID', state.fid?.value);
  if (state.fid) data.fidTarget = state.fid.target;
  // The breakdowns as attribution.ts names them, times in whole ms.
  if (lcp?.name === 'LCP') data.lcpBreakdown = _whole(lcp.attribution);
  if (inp?.name === 'INP') data.inpBreakdown = _whole(inp.attribution);
  if (cls?.name === 'CLS') data.clsTarget = cls.attribution.target;
  return data;
}
