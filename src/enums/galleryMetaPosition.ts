/** Gallery `meta-position` option. Default bottom. */
export const GalleryMetaPosition = {
  TOP: 'top',
  TOP_LEFT: 'top-left',
  TOP_RIGHT: 'top-right',
  CENTER: 'center',
  BOTTOM: 'bottom',
  BOTTOM_LEFT: 'bottom-left',
  BOTTOM_RIGHT: 'bottom-right',
} as const;

export type GalleryMetaPosition = (typeof GalleryMetaPosition)[keyof typeof GalleryMetaPosition];
