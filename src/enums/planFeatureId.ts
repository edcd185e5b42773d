import { type IntRange, isIntInRange } from './intRange.ts';

/** Plan feature ids are documented only as 1 to 70. */
export type PlanFeatureId = IntRange<1, 70>;

export const PLAN_FEATURE_ID_MIN = 1;
export const PLAN_FEATURE_ID_MAX = 70;

export function isPlanFeatureId(value: unknown): value is PlanFeatureId {
  return isIntInRange(value, PLAN_FEATURE_ID_MIN, PLAN_FEATURE_ID_MAX);
}
