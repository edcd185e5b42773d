import { describe, expect, it } from 'vitest';
import { colorWeight, isDarkText, normaliseHex } from '../../../src/editor/hexColor.ts';
import { parseHsl, validateHsl } from '../../../src/editor/hslColor.ts';

describe('HSL colours', () => {
  it('accepts hue 0 to 360 and saturation, lightness, alpha 0 to 1 (alpha defaults to 1)', () => {
    expect(validateHsl({ h: 0, s: 0, l: 0 })).toEqual({ ok: true, value: { h: 0, s: 0, l: 0, a: 1 } });
    expect(validateHsl({ h: 360, s: 1, l: 1, a: 0 })).toEqual({
      ok: true,
      value: { h: 360, s: 1, l: 1, a: 0 },
    });
    expect(validateHsl({ h: '120', s: '0.5', l: '0.25' })).toMatchObject({ ok: true, value: { h: 120 } });
  });

  it.each([
    [{ h: 361, s: 0.5, l: 0.5 }, 'Hue out of bounds.'],
    [{ h: -1, s: 0.5, l: 0.5 }, 'Hue out of bounds.'],
    [{ h: 10, s: 1.01, l: 0.5 }, 'Saturation out of bounds.'],
    [{ h: 10, s: 0.5, l: -0.1 }, 'Lightness out of bounds.'],
    [{ h: 10, s: 0.5, l: 0.5, a: 2 }, 'Alpha out of bounds.'],
    [{ h: 10, s: 0.5, l: 0.5, a: 'x' }, 'Alpha out of bounds.'],
    [{ s: 0.5, l: 0.5 }, 'Missing an H/S/L value.'],
    [{ h: 10, s: '', l: 0.5 }, 'Missing an H/S/L value.'],
    [{ h: 10, s: 0.5, l: Number.NaN }, 'Missing an H/S/L value.'],
  ])('refuses %o with the spec message %s', (input, message) => {
    expect(validateHsl(input)).toEqual({ ok: false, error: message });
  });

  it('parses hsl() and hsla() text, with fractions or percentages', () => {
    expect(parseHsl('hsl(210, 0.5, 0.4)')).toEqual({ ok: true, value: { h: 210, s: 0.5, l: 0.4, a: 1 } });
    expect(parseHsl('hsla(210deg, 50%, 40%, 0.8)')).toEqual({
      ok: true,
      value: { h: 210, s: 0.5, l: 0.4, a: 0.8 },
    });
    expect(parseHsl('hsl(210, 50%)')).toEqual({ ok: false, error: 'Missing an H/S/L value.' });
    expect(parseHsl('rgb(1,2,3)')).toEqual({ ok: false, error: 'Missing an H/S/L value.' });
    expect(parseHsl('hsl(400, 50%, 40%)')).toEqual({ ok: false, error: 'Hue out of bounds.' });
  });
});

describe('hex colours', () => {
  it('takes 3 or 6 hex digits with an optional #, stored as #rrggbb', () => {
    expect(normaliseHex('#ABC')).toBe('#aabbcc');
    expect(normaliseHex(' 027AFF ')).toBe('#027aff');
    expect(normaliseHex('#000')).toBe('#000000');
    for (const bad of ['', '#12', '#1234', 'ggg', '##fff', '#fffffff'])
      expect(normaliseHex(bad), bad).toBeUndefined();
  });

  it('weighs light above half of 0xFFFFFF, dark at or below', () => {
    expect(colorWeight('#FFB802')).toBe('light');
    expect(colorWeight('#027AFF')).toBe('dark');
    expect(colorWeight('#7fffff')).toBe('dark'); // 8388607 < 8388607.5
    expect(colorWeight('#800000')).toBe('light'); // 8388608
    expect(colorWeight('blue')).toBeUndefined();
  });

  it('treats text as dark below a luminance of 0.65 × 256', () => {
    expect(isDarkText('#000')).toBe(true);
    expect(isDarkText('#fff')).toBe(false);
    expect(isDarkText('#a6a6a6')).toBe(true); // 166 < 166.4
    expect(isDarkText('#a7a7a7')).toBe(false); // 167
    expect(isDarkText('nope')).toBeUndefined();
  });
});
