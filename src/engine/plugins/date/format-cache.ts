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
  return f
    .formatToParts(epoch)
    .map((p) => p.value)
    .join('');
}

/** CLDR's text for the range `start`..`end`, with the same care as `formatExact`. */
export function formatRangeExact(f: Intl.DateTimeFormat, start: number, end: number): string {
  return f
    .formatRangeToParts(start, end)
    .map((p) => p.value)
    .join('');
}
