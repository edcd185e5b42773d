/**
 * `unit`: a measure converted and written in the locale's CLDR unit patterns.
 *
 *   {inches|unit in:inch}                          342.9yd    (best fit in the locale's system)
 *   {inches|unit in:inch out:foot}                 1028.8′
 *   {inches|unit in:inch sequence:foot,inch group} 1,028′ 9″
 *   {bytes|unit in:byte compact:bits format:long}  126.3 megabits
 *   {secs|unit in:second sequence:day,hour,minute format:long}  14 days 6 hours 56.1 minutes
 *
 * Options: in, out (one unit, or a list to pick the best fit from), sequence, compact
 * (bytes | bits), format (narrow, the default | short | long), group (default off) and the
 * digit options of `decimal` (default at most 1 fraction digit).
 */
import type { Formatter } from '../../types.ts';
import { digitOptions } from '../decimal.ts';
import { localeOrDefault } from '../locale.ts';
import { decimalInput, intlDigitOptions } from '../numberOptions.ts';
import { type ArgMap, parseOptions } from '../options.ts';
import { formatUnit, type UnitWidth } from './unitNames.ts';
import { BEST_FIT, BITS, convert, type MeasureSystem, UNITS, unitId } from './unitTable.ts';

/** CLDR measurementSystem: US customary in the US, Liberia and Myanmar, metric elsewhere. */
function _system(locale: string): MeasureSystem {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region === 'US' || region === 'LR' || region === 'MM' ? 'us' : 'metric';
  } catch {
    return 'metric';
  }
}

const _units = (list: string | undefined): string[] =>
  (list ?? '')
    .split(/[,.]/)
    .map((u) => unitId(u))
    .filter((u): u is string => u !== undefined);

/** The first unit of `candidates` (largest first) in which `value` is at least 1, else the last. */
function _bestFit(value: number, from: string, candidates: readonly string[]): string {
  for (const unit of candidates) {
    if (Math.abs(convert(value, from, unit)) >= 1) return unit;
  }
  return candidates[candidates.length - 1] ?? from;
}

/** Format a measure for the `unit` formatter's options; undefined when it cannot. */
export function formatMeasure(raw: unknown, opts: ArgMap, localeTag: string | undefined): string | undefined {
  const input = decimalInput(raw);
  const from = unitId(opts.in ?? '');
  if (input === undefined || from === undefined) return undefined;
  const value = Number(input);
  const locale = localeOrDefault(localeTag);
  const def = UNITS[from];
  if (def === undefined) return undefined;
  const width: UnitWidth = opts.format === 'short' || opts.format === 'long' ? opts.format : 'narrow';
  // Measures show at most one fraction digit unless the template asks for other digits.
  const digits = { maximumFractionDigits: 1, ...digitOptions(opts) };
  if (digits.minimumSignificantDigits !== undefined || digits.maximumSignificantDigits !== undefined) {
    delete (digits as { maximumFractionDigits?: number }).maximumFractionDigits;
  }
  const intl = { useGrouping: false, ...intlDigitOptions(digits, { min: 0, max: 1 }) };
  if (digits.group !== undefined) intl.useGrouping = digits.group;

  const sequence = _units(opts.sequence).filter((u) => UNITS[u]?.category === def.category);
  if (sequence.length > 0) return _sequence(value, from, sequence, width, locale, intl);

  let to: string;
  const out = _units(opts.out).filter((u) => UNITS[u]?.category === def.category);
  if (out.length === 1) to = out[0] as string;
  else if (out.length > 1) to = _bestFit(value, from, out);
  else if (def.category === 'digital')
    to = _bestFit(value, from, opts.compact === 'bits' ? BITS : BEST_FIT.digital.us);
  else to = _bestFit(value, from, BEST_FIT[def.category][_system(locale)]);
  return formatUnit(convert(value, from, to), to, width, locale, intl);
}

/** Whole amounts of each unit but the last, which keeps the fraction: '1,028′ 9″'. */
function _sequence(
  value: number,
  from: string,
  units: readonly string[],
  width: UnitWidth,
  locale: string,
  intl: Intl.NumberFormatOptions,
): string {
  const parts: string[] = [];
  const sign = value < 0 ? -1 : 1;
  let rest = Math.abs(value);
  let unit = from;
  units.forEach((next, i) => {
    const amount = convert(rest, unit, next);
    unit = next;
    if (i === units.length - 1) {
      // A zero remainder is left out ('2h', not '2h 0m'), unless it is all there is.
      if (amount !== 0 || parts.length === 0)
        parts.push(formatUnit(sign * amount, next, width, locale, intl));
      return;
    }
    // A hair of tolerance so 4.999999999 (float error in the conversion) counts as 5.
    const whole = Math.floor(amount + 1e-9);
    rest = Math.max(0, amount - whole);
    if (whole !== 0) parts.push(formatUnit(sign * whole, next, width, locale, intl));
  });
  return parts.join(' ');
}

export const unit: Formatter = (value, args, ctx) =>
  formatMeasure(value, parseOptions(args), ctx.locale) ?? '';
