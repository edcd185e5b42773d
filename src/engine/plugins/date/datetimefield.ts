/**
 * `datetimefield`: one field of an instant by its CLDR pattern letters, localised:
 * `{t|datetimefield EEEE}` → 'Thursday' (fr: 'jeudi'), `MMMM` → 'November', `y` → '2018',
 * `a` → 'PM'. Letters Intl cannot show alone (the AM/PM marker) are read from a fuller format.
 */
import { localeOrDefault } from '../i18n/locale.ts';
import type { Formatter } from '../types.ts';
import { dateTimeFormat } from './formatCache.ts';
import { toInstant } from './instant.ts';
import { skeletonOptions } from './skeleton.ts';
import { validZone } from './timeZone.ts';

const _PART: Readonly<Record<string, Intl.DateTimeFormatPartTypes>> = {
  G: 'era',
  y: 'year',
  Y: 'year',
  u: 'year',
  M: 'month',
  L: 'month',
  d: 'day',
  E: 'weekday',
  c: 'weekday',
  e: 'weekday',
  h: 'hour',
  H: 'hour',
  K: 'hour',
  k: 'hour',
  m: 'minute',
  s: 'second',
  a: 'dayPeriod',
  B: 'dayPeriod',
  z: 'timeZoneName',
  v: 'timeZoneName',
  O: 'timeZoneName',
};

/** Format the one field `pattern` names ('EEE', 'MMMM', 'dd' …) of `epoch`. */
export function formatField(epoch: number, pattern: string, locale: string, zone: string): string {
  const letter = pattern.charAt(0);
  const type = _PART[letter];
  if (type === undefined || !/^([A-Za-z])\1*$/.test(pattern)) return '';
  const options: Intl.DateTimeFormatOptions = { timeZone: validZone(zone) };
  if (letter === 'a') Object.assign(options, { hour: 'numeric', hourCycle: 'h12' });
  else if (type === 'minute' || type === 'second') Object.assign(options, skeletonOptions(`H${pattern}`));
  else Object.assign(options, skeletonOptions(pattern));
  const parts = dateTimeFormat(locale, options).formatToParts(epoch);
  let value = parts.find((p) => p.type === type)?.value ?? '';
  // Two-letter numeric fields are zero-padded even where Intl would not pad them alone.
  if (pattern.length === 2 && /^\d$/.test(value)) value = `0${value}`;
  return value;
}

export const datetimefield: Formatter = (value, args, ctx) => {
  const epoch = toInstant(value);
  const pattern = args.join('').trim();
  if (epoch === undefined || pattern === '') return '';
  return formatField(epoch, pattern, localeOrDefault(ctx.locale), ctx.timeZone);
};
