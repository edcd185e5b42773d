/** `.same-day?`: an event whose startDate and endDate fall on one calendar day in the site's zone. */
import { get } from '../json.ts';
import type { Predicate } from '../types.ts';
import { epochOf } from './instant.ts';
import { zonedFields } from './timeZone.ts';

// Rule (Java's SameDayPredicate): both dates read as asLong, a missing one as the epoch.
export const sameDay: Predicate = (value, _args, ctx) => {
  const a = epochOf(get(value, 'startDate'));
  const b = epochOf(get(value, 'endDate'));
  if (a === undefined || b === undefined) return false;
  const x = zonedFields(a, ctx.timeZone);
  const y = zonedFields(b, ctx.timeZone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
};
