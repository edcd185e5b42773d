/** `.same-day?`: an event whose startDate and endDate fall on one calendar day in the site's zone. */
import type { Predicate } from '../types.ts';
import { toInstant } from './instant.ts';
import { zonedFields } from './time-zone.ts';

export const sameDay: Predicate = (value, _args, ctx) => {
  if (value === null || typeof value !== 'object') return false;
  const { startDate, endDate } = value as { startDate?: unknown; endDate?: unknown };
  const a = toInstant(startDate);
  const b = toInstant(endDate);
  if (a === undefined || b === undefined) return false;
  const x = zonedFields(a, ctx.timeZone);
  const y = zonedFields(b, ctx.timeZone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
};
