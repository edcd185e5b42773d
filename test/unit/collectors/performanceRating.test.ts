import { describe, expect, it } from 'vitest';
import { rate, THRESHOLDS } from '../../../src/collectors/performance/rate.ts';

describe('performance ratings: the spec thresholds, good at or below the first, poor above the second', () => {
  const cases = [
    ['FCP', 1800, 3000],
    ['CLS', 0.1, 0.25],
    ['FID', 100, 300],
    ['INP', 200, 500],
    ['LCP', 2500, 4000],
    ['TTFB', 800, 1800],
  ] as const;

  it.each(cases)('%s: good / poor at %s / %s', (name, good, poor) => {
    expect(THRESHOLDS[name]).toEqual([good, poor]);
    const step = name === 'CLS' ? 0.001 : 1;
    expect(rate(name, 0)).toBe('good');
    expect(rate(name, good)).toBe('good');
    expect(rate(name, good + step)).toBe('needs-improvement');
    expect(rate(name, poor)).toBe('needs-improvement');
    expect(rate(name, poor + step)).toBe('poor');
  });
});
