/** `.calendar-view?`: the collection is shown as a calendar (its calendarView flag is true). */
import { get } from '../json.ts';
import type { Predicate } from '../types.ts';

export const calendarView: Predicate = (value) => get(value, 'calendarView') === true;
