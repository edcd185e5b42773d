/**
 * `decimal`: a number in the locale's CLDR decimal, compact or percent form.
 *
 *   {n|decimal}                        1,200
 *   {n|decimal style:short}            1.2K        (style:long → 1.2 thousand)
 *   {n|decimal style:percent}          120,000%    (percent-scaled: the value is already ×100)
 *   {n|decimal group:false maxfrac:1}  1200
 *
 * Options: style, group, minint, minfrac, maxfrac, minsig, maxsig, round, mode
 * (default | fractions | significant | significant-maxfrac). Digits are clamped to 0..50.
 */
import { numberFormat } from '../../../i18n/numberFormat.ts';
import type { Formatter } from '../types.ts';
import { localeOrDefault } from './locale.ts';
import { type DigitOptions, decimalInput, intlDigitOptions, type RoundingMode } from './numberOptions.ts';
import { type ArgMap, integer, parseOptions } from './options.ts';

const _ROUNDS = new Set(['half-even', 'half-up', 'half-down', 'ceiling', 'floor', 'up', 'down']);

/**
 * The digit options written in a formatter's arguments. Rule (Java's OptionParsers.numberOption,
 * which the TypeScript engine shares): `group`/`grouping` is true when bare or 'true' and false
 * for any other value; `no-group`/`no-grouping` is false; `round`/`rounding` takes a CLDR mode,
 * 'ceil' for ceiling and 'truncate' for down; each digit option by its lower-case, camel-case or
 * long name (`maxfrac`, `maxFrac`, `maximumFractionDigits`).
 */
export function digitOptions(opts: ArgMap): DigitOptions {
  const out: DigitOptions = {};
  if (opts['no-group'] !== undefined || opts['no-grouping'] !== undefined) out.group = false;
  else {
    const group = opts.group ?? opts.grouping;
    if (group !== undefined) out.group = group === '' || group === 'true';
  }
  const set = (key: keyof DigitOptions, lower: string, camel: string): void => {
    const n = integer(opts, lower) ?? integer(opts, camel) ?? integer(opts, key);
    if (n !== undefined) (out as Record<string, unknown>)[key] = n;
  };
  set('minimumIntegerDigits', 'minint', 'minInt');
  set('minimumFractionDigits', 'minfrac', 'minFrac');
  set('maximumFractionDigits', 'maxfrac', 'maxFrac');
  set('minimumSignificantDigits', 'minsig', 'minSig');
  set('maximumSignificantDigits', 'maxsig', 'maxSig');
  const r = opts.round ?? opts.rounding;
  const round = r === 'ceil' ? 'ceiling' : r === 'truncate' ? 'down' : r;
  if (round !== undefined && _ROUNDS.has(round)) out.round = round as RoundingMode;
  return out;
}

/** Intl options for a decimal formatter's arguments (also used by message arguments). */
export function decimalIntlOptions(opts: ArgMap): Intl.NumberFormatOptions {
  const digits = digitOptions(opts);
  const style = opts.style ?? 'decimal';
  const intl: Intl.NumberFormatOptions = {};
  let fraction = { min: 0, max: 3 };
  switch (style) {
    case 'short':
    case 'long':
      intl.notation = 'compact';
      intl.compactDisplay = style;
      break;
    case 'percent':
    case 'percent-scaled':
      intl.style = 'percent';
      fraction = { min: 0, max: 0 };
      break;
    case 'permille':
    case 'permille-scaled':
      // Intl has no per-mille style: format as percent of a value scaled by 10, swap the sign.
      intl.style = 'percent';
      fraction = { min: 0, max: 0 };
      break;
    case 'scientific':
      intl.notation = 'scientific';
      break;
  }
  const mode = opts.mode ?? 'default';
  const hasSig =
    digits.minimumSignificantDigits !== undefined || digits.maximumSignificantDigits !== undefined;
  const hasFrac = digits.minimumFractionDigits !== undefined || digits.maximumFractionDigits !== undefined;
  if (mode === 'significant-maxfrac' && hasSig && hasFrac) {
    // Significant digits, but never more fraction digits than maxfrac: the coarser rounding wins.
    const sig = intlDigitOptions(
      { ...digits, minimumFractionDigits: undefined, maximumFractionDigits: undefined },
      fraction,
    );
    const frac = intlDigitOptions(
      { ...digits, minimumSignificantDigits: undefined, maximumSignificantDigits: undefined },
      fraction,
    );
    Object.assign(intl, frac, sig, { roundingPriority: 'lessPrecision' });
    return intl;
  }
  if (mode === 'fractions') {
    Object.assign(
      intl,
      intlDigitOptions(
        { ...digits, minimumSignificantDigits: undefined, maximumSignificantDigits: undefined },
        fraction,
      ),
    );
    return intl;
  }
  if (mode === 'significant' && !hasSig && !hasFrac) {
    Object.assign(intl, intlDigitOptions({ ...digits, maximumSignificantDigits: 21 }, fraction));
    return intl;
  }
  Object.assign(intl, intlDigitOptions(digits, fraction));
  return intl;
}

/**
 * The value handed to Intl's percent style (which multiplies by 100): the -scaled styles take
 * values already scaled, and per-mille needs one more factor of 10.
 */
export function scaledInput(input: string | number, style: string | undefined): string | number {
  if (style === 'percent-scaled') return _shift(input, -2);
  if (style === 'permille') return _shift(input, 1);
  if (style === 'permille-scaled') return _shift(input, -2);
  return input;
}

/** Move the decimal point by `places` without floating-point error ('1.3456', -2 → '0.013456'). */
function _shift(input: string | number, places: number): string {
  return `${String(input)}e${places}`;
}

/** Format a decimal value with a decimal formatter's options; undefined when it is not a number. */
export function formatDecimal(value: unknown, opts: ArgMap, locale: string | undefined): string | undefined {
  const input = decimalInput(value);
  if (input === undefined) return undefined;
  let out = _format(opts, localeOrDefault(locale)).format(scaledInput(input, opts.style) as number);
  // Intl has no permille style; CLDR's per-mille sign replaces the percent unit.
  if (opts.style === 'permille' || opts.style === 'permille-scaled') out = out.replace('%', '‰');
  return out;
}

/**
 * The Intl formatters by the options object, then the locale: a tag's options are one object
 * at every render (parseOptions), and building the Intl options again, then the shared cache's
 * key from them (numberFormat), cost more than formatting the number (half of the decimal
 * formatter's time). Emptied at 200 locales an options object, so it cannot grow forever.
 */
const _formats = new WeakMap<ArgMap, Map<string, Intl.NumberFormat>>();

function _format(opts: ArgMap, locale: string): Intl.NumberFormat {
  let byLocale = _formats.get(opts);
  if (byLocale === undefined) {
    byLocale = new Map();
    _formats.set(opts, byLocale);
  }
  let nf = byLocale.get(locale);
  if (nf === undefined) {
    nf = numberFormat(locale, decimalIntlOptions(opts));
    if (byLocale.size >= 200) byLocale.clear();
    byLocale.set(locale, nf);
  }
  return nf;
}

// Both references read a number or the exact text of one (Java's nodeToDecimal): true, false,
// null, containers and text with spaces around it are no number, and print nothing.
export const decimal: Formatter = (value, args, ctx) =>
  typeof value === 'boolean' || (typeof value === 'string' && value.trim() !== value)
    ? ''
    : (formatDecimal(value, parseOptions(args), ctx.locale) ?? '');
