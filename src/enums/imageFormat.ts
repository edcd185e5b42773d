/** Image formats; allowed only with the vimeo and youtube loaders. */
export const ImageFormat = {
  JPG: 'jpg',
  WEBP: 'webp',
} as const;

export type ImageFormat = (typeof ImageFormat)[keyof typeof ImageFormat];
