import { type IntRange, isIntInRange } from './intRange.ts';

/**
 * Record type codes: the storefront list (text 1 … course item 63) merged with the engine's
 * list; where both name a code they agree. Only codes the specs state are listed.
 */
export const RecordType = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  GALLERY: 14,
  BINARY: 15,
  CSS_ASSET: 16,
  TWEAK_ASSET: 17,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  WORDPRESS_EXPORT: 20,
  JSON_EXPORT: 21,
  SITE_SEARCH: 30,
  ACTIVE_TIME: 31,
  TWEET: 50,
  CHECKIN: 52,
  KBARTICLE: 54,
  COURSE_ITEM: 63,
} as const;

export type RecordType = (typeof RecordType)[keyof typeof RecordType];

/** The engine's record type names (engine spec, "Record type codes in the engine"). */
export const RecordTypeByName = {
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  audio: 7,
  video: 8,
  'store-item': 11,
  event: 12,
  gallery: 14,
  binary: 15,
  'css-asset': 16,
  'tweak-asset': 17,
  'digital-good': 18,
  attachment: 19,
  'wordpress-export': 20,
  'json-export': 21,
  'site-search': 30,
  'active-time': 31,
  tweet: 50,
  checkin: 52,
  kbarticle: 54,
} as const;

export type RecordTypeName = keyof typeof RecordTypeByName;

/** The storefront spec gives "others up to course item 63" without naming them: any code 1 to 63. */
export type RecordTypeCode = IntRange<1, 63>;

export const RECORD_TYPE_MIN = 1;
export const RECORD_TYPE_MAX = 63;

export function isRecordTypeCode(value: unknown): value is RecordTypeCode {
  return isIntInRange(value, RECORD_TYPE_MIN, RECORD_TYPE_MAX);
}

/** The engine name of a code, or undefined for codes the engine list does not name (chat, review …). */
export function recordTypeName(code: number): RecordTypeName | undefined {
  for (const name in RecordTypeByName) {
    if (RecordTypeByName[name as RecordTypeName] === code) return name as RecordTypeName;
  }
  return undefined;
}
