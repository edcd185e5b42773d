import { describe, expect, it } from 'vitest';
import {
  formatVisitRecord,
  nextVisitRecord,
  parseVisitRecord,
  parseVisitTimestamp,
  type VisitRecord,
} from '../../../src/collectors/common/visitRecord.ts';

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

  // Storefront spec §9: "id followed by four positive integers", and nothing more is asked.
  it.each<[string, string, VisitRecord]>([
    ['times out of order', 'abc|3|2|1|5', { id: 'abc', first: 3, previous: 2, current: 1, count: 5 }],
    ['previous after current', 'abc|1|5|3|4', { id: 'abc', first: 1, previous: 5, current: 3, count: 4 }],
    ['leading zeros', 'abc|01|002|3|0004', { id: 'abc', first: 1, previous: 2, current: 3, count: 4 }],
    [
      'an id of any cookie characters',
      'A.b:c/d+e=f<g>|1|2|3|4',
      { id: 'A.b:c/d+e=f<g>', first: 1, previous: 2, current: 3, count: 4 },
    ],
    [
      'an id of 128 characters',
      `${'x'.repeat(128)}|1|2|3|4`,
      { id: 'x'.repeat(128), first: 1, previous: 2, current: 3, count: 4 },
    ],
    [
      'the largest safe integer',
      `a|1|2|3|${Number.MAX_SAFE_INTEGER}`,
      { id: 'a', first: 1, previous: 2, current: 3, count: Number.MAX_SAFE_INTEGER },
    ],
  ])('keeps a record with %s', (_, text, record) => {
    expect(parseVisitRecord(text)).toEqual(record);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['three numbers', 'abc|1|2|3'],
    ['five numbers', 'abc|1|2|3|4|5'],
    ['no id', '|1|2|3|4'],
    ['a zero count', 'abc|1|2|3|0'],
    ['a zero time', 'abc|0|2|3|4'],
    ['all zeros', 'abc|000|2|3|4'],
    ['a negative', 'abc|1|2|-3|4'],
    ['a fraction', 'abc|1|2|3.5|4'],
    ['an exponent', 'abc|1e3|2000|3000|4'],
    ['hex', 'abc|0x10|20|30|4'],
    ['spaces', 'abc| 1|2|3|4'],
    ['a trailing newline', 'abc|1|2|3|4\n'],
    ['a number past the safe integers', 'abc|1|2|3|9007199254740992'],
    ['a number of 17 digits', 'abc|1|2|3|00000000000000001'],
    ['a cookie separator in the id', 'a;b=c|1|2|3|4'],
    ['a comma in the id', 'a,b|1|2|3|4'],
    ['a space in the id', 'a b|1|2|3|4'],
    ['a control character in the id', 'a\u0000b|1|2|3|4'],
    ['a tab in the id', 'a\tb|1|2|3|4'],
    ['a non-ASCII id', 'caf\u00e9|1|2|3|4'],
    ['an id of 129 characters', `${'x'.repeat(129)}|1|2|3|4`],
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
    ['0012', 12],
  ])('reads %s', (text, value) => expect(parseVisitTimestamp(text)).toBe(value));

  it.each([undefined, '', '0', '000', '-5', '1.5', 'abc', '12 ', '1e9', '9'.repeat(16), '1'.repeat(17)])(
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

  it('a count at the largest safe integer stays there, so the record written is still one', () => {
    const full = { ...RECORD, count: Number.MAX_SAFE_INTEGER };
    const { record } = nextVisitRecord(full, undefined, T, newId);
    expect(parseVisitRecord(formatVisitRecord(record))).toEqual(record);
    expect(record.count).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('a clock set back never writes times out of order', () => {
    const { record } = nextVisitRecord(RECORD, undefined, T - 10_000, newId);
    expect(parseVisitRecord(formatVisitRecord(record))).toEqual(record);
  });
});
