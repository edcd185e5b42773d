/** How the performance report was sent. */
export const DeliveryType = {
  BEACON: 'beacon',
  XHR: 'xhr',
} as const;

export type DeliveryType = (typeof DeliveryType)[keyof typeof DeliveryType];
