import { get, num } from './value.ts';

/** `x,y` of an image's focal point; the centre when the image has none. */
export const focalPoint = (media: unknown): string => {
  const point = get(media, 'mediaFocalPoint');
  if (point === undefined) return '0.5,0.5';
  return `${num(get(point, 'x'))},${num(get(point, 'y'))}`;
};
