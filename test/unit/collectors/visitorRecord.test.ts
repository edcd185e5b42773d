import { describe, expect, it } from 'vitest';
import {
  formatVisitRecord,
  nextVisitRecord,
  parseVisitRecord,
  parseVisitTimestamp,
  type VisitRecord,
} from '../../../src/collectors/shared/visitRecord.ts';

const T = 1_763_800_000_000;
const RECORD: VisitRecord = {
  id: 'abc123',
  first: T - 5000,
  previous: T - 3000,
  current: T - 1000,
  count: 3,
};
let ids = 0;
const newId = () => `new-${++ids}`;

describe('ss_cvr: id|first|previous|current|count', () => {
  it('reads back what it writes', () => {
    const text = formatVisitRecord(RECORD);
    expect(text).toBe(`abc123|${T - 5000}|${T - 3000}|${T - 1000}|3`);
    expect(parseVisitRecord(text)).toEqual(RECORD);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['three numbers', 'abc|1|2|3'],
    ['five numbers', 'abc|1|2|3|4|5'],
    ['no id', '|1|2|3|4'],
    ['a zero count', 'abc|1|2|3|0'],
    ['a zero time', 'abc|0|2|3|4'],
    ['a negative', 'abc|1|2|-3|4'],
    ['a leading zero', 'abc|01|2|3|4'],
    ['a fraction', 'abc|1|2|3.5|4'],
    ['an exponent', 'abc|1e3|2000|3000|4'],
    ['hex', 'abc|0x10|20|30|4'],
    ['spaces', 'abc| 1|2|3|4'],
    ['a trailing newline', 'abc|1|2|3|4\n'],
    ['a number past the safe integers', 'abc|1|2|3|12345678901234567'],
    ['markup in the id', '<script>|1|2|3|4'],
    ['a cookie separator in the id', 'a;b=c|1|2|3|4'],
    ['an id of 65 characters', `${'x'.repeat(65)}|1|2|3|4`],
    ['times out of order', 'abc|3|2|1|4'],
    ['previous after current', 'abc|1|5|3|4'],
    ['JSON', '{"id":"abc","count":4}'],
  ])('refuses %s', (_, text) => {
    expect(parseVisitRecord(text)).toBeUndefined();
  });

  it('refuses a long hostile value in linear time', () => {
    const hostile = `${'a|1'.repeat(50_000)}|x`;
    const started = performance.now();
    expect(parseVisitRecord(hostile)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('ss_cvt: a positive integer timestamp', () => {
  it.each([
    ['1763800000000', 1_763_800_000_000],
    ['1', 1],
  ])('reads %s', (text, value) => expect(parseVisitTimestamp(text)).toBe(value));

  it.each([undefined, '', '0', '-5', '1.5', 'abc', '12 ', '1e9', '0012', '9'.repeat(16)])(
    'refuses %j',
    (text) => expect(parseVisitTimestamp(text)).toBeUndefined(),
  );
});

describe('visit counting', () => {
  it('a first visit makes a record of one visit, its times all now', () => {
    expect(nextVisitRecord(undefined, undefined, T, () => 'fresh')).toEqual({
      record: { id: 'fresh', first: T, previous: T, current: T, count: 1 },
      visitStarted: true,
    });
    // ss_cvt alive but no (or a malformed) record: still a new record, never trusted
    expect(nextVisitRecord(undefined, T - 10, T, () => 'fresh').record.count).toBe(1);
  });

  it('while ss_cvt lives, the record is unchanged', () => {
    expect(nextVisitRecord(RECORD, T - 60_000, T, newId)).toEqual({ record: RECORD, visitStarted: false });
  });

  it('once ss_cvt has expired, the visit is counted: count + 1, previous ← current, current ← now', () => {
    expect(nextVisitRecord(RECORD, undefined, T, newId)).toEqual({
      record: { id: 'abc123', first: T - 5000, previous: T - 1000, current: T, count: 4 },
      visitStarted: true,
    });
  });

  it('a clock set back never writes times out of order', () => {
    const { record } = nextVisitRecord(RECORD, undefined, T - 10_000, newId);
    expect(parseVisitRecord(formatVisitRecord(record))).toEqual(record);
  });
});
