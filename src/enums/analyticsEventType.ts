/** Analytics event type codes (storefront spec, section 3). */
export const AnalyticsEventType = {
  PAGE_VIEW: 1,
  SITE_SEARCH: 2,
  HEARTBEAT: 10,
  AUDIO: 20,
  VIDEO: 21,
} as const;

export type AnalyticsEventType = (typeof AnalyticsEventType)[keyof typeof AnalyticsEventType];
