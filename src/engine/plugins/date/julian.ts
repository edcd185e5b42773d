/**
 * Julian day numbers, the calendar arithmetic behind day-of-year and week numbers.
 * Spec §8: Julian days outside the supported range throw, rather than produce a wrong date.
 */

/**
 * Julian day 0 is 1 January 4713 BCE (proleptic Julian), the start of the count; the upper
 * bound is a few days past JavaScript's last date (13 September 275760, day 102,440,587), so
 * week arithmetic at that edge still works.
 */
export const JULIAN_DAY_MIN = 0;
export const JULIAN_DAY_MAX = 102_440_600;

/** Julian day number of a proleptic Gregorian date (astronomical years: 0 is 1 BCE). */
export function julianDay(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  const jd =
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045;
  return checkJulianDay(jd);
}

/** `jd` itself, or a RangeError when it lies outside the supported range. */
export function checkJulianDay(jd: number): number {
  if (!Number.isInteger(jd) || jd < JULIAN_DAY_MIN || jd > JULIAN_DAY_MAX) {
    throw new RangeError(
      `Julian day ${jd} is outside the supported range ${JULIAN_DAY_MIN}..${JULIAN_DAY_MAX}`,
    );
  }
  return jd;
}

/** Day of the year, 1..366. */
export function dayOfYear(year: number, month: number, day: number): number {
  return julianDay(year, month, day) - julianDay(year, 1, 1) + 1;
}

/**
 * Week of the year where weeks start on `firstDay` (0 = Sunday) and week 1 is the one holding
 * 1 January: the en-US rule of CLDR (minimal days 1).
 */
export function weekOfYear(year: number, month: number, day: number, firstDay: number): number {
  const jan1 = julianDay(year, 1, 1);
  // Julian day 0 was a Monday: (jd + 1) % 7 is 0 on Sundays.
  const jan1Weekday = (jan1 + 1) % 7;
  const lead = (jan1Weekday - firstDay + 7) % 7;
  return Math.floor((julianDay(year, month, day) - jan1 + lead) / 7) + 1;
}

/** ISO 8601 week number and week-based year (weeks start Monday; week 1 holds the first Thursday). */
export function isoWeek(year: number, month: number, day: number): { week: number; year: number } {
  const jd = julianDay(year, month, day);
  const weekday = ((jd % 7) + 7) % 7; // 0 = Monday
  const thursday = jd - weekday + 3;
  const isoYear = _yearOf(thursday);
  const week = Math.floor((thursday - julianDay(isoYear, 1, 1)) / 7) + 1;
  return { week, year: isoYear };
}

/** The Gregorian year holding Julian day `jd`. */
function _yearOf(jd: number): number {
  const a = jd + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return 100 * b + d - 4800 + Math.floor(m / 10);
}
