/** Kinds of event the performance collector reports. */
export const PerformanceEventKind = {
  PAGE_SPEED: 'page_speed',
  IMAGE: 'image',
  USER: 'user',
  A11Y: 'a11y',
} as const;

export type PerformanceEventKind = (typeof PerformanceEventKind)[keyof typeof PerformanceEventKind];
