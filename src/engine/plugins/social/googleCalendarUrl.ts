import { asNumber, asText, get } from '../json.ts';
import type { Formatter } from '../types.ts';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Spec §9: yyyyMMdd'T'HHmmss'Z' in UTC. */
const calendarDate = (epochMs: number): string => {
  const d = new Date(epochMs);
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
};

/** Spec §5: the trimmed, non-empty address parts joined by ', '. */
const address = (location: unknown): string =>
  ['addressLine1', 'addressLine2', 'addressCountry']
    .map((key) => asText(get(location, key)).trim())
    .filter((part) => part.length > 0)
    .join(', ');

/**
 * `{event|google-calendar-url}`: an "add to Google Calendar" address for an event. The
 * location is added only when the event has a non-empty address.
 */
export const googleCalendarUrl: Formatter = (value) => {
  const title = encodeURIComponent(asText(get(value, 'title')));
  const start = calendarDate(asNumber(get(value, 'startDate')));
  const end = calendarDate(asNumber(get(value, 'endDate')));
  let url = `http://www.google.com/calendar/event?action=TEMPLATE&text=${title}&dates=${start}/${end}`;
  const where = address(get(value, 'location'));
  if (where !== '') url += `&location=${encodeURIComponent(where)}`;
  return url;
};
