/**
 * `relative-time`: how far an instant lies from now ('in 2 hours', '11 hours ago'), or the
 * end of `{start, end|relative-time}` from its start, in the locale's CLDR wording.
 * Options: allowWeeks (default true, as the Java reference engine counts weeks),
 * context:begin-sentence, numeric:auto ('tomorrow' rather than 'in 1 day').
 */
import { localeOrDefault } from '../i18n/locale.ts';
import { flag, parseOptions } from '../i18n/options.ts';
import { type Formatter, Values } from '../types.ts';
import { beginSentence } from './formatCache.ts';
import { epochOf } from './instant.ts';
import { instantPair } from './interval.ts';

const _SECOND = 1000;
const _MINUTE = 60 * _SECOND;
const _HOUR = 60 * _MINUTE;
const _DAY = 24 * _HOUR;

/** Largest unit first; a unit is used once the distance reaches one of it. */
const _UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * _DAY],
  ['month', 30 * _DAY],
  ['week', 7 * _DAY],
  ['day', _DAY],
  ['hour', _HOUR],
  ['minute', _MINUTE],
  ['second', _SECOND],
];

/** Describe `delta` milliseconds (positive: in the future) for `locale`. */
export function formatRelative(
  delta: number,
  locale: string,
  options: { allowWeeks?: boolean; numeric?: 'always' | 'auto' } = {},
): string {
  const abs = Math.abs(delta);
  const weeks = options.allowWeeks !== false;
  let unit: Intl.RelativeTimeFormatUnit = 'second';
  let size = _SECOND;
  for (const [u, ms] of _UNITS) {
    if ((weeks || u !== 'week') && abs >= ms) {
      unit = u;
      size = ms;
      break;
    }
  }
  const n = Math.round(abs / size) * Math.sign(delta);
  return _relativeFormat(locale, options.numeric ?? 'always').format(n === 0 ? 0 : n, unit);
}

/** Intl.RelativeTimeFormat by locale and numeric: building one costs far more than using it. */
const _formats = new Map<string, Intl.RelativeTimeFormat>();

function _relativeFormat(locale: string, numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  const key = `${locale}|${numeric}`;
  let f = _formats.get(key);
  if (f === undefined) {
    f = new Intl.RelativeTimeFormat(locale, { numeric });
    if (_formats.size >= 200) _formats.clear();
    _formats.set(key, f);
  }
  return f;
}

/**
 * Rule (Java's RelativeTimeFormatter): each instant is read as asLong, so a missing, null or
 * non-numeric one is the epoch ('56 years ago').
 */
export const relativeTime: Formatter = (value, args, ctx) => {
  const opts = parseOptions(args);
  const pair = instantPair(value);
  let delta: number;
  if (pair !== undefined) delta = pair[1] - pair[0];
  else {
    const at = epochOf(value instanceof Values ? value.items[0] : value);
    if (at === undefined) return '';
    delta = at - ctx.now;
  }
  const locale = localeOrDefault(ctx.locale);
  const out = formatRelative(delta, locale, {
    allowWeeks: flag(opts, 'allowWeeks') ?? true,
    numeric: opts.numeric === 'auto' ? 'auto' : 'always',
  });
  return opts.context === 'begin-sentence' ? beginSentence(out, locale) : out;
};
