import { describe, expect, it } from 'vitest';
import { render } from '../../../src/engine/index.ts';

/** `%Z` and `%c` print the zone's abbreviation, as the Java engine does, not a GMT offset. */
const at = (zone: string, iso: string, pattern = '%Z') =>
  render(`{t|date ${pattern}}`, { t: Date.parse(iso), website: { timeZone: zone } }).output;

describe('time-zone short names in date patterns', () => {
  it('names zones whose en-US name is only an offset', () => {
    expect(at('Asia/Tokyo', '2021-02-18T00:00:00Z')).toBe('JST');
    expect(at('Asia/Kolkata', '2021-02-18T00:00:00Z')).toBe('IST');
    expect(at('Australia/Perth', '2021-02-18T00:00:00Z')).toBe('AWST');
  });

  it('picks the summer abbreviation while summer time is on, in either hemisphere', () => {
    expect(at('Europe/Berlin', '2021-01-15T12:00:00Z')).toBe('CET');
    expect(at('Europe/Berlin', '2021-07-15T12:00:00Z')).toBe('CEST');
    expect(at('Europe/London', '2021-01-15T12:00:00Z')).toBe('GMT');
    expect(at('Europe/London', '2021-07-15T12:00:00Z')).toBe('BST');
    expect(at('Australia/Sydney', '2021-01-15T12:00:00Z')).toBe('AEDT');
    expect(at('Australia/Sydney', '2021-07-15T12:00:00Z')).toBe('AEST');
  });

  it('keeps the platform names of American zones', () => {
    expect(at('America/New_York', '2021-01-15T12:00:00Z')).toBe('EST');
    expect(at('America/Los_Angeles', '2021-07-15T12:00:00Z')).toBe('PDT');
  });

  it('keeps the offset for a zone with no abbreviation', () => {
    expect(at('Asia/Kathmandu', '2021-01-15T12:00:00Z')).toBe('GMT+5:45');
  });

  it('ends %c with the abbreviation', () => {
    expect(at('Asia/Tokyo', '2021-02-17T21:26:05Z', '%c')).toBe('Thu, Feb 18, 2021 6:26:05 AM JST');
  });
});
