/** Loaders an image template may name (checked in debug mode). */
export const ImageLoader = {
  SQS: 'sqs',
  RAW: 'raw',
  VIMEO: 'vimeo',
  YOUTUBE: 'youtube',
} as const;

export type ImageLoader = (typeof ImageLoader)[keyof typeof ImageLoader];
