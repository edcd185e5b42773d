import { editorText } from './editorText.ts';

/** Hue 0 to 360; saturation, lightness and alpha 0 to 1 (engine spec §5). */
export interface Hsl {
  h: number;
  s: number;
  l: number;
  a: number;
}

export type ColorResult<T> = { ok: true; value: T } | { ok: false; error: string };

const _BOUNDS = [
  ['h', 360, 'editor.color.hueOutOfBounds'],
  ['s', 1, 'editor.color.saturationOutOfBounds'],
  ['l', 1, 'editor.color.lightnessOutOfBounds'],
  ['a', 1, 'editor.color.alphaOutOfBounds'],
] as const;

/**
 * Check an HSL(A) colour: h, s and l are required ('Missing an H/S/L value.'), alpha defaults to
 * 1, and each must lie within its bounds ('Hue out of bounds.' …). Numbers, or numeric text.
 */
export function validateHsl(
  input: Readonly<Partial<Record<'h' | 's' | 'l' | 'a', unknown>>>,
): ColorResult<Hsl> {
  const read = (value: unknown): number | undefined => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && !Number.isNaN(n) ? n : undefined;
  };
  const h = read(input.h);
  const s = read(input.s);
  const l = read(input.l);
  if (h === undefined || s === undefined || l === undefined) {
    return { ok: false, error: editorText('editor.color.missingHslValue') };
  }
  const a = input.a === undefined ? 1 : read(input.a);
  const value = { h, s, l, a: a ?? Number.NaN };
  for (const [key, max, message] of _BOUNDS) {
    if (!(value[key] >= 0 && value[key] <= max)) return { ok: false, error: editorText(message) };
  }
  return { ok: true, value };
}

/**
 * Parse 'hsl(210, 0.5, 0.4)' or 'hsla(210, 50%, 40%, 0.8)': saturation and lightness as 0–1
 * fractions or as percentages. Missing parts and bounds give the spec's messages.
 */
export function parseHsl(text: string): ColorResult<Hsl> {
  const match = /^\s*hsla?\(([^)]*)\)\s*$/i.exec(text);
  const parts = (match?.[1] ?? '').split(',').map((p) => p.trim());
  const fraction = (part: string | undefined) =>
    part?.endsWith('%') ? String(Number(part.slice(0, -1)) / 100) : part;
  return validateHsl({
    h: parts[0]?.replace(/deg$/i, ''),
    s: fraction(parts[1]),
    l: fraction(parts[2]),
    a: parts[3] === undefined ? undefined : fraction(parts[3]),
  });
}
