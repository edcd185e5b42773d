/** Gallery `active-alignment` option (slider only). Default center. */
export const GalleryActiveAlignment = {
  LEFT: 'left',
  CENTER: 'center',
  RIGHT: 'right',
} as const;

export type GalleryActiveAlignment = (typeof GalleryActiveAlignment)[keyof typeof GalleryActiveAlignment];
