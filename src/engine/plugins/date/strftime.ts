/**
 * `date`: the legacy Unix/YUI strftime patterns (`{publishOn|date %B %e, %Y}`), in English,
 * in the site's time zone. Unknown conversions print nothing; `%%` prints '%'.
 */
import type { Formatter } from '../types.ts';
import { epochOf } from './instant.ts';
import { dayOfYear, isoWeek, weekOfYear } from './julian.ts';
import { validZone, type ZonedFields, zonedFields } from './timeZone.ts';
import { zoneAbbreviation } from './zoneAbbreviation.ts';

const _DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const _MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const _pad = (n: number, width = 2, fill = '0'): string => String(n).padStart(width, fill);
const _hour12 = (h: number): number => (h % 12 === 0 ? 12 : h % 12);

type Conversion = (f: ZonedFields, epoch: number, zone: string) => string;

const _CONVERSIONS: Readonly<Record<string, Conversion>> = {
  a: (f) => (_DAYS[f.weekday] ?? '').slice(0, 3),
  A: (f) => _DAYS[f.weekday] ?? '',
  b: (f) => (_MONTHS[f.month - 1] ?? '').slice(0, 3),
  B: (f) => _MONTHS[f.month - 1] ?? '',
  c: (f, e, z) =>
    `${_CONVERSIONS.a?.(f, e, z)}, ${_CONVERSIONS.b?.(f, e, z)} ${f.day}, ${f.year} ${_CONVERSIONS.r?.(f, e, z)} ${zoneAbbreviation(e, z)}`,
  C: (f) => _pad(Math.floor(f.year / 100)),
  d: (f) => _pad(f.day),
  D: (f) => `${_pad(f.month)}/${_pad(f.day)}/${_pad(((f.year % 100) + 100) % 100)}`,
  e: (f) => _pad(f.day, 2, ' '),
  F: (f) => `${f.year}-${_pad(f.month)}-${_pad(f.day)}`,
  g: (f) => _pad(((isoWeek(f.year, f.month, f.day).year % 100) + 100) % 100),
  G: (f) => String(isoWeek(f.year, f.month, f.day).year),
  h: (f) => (_MONTHS[f.month - 1] ?? '').slice(0, 3),
  H: (f) => _pad(f.hour),
  I: (f) => _pad(_hour12(f.hour)),
  j: (f) => _pad(dayOfYear(f.year, f.month, f.day), 3),
  k: (f) => _pad(f.hour, 2, ' '),
  l: (f) => _pad(_hour12(f.hour), 2, ' '),
  m: (f) => _pad(f.month),
  M: (f) => _pad(f.minute),
  n: () => '\n',
  N: (f) => _pad(f.millisecond * 1_000_000, 9),
  p: (f) => (f.hour < 12 ? 'AM' : 'PM'),
  P: (f) => (f.hour < 12 ? 'am' : 'pm'),
  q: (f) => String(Math.floor((f.month - 1) / 3) + 1),
  r: (f) => `${_hour12(f.hour)}:${_pad(f.minute)}:${_pad(f.second)} ${f.hour < 12 ? 'AM' : 'PM'}`,
  R: (f) => `${_pad(f.hour)}:${_pad(f.minute)}`,
  s: (_, e) => String(Math.floor(e / 1000)),
  S: (f) => _pad(f.second),
  t: () => '\t',
  T: (f) => `${_pad(f.hour)}:${_pad(f.minute)}:${_pad(f.second)}`,
  u: (f) => String(f.weekday === 0 ? 7 : f.weekday),
  // %U and %W print the en-US CLDR week of year (weeks from Sunday, week 1 holds 1 January),
  // as the reference engines do; the public cases pin '08' for 17 February 2021.
  U: (f) => _pad(weekOfYear(f.year, f.month, f.day, 0)),
  v: (f) => `${f.day}-${(_MONTHS[f.month - 1] ?? '').slice(0, 3)}-${f.year}`,
  V: (f) => _pad(isoWeek(f.year, f.month, f.day).week),
  w: (f) => String(f.weekday),
  W: (f) => _pad(weekOfYear(f.year, f.month, f.day, 0)),
  x: (f) => `${_pad(f.month)}/${_pad(f.day)}/${f.year}`,
  X: (f) => `${_pad(_hour12(f.hour))}:${_pad(f.minute)}:${_pad(f.second)} ${f.hour < 12 ? 'AM' : 'PM'}`,
  y: (f) => _pad(((f.year % 100) + 100) % 100),
  Y: (f) => String(f.year),
  z: (f) =>
    `${f.offset < 0 ? '-' : '+'}${_pad(Math.floor(Math.abs(f.offset) / 60))}:${_pad(Math.abs(f.offset) % 60)}`,
  Z: (_, e, z) => zoneAbbreviation(e, z),
};

/** Format `epoch` with a strftime `pattern` in `zone`. */
export function strftime(epoch: number, pattern: string, zone: string): string {
  const fields = zonedFields(epoch, zone);
  let out = '';
  for (const step of _steps(pattern)) out += typeof step === 'string' ? step : step(fields, epoch, zone);
  return out;
}

/** A pattern as its literal text and conversions, in order. */
type Step = string | Conversion;

const _patterns = new Map<string, readonly Step[]>();

/** `pattern` read once (a template's patterns are few): its text runs and conversions. */
function _steps(pattern: string): readonly Step[] {
  let steps = _patterns.get(pattern);
  if (steps !== undefined) return steps;
  const list: Step[] = [];
  let text = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern.charAt(i);
    if (ch !== '%' || i === pattern.length - 1) {
      text += ch;
      continue;
    }
    const code = pattern.charAt(++i);
    if (code === '%') text += '%';
    else {
      // An unknown conversion prints nothing.
      const conversion = Object.hasOwn(_CONVERSIONS, code) ? _CONVERSIONS[code] : undefined;
      if (conversion !== undefined) {
        if (text !== '') list.push(text);
        text = '';
        list.push(conversion);
      }
    }
  }
  if (text !== '') list.push(text);
  steps = list;
  if (_patterns.size >= 500) _patterns.clear();
  _patterns.set(pattern, steps);
  return steps;
}

/**
 * `{publishOn|date %A, %B %e}`: no pattern prints nothing. Rule (both references): the value
 * is read as Java's asLong, so a missing, null or non-numeric value is the epoch, 0.
 */
export const dateFormatter: Formatter = (value, args, ctx) => {
  const epoch = epochOf(value);
  if (epoch === undefined || args.length === 0) return '';
  return strftime(epoch, args.join(' '), validZone(ctx.timeZone));
};
