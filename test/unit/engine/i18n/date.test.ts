import { describe, expect, it } from 'vitest';
import { render } from '../../../../src/engine/index.ts';
import { checkJulianDay, julianDay } from '../../../../src/engine/plugins/date/julian.ts';
import { LruCache } from '../../../../src/engine/plugins/date/lru.ts';
import { ZONE_CACHE_SIZE } from '../../../../src/engine/plugins/date/timeZone.ts';

const out = (template: string, json: unknown, options: Parameters<typeof render>[2] = {}): string =>
  render(template, json, options).output;

const NOW = Date.UTC(2021, 7, 1, 12);

describe('dates as a visitor reads them', () => {
  it('shows dates in America/New_York unless the site names its zone', () => {
    const t = Date.UTC(2021, 1, 17, 3, 30);
    expect(out('{t|date %F %H:%M %Z}', { t })).toBe('2021-02-16 22:30 EST');
    expect(out('{t|date %F %H:%M}', { t, website: { timeZone: 'Asia/Tokyo' } })).toBe('2021-02-17 12:30');
  });

  it('timesince says how long ago, in the spec’s wording', () => {
    const since = (ms: number) => out('{t|timesince}', { t: NOW - ms }, { now: NOW });
    expect(since(30_000)).toContain('>less than a minute ago<');
    expect(since(90_000)).toContain('>about a minute ago<');
    expect(since(3 * 3_600_000)).toContain('>about 3 hours ago<');
    expect(since(400 * 86_400_000)).toContain('>about a year ago<');
  });

  it('timesince reports an unusable date as "Invalid date."', () => {
    expect(out('{t|timesince}', { t: 'soon' }, { now: NOW })).toBe('Invalid date.');
  });

  it('relative-time and datetime speak the render locale', () => {
    expect(out('{t|relative-time}', { t: NOW - 2 * 3_600_000 }, { now: NOW, locale: 'fr-FR' })).toBe(
      'il y a 2 heures',
    );
    expect(out('{t|datetime date:long}', { t: NOW }, { locale: 'de-DE' })).toBe('1. August 2021');
  });

  it('same-day? compares calendar days in the site’s zone', () => {
    const late = Date.UTC(2021, 0, 2, 3); // 22:00 on 1 January in New York
    const json = { e: { startDate: Date.UTC(2021, 0, 1, 15), endDate: late } };
    expect(out('{.section e}{.same-day?}same{.or}apart{.end}{.end}', json)).toBe('same');
  });
});

describe('calendar arithmetic limits', () => {
  it('throws for Julian days outside the supported range (spec §8)', () => {
    expect(() => julianDay(-5000, 1, 1)).toThrow(RangeError);
    expect(() => checkJulianDay(-1)).toThrow(/outside the supported range/);
    expect(julianDay(2000, 1, 1)).toBe(2_451_545);
  });

  it('keeps time-zone data for the 100 most recently used zones (spec §9)', () => {
    expect(ZONE_CACHE_SIZE).toBe(100);
    const cache = new LruCache<number, number>(2);
    cache.set(1, 1);
    cache.set(2, 2);
    cache.get(1);
    cache.set(3, 3);
    expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual([1, undefined, 3]);
  });
});
