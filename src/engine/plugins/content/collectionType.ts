/**
 * Collection type codes the predicates compare against. The spec names the types without
 * numbers (and src/enums therefore holds names only); the numbers are the platform's, as
 * the public conformance cases pin them (page 10, template-page 7).
 */
export const COLLECTION_TYPE = {
  generic: 1,
  subscription: 2,
  twitter: 3,
  foursquare: 4,
  instagram: 5,
  'gallery-block': 6,
  'template-page': 7,
  'splash-page': 8,
  page: 10,
  fivehundredpix: 11,
  flickr: 12,
  products: 13,
  'slide-gallery': 15,
  'slide-album': 16,
  'slide-video': 17,
  'album-block': 18,
} as const;
