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
import type { Formatter } from '../types.ts';
import { beginSentence, dateTimeFormat } from './format-cache.ts';
import { toInstant } from './instant.ts';
import { hasDateFields, hasTimeFields, skeletonOptions } from './skeleton.ts';
import { validZone, zonedFields } from './time-zone.ts';

/** The two instants of a multi-variable formatter call (`{a, b|…}` hands over both values). */
export function instantPair(value: unknown): [number, number] | undefined {
  if (!Array.isArray(value) || value.length < 2) return undefined;
  const a = toInstant(value[0]);
  const b = toInstant(value[1]);
  return a === undefined || b === undefined ? undefined : [a, b];
}

function _sameDay(a: number, b: number, zone: string): boolean {
  const x = zonedFields(a, zone);
  const y = zonedFields(b, zone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
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
  let sk = skeleton ?? (sameDay ? 'hm' : 'yMMMd');
  // A skeleton that cannot tell the two days apart (only a weekday, say) gains the time,
  // so the two ends still differ: 'Tue, 3:51 PM – Mon, 10:25 AM'.
  if (!sameDay && !hasDateFields(sk) && !hasTimeFields(sk)) sk += 'hm';
  const f = dateTimeFormat(locale, { ...skeletonOptions(sk), timeZone: tz });
  const out = start <= end ? f.formatRange(start, end) : `${f.format(start)} – ${f.format(end)}`;
  return capitalise ? beginSentence(out, locale) : out;
}

export const datetimeInterval: Formatter = (value, args, ctx) => {
  const pair = instantPair(value);
  if (pair === undefined) return '';
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
