import { type IntRange, isIntInRange } from './intRange.ts';

// Three numbering schemes exist for blocks; each list keeps only the numbers its spec states
// and a range type covers the rest, so no block number here is guessed.

/** Storefront block types: "heading 1 through SSO inject 101". */
export const BlockType = {
  HEADING: 1,
  SSO_INJECT: 101,
} as const;

export type BlockType = (typeof BlockType)[keyof typeof BlockType];

/** Any storefront block type number in the documented range (not every number need be in use). */
export type BlockTypeCode = IntRange<1, 101>;

export function isBlockTypeCode(value: unknown): value is BlockTypeCode {
  return isIntInRange(value, BlockType.HEADING, BlockType.SSO_INJECT);
}

/** The engine's block kinds whose numbers the spec states. */
export const EngineBlockType = {
  NAVIGATION: 1,
  PRODUCT: 43,
  MEMBER_AREA: 67,
  ACCORDION: 69,
} as const;

export type EngineBlockType = (typeof EngineBlockType)[keyof typeof EngineBlockType];

/** The engine's block kinds the spec names (about 60 exist; these are the named ones). */
export const EngineBlockTypeName = {
  NAVIGATION: 'navigation',
  HTML: 'html',
  LOGO: 'logo',
  MAP: 'map',
  IMAGE: 'image',
  PRODUCT: 'product',
  MARKDOWN: 'markdown',
  BUTTON: 'button',
  NEWSLETTER: 'newsletter',
  DONATION: 'donation',
  MEMBER_AREA: 'member-area',
  ACCORDION: 'accordion',
} as const;

export type EngineBlockTypeName = (typeof EngineBlockTypeName)[keyof typeof EngineBlockTypeName];

/** Any engine block number in the documented range, navigation 1 to accordion 69. */
export type EngineBlockTypeCode = IntRange<1, 69>;

export function isEngineBlockTypeCode(value: unknown): value is EngineBlockTypeCode {
  return isIntInRange(value, EngineBlockType.NAVIGATION, EngineBlockType.ACCORDION);
}

/** The platform helpers' block list: 1 (navigation) to 72 (pricing plan), plus 1337. */
export const PlatformBlockType = {
  NAVIGATION: 1,
  PRICING_PLAN: 72,
  WEBSITE_COMPONENT: 1337,
} as const;

export type PlatformBlockType = (typeof PlatformBlockType)[keyof typeof PlatformBlockType];

export type PlatformBlockTypeCode = IntRange<1, 72> | typeof PlatformBlockType.WEBSITE_COMPONENT;

export function isPlatformBlockTypeCode(value: unknown): value is PlatformBlockTypeCode {
  return (
    value === PlatformBlockType.WEBSITE_COMPONENT ||
    isIntInRange(value, PlatformBlockType.NAVIGATION, PlatformBlockType.PRICING_PLAN)
  );
}

/** Block variant numbers run from 1000 to 1019; which number is which variant is not given. */
export type BlockVariant =
  | 1000
  | 1001
  | 1002
  | 1003
  | 1004
  | 1005
  | 1006
  | 1007
  | 1008
  | 1009
  | 1010
  | 1011
  | 1012
  | 1013
  | 1014
  | 1015
  | 1016
  | 1017
  | 1018
  | 1019;

export const BLOCK_VARIANT_MIN = 1000;
export const BLOCK_VARIANT_MAX = 1019;

export function isBlockVariant(value: unknown): value is BlockVariant {
  return isIntInRange(value, BLOCK_VARIANT_MIN, BLOCK_VARIANT_MAX);
}

/** The block families that have variants. */
export const BlockVariantFamily = {
  GALLERY: 'gallery',
  SUMMARY: 'summary',
  CHART: 'chart',
  IMAGE: 'image',
  TOCK: 'tock',
} as const;

export type BlockVariantFamily = (typeof BlockVariantFamily)[keyof typeof BlockVariantFamily];
