import { type IntRange, isIntInRange } from './intRange.ts';

/** The storefront spec gives collection types only as the values 1 to 25. */
export type CollectionTypeCode = IntRange<1, 25>;

export const COLLECTION_TYPE_MIN = 1;
export const COLLECTION_TYPE_MAX = 25;

export function isCollectionTypeCode(value: unknown): value is CollectionTypeCode {
  return isIntInRange(value, COLLECTION_TYPE_MIN, COLLECTION_TYPE_MAX);
}

/**
 * The engine's named collection types. The spec pairs no numbers with these names, so none are
 * assumed here.
 */
export const CollectionType = {
  GENERIC: 'generic',
  SUBSCRIPTION: 'subscription',
  TWITTER: 'twitter',
  FOURSQUARE: 'foursquare',
  INSTAGRAM: 'instagram',
  GALLERY_BLOCK: 'gallery-block',
  TEMPLATE_PAGE: 'template-page',
  SPLASH_PAGE: 'splash-page',
  PAGE: 'page',
  FIVEHUNDREDPIX: 'fivehundredpix',
  FLICKR: 'flickr',
  PRODUCTS: 'products',
  SLIDE_GALLERY: 'slide-gallery',
  SLIDE_ALBUM: 'slide-album',
  SLIDE_VIDEO: 'slide-video',
  ALBUM_BLOCK: 'album-block',
} as const;

export type CollectionType = (typeof CollectionType)[keyof typeof CollectionType];
