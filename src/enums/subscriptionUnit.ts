/** Subscription billing units. */
export const SubscriptionUnit = {
  WEEK: 'WEEK',
  MONTH: 'MONTH',
  YEAR: 'YEAR',
} as const;

export type SubscriptionUnit = (typeof SubscriptionUnit)[keyof typeof SubscriptionUnit];

/** Periods per year, for converting a billing period to years (52 weeks, 12 months, 1 year). */
export const SUBSCRIPTION_UNITS_PER_YEAR: Readonly<Record<SubscriptionUnit, number>> = {
  WEEK: 52,
  MONTH: 12,
  YEAR: 1,
};
