/**
 * `datetime-interval`: two instants as one range, `{start, end|datetime-interval}`.
 *
 *   different days → 'Nov 2 – 13, 2017' (skeleton yMMMd)
 *   same day       → '10:00 AM – 12:00 PM' (skeleton hm)
 *
 * A bare argument or skeleton:X picks the skeleton; context:begin-sentence capitalises.
 */
import { localeOrDefault } from '../i18n/locale.ts';
import { parseOptions } from '../i18n/options.ts';
import { type Formatter, Values } from '../types.ts';
import { dateTimeGlue } from './datetime.ts';
import { beginSentence, dateTimeFormat, formatExact, formatRangeExact } from './formatCache.ts';
import { epochOf } from './instant.ts';
import { hasDateFields, hasTimeFields, skeletonOptions, skeletonWidth } from './skeleton.ts';
import { validZone, zonedFields } from './timeZone.ts';

/**
 * The two instants of a multi-variable formatter call (`{a, b|…}` hands over its Values), each
 * read as Java's asLong (a missing or non-numeric value is 0); undefined for one value.
 */
export function instantPair(value: unknown): [number, number] | undefined {
  if (!(value instanceof Values) || value.items.length < 2) return undefined;
  const a = epochOf(value.items[0]);
  const b = epochOf(value.items[1]);
  return a === undefined || b === undefined ? undefined : [a, b];
}

function _sameDay(a: number, b: number, zone: string): boolean {
  const x = zonedFields(a, zone);
  const y = zonedFields(b, zone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

const _separators = new Map<string, string>();

/** The locale's interval fallback separator (' – ' with thin spaces in English), read from Intl. */
function _separator(locale: string): string {
  let sep = _separators.get(locale);
  if (sep === undefined) {
    const parts = dateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }).formatRangeToParts(
      Date.UTC(2000, 6),
      Date.UTC(2010, 6),
    );
    sep = parts.find((p) => p.source === 'shared' && p.type === 'literal')?.value ?? ' – ';
    _separators.set(locale, sep);
  }
  return sep;
}

/** Format the range `start`..`end` with an optional skeleton, for `locale` in `zone`. */
export function formatInterval(
  start: number,
  end: number,
  skeleton: string | undefined,
  locale: string,
  zone: string,
  capitalise = false,
): string {
  const tz = validZone(zone);
  const sameDay = _sameDay(start, end, tz);
  const sk = skeleton ?? (sameDay ? 'hm' : 'yMMMd');
  const f = (k: string): Intl.DateTimeFormat =>
    dateTimeFormat(locale, { ...skeletonOptions(k), timeZone: tz });
  let out: string;
  if (!sameDay && !hasDateFields(sk) && !hasTimeFields(sk)) {
    // A skeleton that cannot tell the two days apart (only a weekday, say) gains the time, glued
    // on as a date and a time are, and each end is written whole: 'Tue, 3:51 PM – Mon, 10:25 AM'
    // (Intl would add the month and day).
    const glue = dateTimeGlue(locale, skeletonWidth(sk), tz);
    const whole = (t: number): string =>
      glue.replace('{1}', formatExact(f(sk), t)).replace('{0}', formatExact(f('hm'), t));
    out = `${whole(start)}${_separator(locale)}${whole(end)}`;
  } else if (start <= end) out = formatRangeExact(f(sk), start, end);
  else {
    // Reversed: each end written whole, or once when the two read the same (as both references do).
    const [a, b] = [formatExact(f(sk), start), formatExact(f(sk), end)];
    out = a === b ? a : `${a}${_separator(locale)}${b}`;
  }
  return capitalise ? beginSentence(out, locale) : out;
}

/** Rule (Java): with fewer than two variables the value is left as it is and printed. */
export const datetimeInterval: Formatter = (value, args, ctx) => {
  const pair = instantPair(value);
  if (pair === undefined) return value instanceof Values ? value.items[0] : value;
  const opts = parseOptions(args);
  let skeleton = opts.skeleton;
  for (const [k, v] of Object.entries(opts)) if (v === '') skeleton = (skeleton ?? '') + k;
  return formatInterval(
    pair[0],
    pair[1],
    skeleton,
    localeOrDefault(ctx.locale),
    ctx.timeZone,
    opts.context === 'begin-sentence',
  );
};
