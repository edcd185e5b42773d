/**
 * Gallery `aspect-ratio` option (grid only): standard 3:2, standard-vertical 2:3, widescreen 16:9,
 * anamorphic-widescreen 2.40. Default square.
 */
export const GalleryAspectRatio = {
  SQUARE: 'square',
  STANDARD: 'standard',
  STANDARD_VERTICAL: 'standard-vertical',
  FOUR_THREE: 'four-three',
  THREE_FOUR_VERTICAL: 'three-four-vertical',
  WIDESCREEN: 'widescreen',
  ANAMORPHIC_WIDESCREEN: 'anamorphic-widescreen',
} as const;

export type GalleryAspectRatio = (typeof GalleryAspectRatio)[keyof typeof GalleryAspectRatio];
