import { asText } from '../json.ts';
import type { Formatter } from '../types.ts';
import { parseHexColor } from './hexColor.ts';

/** Spec §9: colours above half of 0xFFFFFF count as light. */
export const LIGHT_THRESHOLD = 16777215 / 2;

/** `{color|color-weight}`: `light` or `dark`, to pick a contrasting text colour; nothing for a non-colour. */
export const colorWeight: Formatter = (value) => {
  const color = parseHexColor(asText(value));
  if (color === undefined) return undefined;
  return color > LIGHT_THRESHOLD ? 'light' : 'dark';
};
