/**
 * The widths the image service serves (spec §9): thumbnails come in 100w … 1500w, source
 * sets may also reach 2500w. Served widths run from 100 to 2500 px.
 */
export const IMAGE_SIZES = ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w'] as const;

/** The thumbnail bucket for a wanted width: the smallest served size above it, capped at 1500w. */
export const thumbnailSizeForWidth = (width: number): string => {
  if (width > 1000) return '1500w';
  if (width > 750) return '1000w';
  if (width > 500) return '750w';
  if (width > 300) return '500w';
  if (width > 100) return '300w';
  return '100w';
};
