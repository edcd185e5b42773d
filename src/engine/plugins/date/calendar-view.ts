/** `.calendar-view?`: the collection is shown as a calendar (its calendarView flag is true). */
import type { Predicate } from '../types.ts';

export const calendarView: Predicate = (value) =>
  value !== null && typeof value === 'object' && (value as { calendarView?: unknown }).calendarView === true;
