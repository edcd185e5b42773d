/**
 * CLDR date skeletons ('yMMMd', 'hm', 'EEEE') as Intl.DateTimeFormat options. Intl builds
 * the locale's best pattern for a set of fields, which is what CLDR skeletons are for.
 */

export type Width = 'short' | 'medium' | 'long' | 'full';

export const WIDTHS: ReadonlySet<string> = new Set(['short', 'medium', 'long', 'full']);

/** Intl options for `skeleton`; unknown letters are ignored. */
export function skeletonOptions(skeleton: string): Intl.DateTimeFormatOptions {
  const o: Intl.DateTimeFormatOptions = {};
  for (const run of skeleton.match(/([A-Za-z])\1*/g) ?? []) {
    const n = run.length;
    switch (run.charAt(0)) {
      case 'G':
        o.era = n === 4 ? 'long' : n === 5 ? 'narrow' : 'short';
        break;
      case 'y':
      case 'Y':
      case 'u':
        o.year = n === 2 ? '2-digit' : 'numeric';
        break;
      case 'M':
      case 'L':
        o.month = n === 1 ? 'numeric' : n === 2 ? '2-digit' : n === 3 ? 'short' : n === 4 ? 'long' : 'narrow';
        break;
      case 'd':
        o.day = n === 2 ? '2-digit' : 'numeric';
        break;
      case 'E':
      case 'c':
      case 'e':
        o.weekday = n === 4 ? 'long' : n === 5 ? 'narrow' : 'short';
        break;
      case 'h':
      case 'H':
      case 'K':
      case 'k':
      case 'j':
      case 'J':
      case 'C':
        o.hour = n === 2 ? '2-digit' : 'numeric';
        if (run.charAt(0) === 'h') o.hourCycle = 'h12';
        else if (run.charAt(0) === 'H') o.hourCycle = 'h23';
        else if (run.charAt(0) === 'K') o.hourCycle = 'h11';
        else if (run.charAt(0) === 'k') o.hourCycle = 'h24';
        break;
      case 'm':
        o.minute = n === 2 ? '2-digit' : 'numeric';
        break;
      case 's':
        o.second = n === 2 ? '2-digit' : 'numeric';
        break;
      case 'S':
        o.fractionalSecondDigits = Math.min(3, n) as 1 | 2 | 3;
        break;
      case 'B':
      case 'b':
        o.dayPeriod = n === 4 ? 'long' : n === 5 ? 'narrow' : 'short';
        break;
      case 'z':
        o.timeZoneName = n === 4 ? 'long' : 'short';
        break;
      case 'v':
        o.timeZoneName = n === 4 ? 'longGeneric' : 'shortGeneric';
        break;
      case 'O':
      case 'Z':
      case 'X':
      case 'x':
        o.timeZoneName = n === 4 ? 'longOffset' : 'shortOffset';
        break;
    }
  }
  return o;
}

/** Whether `skeleton` names a year, month or day (the fields that tell days apart). */
export function hasDateFields(skeleton: string): boolean {
  return /[yYuMLdGD]/.test(skeleton);
}

/** Whether `skeleton` names an hour, minute or second. */
export function hasTimeFields(skeleton: string): boolean {
  return /[hHkKjJCms]/.test(skeleton);
}

/** The date-time glue a date skeleton calls for, as CLDR picks it: by how long its month and weekday are. */
export function skeletonWidth(skeleton: string): Width {
  const month = /M{4}|L{4}/.test(skeleton);
  if (month && /E{4}/.test(skeleton)) return 'full';
  if (month) return 'long';
  if (/M{3}|L{3}/.test(skeleton)) return 'medium';
  return 'short';
}
