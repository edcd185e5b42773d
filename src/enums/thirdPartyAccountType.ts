import { type IntRange, isIntInRange } from './intRange.ts';

/** Third-party account types are documented only as numeric ids 1 to 85. */
export type ThirdPartyAccountType = IntRange<1, 85>;

export const THIRD_PARTY_ACCOUNT_TYPE_MIN = 1;
export const THIRD_PARTY_ACCOUNT_TYPE_MAX = 85;

export function isThirdPartyAccountType(value: unknown): value is ThirdPartyAccountType {
  return isIntInRange(value, THIRD_PARTY_ACCOUNT_TYPE_MIN, THIRD_PARTY_ACCOUNT_TYPE_MAX);
}
