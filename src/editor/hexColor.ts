import { LIGHT_THRESHOLD } from '../engine/plugins/content/colorWeight.ts';
import { parseHexColor } from '../engine/plugins/content/hexColor.ts';

/**
 * A hex colour as the editor stores it, '#rrggbb' lower case, from 3 or 6 hex digits with an
 * optional '#' (engine spec §5; the engine's own parser); undefined when it is not one.
 */
export function normaliseHex(text: string): string | undefined {
  const value = parseHexColor(text.trim());
  return value === undefined ? undefined : `#${value.toString(16).padStart(6, '0')}`;
}

/** 'light' above half of 0xFFFFFF, else 'dark' (engine spec §9); undefined for a non-colour. */
export function colorWeight(text: string): 'light' | 'dark' | undefined {
  const value = parseHexColor(text.trim());
  if (value === undefined) return undefined;
  return value > LIGHT_THRESHOLD ? 'light' : 'dark';
}

/** Text counts as dark when its luminance is below 0.65 of 256 (engine spec §9). */
export const DARK_TEXT_LUMINANCE = 0.65 * 256;

/** Relative luminance on the 0–255 scale (Rec. 601 weights), judged against DARK_TEXT_LUMINANCE. */
export function isDarkText(text: string): boolean | undefined {
  const value = parseHexColor(text.trim());
  if (value === undefined) return undefined;
  const r = (value >> 16) & 0xff;
  const g = (value >> 8) & 0xff;
  const b = value & 0xff;
  return 0.299 * r + 0.587 * g + 0.114 * b < DARK_TEXT_LUMINANCE;
}
