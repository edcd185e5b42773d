/** Media types of a gallery item. */
export const GalleryMediaType = {
  IMAGE_EMPTY: 'imageEmpty',
  IMAGE_FILE: 'imageFile',
  IMAGE_LICENSED: 'imageLicensed',
  IMAGE_REUSED: 'imageReused',
  ASSET_REUSED: 'assetReused',
  VIDEO: 'video',
} as const;

export type GalleryMediaType = (typeof GalleryMediaType)[keyof typeof GalleryMediaType];
