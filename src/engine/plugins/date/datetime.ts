/**
 * `datetime`: an instant in the locale's CLDR date and time formats, in the site's zone.
 *
 *   {t|datetime}                          February 24, 2020           (date:long)
 *   {t|datetime short}                    2/24/20, 2:04 PM            (date and time)
 *   {t|datetime date:full time:short}     Monday, February 24, 2020 at 2:04 PM
 *   {t|datetime yMMMd hm}                 Feb 24, 2020, 2:04 PM       (bare skeletons join)
 *   {t|datetime date:medium time:hm wrap:full}   Feb 24, 2020 at 2:04 PM
 *
 * Options: date, time, datetime (a width or a skeleton), skeleton, wrap (the glue's width),
 * context:begin-sentence, calendar (gregory, japanese, buddhist …).
 */
import { localeOrDefault } from '../i18n/locale.ts';
import { parseOptions } from '../i18n/options.ts';
import type { Formatter } from '../types.ts';
import { beginSentence, dateTimeFormat, formatExact } from './formatCache.ts';
import { epochOf } from './instant.ts';
import { skeletonOptions, skeletonWidth, WIDTHS, type Width } from './skeleton.ts';
import { validZone } from './timeZone.ts';

/** What to format: each part a width or a skeleton. */
export interface DateTimeRequest {
  date?: string;
  time?: string;
  skeleton?: string;
  wrap?: Width;
  calendar?: string;
  beginSentence?: boolean;
}

const _requests = new WeakMap<readonly string[], DateTimeRequest>();

/**
 * The request written in a datetime formatter's (or message argument's) arguments: read once
 * per argument list (a tag's list is the same array at every render, and is never changed).
 */
export function dateTimeRequest(args: readonly string[]): DateTimeRequest {
  let req = _requests.get(args);
  if (req === undefined) {
    req = _request(args);
    _requests.set(args, req);
  }
  return req;
}

function _request(args: readonly string[]): DateTimeRequest {
  const req: DateTimeRequest = {};
  let skeleton = '';
  for (const [key, value] of Object.entries(parseOptions(args))) {
    if (value === '') {
      if (WIDTHS.has(key)) {
        req.date = key;
        req.time = key;
      } else skeleton += key;
      continue;
    }
    switch (key) {
      case 'date':
      case 'time':
        req[key] = value;
        break;
      case 'datetime':
        if (WIDTHS.has(value)) {
          req.date = value;
          req.time = value;
        } else skeleton += value;
        break;
      case 'skeleton':
        skeleton += value;
        break;
      case 'wrap':
        if (WIDTHS.has(value)) req.wrap = value as Width;
        break;
      case 'context':
        req.beginSentence = value === 'begin-sentence';
        break;
      case 'calendar':
        req.calendar = value;
        break;
    }
  }
  if (skeleton !== '') req.skeleton = skeleton;
  if (req.skeleton === undefined && req.date === undefined && req.time === undefined) req.date = 'long';
  return req;
}

const _glues = new Map<string, string>();

/**
 * The locale's date-time glue for a width ('{1}, {0}', '{1} at {0}'), read back from Intl:
 * format date and time together and apart, and see what joins them.
 */
export function dateTimeGlue(locale: string, width: Width, zone: string): string {
  const key = `${locale}|${width}`;
  let glue = _glues.get(key);
  if (glue === undefined) {
    const probe = Date.UTC(2020, 0, 15, 12);
    const both = formatExact(
      dateTimeFormat(locale, { dateStyle: width, timeStyle: width, timeZone: zone }),
      probe,
    );
    const d = formatExact(dateTimeFormat(locale, { dateStyle: width, timeZone: zone }), probe);
    const t = formatExact(dateTimeFormat(locale, { timeStyle: width, timeZone: zone }), probe);
    glue = both.includes(d) && both.includes(t) ? both.replace(d, '{1}').replace(t, '{0}') : '{1} {0}';
    _glues.set(key, glue);
  }
  return glue;
}

/** Format `epoch` as `req` asks, for `locale` in `zone`. */
export function formatDateTime(epoch: number, req: DateTimeRequest, locale: string, zone: string): string {
  let plans = _plans.get(req);
  if (plans === undefined) {
    plans = new Map();
    _plans.set(req, plans);
  }
  const key = `${locale}|${zone}`;
  let plan = plans.get(key);
  if (plan === undefined) {
    plan = _plan(req, locale, zone);
    if (plans.size >= 200) plans.clear();
    plans.set(key, plan);
  }
  const out = plan(epoch);
  return req.beginSentence ? beginSentence(out, locale) : out;
}

/** How one request formats an instant, for one locale and zone. */
type Plan = (epoch: number) => string;

/**
 * The plans by request (dateTimeRequest gives one object per argument list), then locale and
 * zone: which Intl formatters to use and how to join them is worked out once, not per date.
 */
const _plans = new WeakMap<DateTimeRequest, Map<string, Plan>>();

function _plan(req: DateTimeRequest, locale: string, zone: string): Plan {
  const base: Intl.DateTimeFormatOptions = { timeZone: validZone(zone) };
  if (req.calendar !== undefined && /^[a-z0-9-]+$/.test(req.calendar)) base.calendar = req.calendar;
  const fmt = (o: Intl.DateTimeFormatOptions): Plan => _formatter(locale, base, o);
  const { date, time } = req;
  if (req.skeleton !== undefined) return fmt(skeletonOptions(req.skeleton));
  if (date !== undefined && time !== undefined && WIDTHS.has(date) && WIDTHS.has(time) && !req.wrap) {
    return fmt({ dateStyle: date as Width, timeStyle: time as Width });
  }
  const part = (p: string | undefined, style: 'dateStyle' | 'timeStyle'): Plan | undefined => {
    if (p === undefined) return undefined;
    return fmt(WIDTHS.has(p) ? { [style]: p } : skeletonOptions(p));
  };
  const d = part(date, 'dateStyle');
  const t = part(time, 'timeStyle');
  if (d !== undefined && t !== undefined) {
    const width = req.wrap ?? (WIDTHS.has(date ?? '') ? (date as Width) : skeletonWidth(date ?? ''));
    const glue = dateTimeGlue(locale, width, base.timeZone as string);
    return (epoch) => {
      const dt = d(epoch);
      const tt = t(epoch);
      return glue.replace('{1}', dt).replace('{0}', tt);
    };
  }
  return d ?? t ?? (() => '');
}

/** Formats with `o` on top of `base`; with an unknown calendar name, the Gregorian calendar rather than nothing. */
function _formatter(locale: string, base: Intl.DateTimeFormatOptions, o: Intl.DateTimeFormatOptions): Plan {
  const fallback: Plan = (epoch) =>
    formatExact(dateTimeFormat(locale, { timeZone: base.timeZone, ...o }), epoch);
  let f: Intl.DateTimeFormat;
  try {
    f = dateTimeFormat(locale, { ...base, ...o });
  } catch {
    return fallback;
  }
  return (epoch) => {
    try {
      return formatExact(f, epoch);
    } catch {
      return fallback(epoch);
    }
  };
}

/** Rule (Java's DateTimeFormatter): the value is read as asLong, missing or non-numeric is 0. */
export const datetime: Formatter = (value, args, ctx) => {
  const epoch = epochOf(value);
  if (epoch === undefined) return '';
  return formatDateTime(epoch, dateTimeRequest(args), localeOrDefault(ctx.locale), ctx.timeZone);
};
