/**
 * Rating thresholds, good / poor (engine spec §9 "Performance collector"). The spec gives none for
 * TTFB: its are web-vitals' published ones (800 / 1800 ms), as the inspector's plots use.
 */
export const THRESHOLDS = {
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  INP: [200, 500],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
} as const;

export type MetricName = keyof typeof THRESHOLDS;
export type Rating = 'good' | 'needs-improvement' | 'poor';

/** Good up to and including the first threshold, poor above the second, in between needs improvement. */
export function rate(name: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}
