/** How a web-vitals metric is rated against its good / poor thresholds. */
export const MetricRating = {
  GOOD: 'good',
  NEEDS_IMPROVEMENT: 'needs-improvement',
  POOR: 'poor',
} as const;

export type MetricRating = (typeof MetricRating)[keyof typeof MetricRating];
