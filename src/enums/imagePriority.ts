/** Loading priorities an image template may name. */
export const ImagePriority = {
  HIGH: 'high',
  LOW: 'low',
  NONE: 'none',
} as const;

export type ImagePriority = (typeof ImagePriority)[keyof typeof ImagePriority];
