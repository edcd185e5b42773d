/** `.same-day?`: an event whose startDate and endDate fall on one calendar day in the site's zone. */
import { get } from '../json.ts';
import type { Predicate } from '../types.ts';
import { toInstant } from './instant.ts';
import { zonedFields } from './time-zone.ts';

export const sameDay: Predicate = (value, _args, ctx) => {
  const a = toInstant(get(value, 'startDate'));
  const b = toInstant(get(value, 'endDate'));
  if (a === undefined || b === undefined) return false;
  const x = zonedFields(a, ctx.timeZone);
  const y = zonedFields(b, ctx.timeZone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
};
