import type { PluginFamily } from '../types.ts';
import { calendarView } from './calendarView.ts';
import { datetime } from './datetime.ts';
import { datetimefield } from './datetimefield.ts';
import { humanizeDuration } from './humanizeDuration.ts';
import { datetimeInterval } from './interval.ts';
import { relativeTime } from './relativeTime.ts';
import { sameDay } from './sameDay.ts';
import { dateFormatter as strftimeDate } from './strftime.ts';
import { timesince } from './timesince.ts';

/** The date family: instants in the site's time zone, absolute, relative and as ranges. */
export const date: PluginFamily = {
  formatters: {
    date: strftimeDate,
    datetime,
    'datetime-interval': datetimeInterval,
    datetimefield,
    humanizeDuration,
    'relative-time': relativeTime,
    timesince,
  },
  predicates: {
    'calendar-view?': calendarView,
    'same-day?': sameDay,
  },
};
