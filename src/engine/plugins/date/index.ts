import type { PluginFamily } from '../types.ts';
import { calendarView } from './calendar-view.ts';
import { datetime } from './datetime.ts';
import { datetimefield } from './datetimefield.ts';
import { humanizeDuration } from './humanize-duration.ts';
import { datetimeInterval } from './interval.ts';
import { relativeTime } from './relative-time.ts';
import { sameDay } from './same-day.ts';
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
