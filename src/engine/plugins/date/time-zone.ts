/**
 * Wall-clock fields of an instant in an IANA zone, from the platform's time-zone data.
 * Spec §9: the default zone is America/New_York, and zone data is kept in an LRU cache of
 * 100 entries (one Intl formatter per zone: building one is the expensive part).
 */
import { LruCache } from './lru.ts';

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Spec §9: time-zone data is cached, least recently used first out, 100 entries. */
export const ZONE_CACHE_SIZE = 100;

const _zones = new LruCache<string, Intl.DateTimeFormat | null>(ZONE_CACHE_SIZE);

/** The fields formatters read, in the zone's local time. */
export interface ZonedFields {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** Offset from UTC in minutes (New York in winter: -300). */
  offset: number;
}

function _zoneFormatter(zone: string): Intl.DateTimeFormat | null {
  let f = _zones.get(zone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        era: 'short',
      });
    } catch {
      f = null;
    }
    _zones.set(zone, f);
  }
  return f;
}

/** `zone` when the platform knows it, else the default zone. */
export function validZone(zone: string | undefined): string {
  return zone !== undefined && _zoneFormatter(zone) !== null ? zone : DEFAULT_TIME_ZONE;
}

/** Local fields of `epochMs` in `zone` (unknown zones fall back to America/New_York). */
export function zonedFields(epochMs: number, zone: string): ZonedFields {
  const f = _zoneFormatter(zone) ?? (_zoneFormatter(DEFAULT_TIME_ZONE) as Intl.DateTimeFormat);
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(epochMs)) parts[p.type] = p.value;
  let year = Number(parts.year);
  // Years before 1 CE come back as era BC with a positive year; astronomical numbering keeps arithmetic simple.
  if (parts.era === 'BC') year = 1 - year;
  const month = Number(parts.month);
  const day = Number(parts.day);
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  const second = Number(parts.second);
  const millisecond = ((epochMs % 1000) + 1000) % 1000;
  const asUtc = _utc(year, month, day, hour, minute, second) + millisecond;
  const offset = Math.round((asUtc - epochMs) / 60000);
  const weekday = new Date(_utc(year, month, day, 0, 0, 0)).getUTCDay();
  return { year, month, day, hour, minute, second, millisecond, weekday, offset };
}

function _utc(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const date = new Date(Date.UTC(2000, mo - 1, d, h, mi, s));
  date.setUTCFullYear(y);
  return date.getTime();
}
