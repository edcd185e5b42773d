import { asNumber, get } from '../json.ts';

/** `x,y` of an image's focal point; the centre when the image has none. */
export const focalPoint = (media: unknown): string => {
  const point = get(media, 'mediaFocalPoint');
  if (point === undefined) return '0.5,0.5';
  return `${asNumber(get(point, 'x'))},${asNumber(get(point, 'y'))}`;
};
