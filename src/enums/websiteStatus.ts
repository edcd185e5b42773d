/** Website status codes (storefront spec, section 3); 9 and 10 are not given. */
export const WebsiteStatus = {
  EXPIRED: 1,
  PAST_DUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  V5_LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
} as const;

export type WebsiteStatus = (typeof WebsiteStatus)[keyof typeof WebsiteStatus];
