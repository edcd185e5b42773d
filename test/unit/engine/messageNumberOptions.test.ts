import { describe, expect, it } from 'vitest';
import { render } from '../../../src/engine/index.ts';

/**
 * Numbers inside message formats: by default at most three fraction digits, grouped; digit
 * options by their short names (maxfrac) or their long ones (maximumFractionDigits), as both
 * public engines read them.
 */
const message = (msg: string, n: unknown) => render('{msg|message n}', { msg, n }).output;

describe('numbers in message formats', () => {
  it('default to at most three fraction digits, grouped', () => {
    expect(message('{0 decimal}', '12345.67899')).toBe('12,345.679');
    expect(message('{0 number}', 1.5)).toBe('1.5');
    expect(message('{0}', '12345.67899')).toBe('12345.67899');
  });

  it('take digit options by long or short name', () => {
    expect(message('{0 decimal maximumFractionDigits:1}', '12345.67899')).toBe('12,345.7');
    expect(message('{0 decimal maxfrac:1}', '12345.67899')).toBe('12,345.7');
    expect(message('{0 decimal minimumFractionDigits:2}', 3)).toBe('3.00');
    expect(message('{0 decimal minimumIntegerDigits:3 group:false}', 7)).toBe('007');
    expect(message('{0 decimal maximumSignificantDigits:2}', 12345)).toBe('12,000');
  });

  it('the decimal formatter takes the long names too', () => {
    expect(render('{n|decimal maximumFractionDigits:2}', { n: 3.14159 }).output).toBe('3.14');
  });
});
