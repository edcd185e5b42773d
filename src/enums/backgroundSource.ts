/** Where a background comes from. */
export const BackgroundSource = {
  UPLOAD: 'upload',
  INSTAGRAM: 'instagram',
  VIDEO: 'video',
  NONE: 'none',
} as const;

export type BackgroundSource = (typeof BackgroundSource)[keyof typeof BackgroundSource];
