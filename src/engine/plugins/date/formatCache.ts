/** Intl.DateTimeFormat instances by locale and options: building one costs far more than using it. */
import { LruCache } from './lru.ts';

const _formats = new LruCache<string, Intl.DateTimeFormat>(200);

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = _formats.get(key);
  if (f === undefined) {
    f = new Intl.DateTimeFormat(locale, options);
    _formats.set(key, f);
  }
  return f;
}

/** Upper-case the first letter, for `context:begin-sentence`. */
export function beginSentence(s: string, locale: string): string {
  const first = s.codePointAt(0);
  if (first === undefined) return s;
  const ch = String.fromCodePoint(first);
  return ch.toLocaleUpperCase(locale) + s.slice(ch.length);
}

/**
 * CLDR's text for `epoch`. V8's `format()` swaps the narrow no-break space CLDR puts before
 * AM/PM for a plain space (a web-compatibility patch, crbug.com/1414292); `formatToParts()`
 * keeps CLDR's characters, and the public cases expect them.
 */
export function formatExact(f: Intl.DateTimeFormat, epoch: number): string {
  let way = _ways.get(f);
  if (way === undefined) {
    way = _way(f);
    _ways.set(f, way);
  }
  if (way === 'plain') return f.format(epoch);
  if (way !== 'parts') {
    // The space before each day period was CLDR's narrow one.
    let out = f.format(epoch);
    for (const period of way) out = out.replaceAll(` ${period}`, `\u202f${period}`);
    return out;
  }
  let out = '';
  for (const p of f.formatToParts(epoch)) out += p.value;
  return out;
}

/**
 * How `f` writes CLDR's text, from `format()`, three times cheaper than `formatToParts()`,
 * where that is exact: 'plain' when it writes no narrow no-break space at all; the day periods
 * when the only ones stand before a day period (en-US '7:00 AM'), put back after `format()`;
 * else 'parts'. The narrow space comes from the pattern's literals or from a field's names
 * (months, weekdays, day periods, eras, zone names), so the probes cover every month, weekday
 * and hour, summer and winter, and both eras, and the choice must give the exact text for
 * each of them.
 */
function _way(f: Intl.DateTimeFormat): 'plain' | 'parts' | readonly string[] {
  const exact: string[] = [];
  const periods = new Set<string>();
  let narrow = false;
  for (const t of _PROBES) {
    let text = '';
    for (const p of f.formatToParts(t)) {
      text += p.value;
      if (p.type === 'dayPeriod') periods.add(p.value);
    }
    if (text.includes('\u202f')) narrow = true;
    exact.push(text);
  }
  if (!narrow) return 'plain';
  const list = [...periods].filter((p) => p !== '');
  for (let i = 0; i < _PROBES.length; i++) {
    let out = f.format(_PROBES[i]!);
    for (const period of list) out = out.replaceAll(` ${period}`, `\u202f${period}`);
    if (out !== exact[i]) return 'parts';
  }
  return list;
}

const _ways = new WeakMap<Intl.DateTimeFormat, 'plain' | 'parts' | readonly string[]>();

const _PROBES: readonly number[] = [
  ...Array.from({ length: 12 }, (_, m) => Date.UTC(2021, m, 3 + m, (m * 5) % 24, 7, 9)),
  ...Array.from({ length: 24 }, (_, h) => Date.UTC(2020, 6, 10 + (h % 7), h, 30)),
  Date.UTC(-500, 0, 1),
  Date.UTC(9999, 11, 31, 23),
];

/** CLDR's text for the range `start`..`end`, with the same care as `formatExact`. */
export function formatRangeExact(f: Intl.DateTimeFormat, start: number, end: number): string {
  return f
    .formatRangeToParts(start, end)
    .map((p) => p.value)
    .join('');
}
