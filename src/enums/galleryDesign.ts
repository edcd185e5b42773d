/** Gallery `design` option; `slider` is labelled Carousel. Default grid. */
export const GalleryDesign = {
  SLIDESHOW: 'slideshow',
  SLIDER: 'slider',
  GRID: 'grid',
  STACKED: 'stacked',
} as const;

export type GalleryDesign = (typeof GalleryDesign)[keyof typeof GalleryDesign];
