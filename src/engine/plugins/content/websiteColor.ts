import { asNumber, get } from '../json.ts';
import type { Formatter } from '../types.ts';

/** Spec §5 messages, shown in place of the colour so a designer sees what is wrong. */
export const MISSING_HSL = 'Missing an H/S/L value.';

/** Two decimals at most, with no trailing zeros (`95.54`, `12.5`, `50`). */
const decimal = (n: number): string => String(Math.round(n * 100) / 100);

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * `{color|website-color}`: a site colour stored as hue (0 to 360), saturation, lightness and
 * optional alpha (0 to 1) written as CSS `hsl(…)` or `hsla(…)`. Every out-of-range part is
 * named, in order, separated by spaces.
 */
export const websiteColor: Formatter = (value) => {
  const [h, s, l, a] = ['hue', 'saturation', 'lightness', 'alpha'].map((key) => get(value, key));
  if (!present(h) || !present(s) || !present(l)) return MISSING_HSL;
  const hue = asNumber(h);
  const saturation = asNumber(s);
  const lightness = asNumber(l);
  const alpha = present(a) ? asNumber(a) : undefined;

  const faults: string[] = [];
  if (hue < 0 || hue > 360) faults.push('Hue out of bounds.');
  if (saturation < 0 || saturation > 1) faults.push('Saturation out of bounds.');
  if (lightness < 0 || lightness > 1) faults.push('Lightness out of bounds.');
  if (alpha !== undefined && (alpha < 0 || alpha > 1)) faults.push('Alpha out of bounds.');
  if (faults.length > 0) return faults.join(' ');

  const parts = `${decimal(hue)}, ${decimal(saturation * 100)}%, ${decimal(lightness * 100)}%`;
  return alpha === undefined ? `hsl(${parts})` : `hsla(${parts}, ${decimal(alpha)})`;
};
