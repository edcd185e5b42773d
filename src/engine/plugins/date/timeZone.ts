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
        // The zone's en-US short name (EST, GMT+9), for zoneName: it leaves the other fields as they are.
        timeZoneName: 'short',
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

/** `zone` when the platform knows it, else the default zone (whose formatter then exists). */
function _known(zone: string): string {
  return _zoneFormatter(zone) !== null ? zone : DEFAULT_TIME_ZONE;
}

/**
 * The en-US short name of `zone` at `epochMs` ('EST', 'EDT', 'GMT+9'), as
 * `Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })` writes it.
 */
export function zoneName(epochMs: number, zone: string): string {
  const known = _known(zone);
  if (epochMs >= _TABLE_FROM && epochMs < _TABLE_TO) {
    const { starts, names } = _table(known, epochMs);
    return names[_interval(starts, epochMs)]!;
  }
  return _exactParts(_zoneFormatter(known)!, epochMs).timeZoneName ?? '';
}

/** Local fields of `epochMs` in `zone` (unknown zones fall back to America/New_York). */
export function zonedFields(epochMs: number, zone: string): ZonedFields {
  const known = _known(zone);
  if (epochMs >= _TABLE_FROM && epochMs < _TABLE_TO) {
    const { starts, offsets } = _table(known, epochMs);
    // The offsets are whole seconds, so the local time keeps the instant's milliseconds.
    const offsetMs = offsets[_interval(starts, epochMs)]!;
    const d = new Date(epochMs + offsetMs);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
      millisecond: d.getUTCMilliseconds(),
      weekday: d.getUTCDay(),
      offset: Math.round(offsetMs / 60000),
    };
  }
  return _exactFields(_zoneFormatter(known)!, epochMs);
}

/** The fields as the zone's formatter writes them: exact, and the costly part of a date. */
function _exactFields(f: Intl.DateTimeFormat, epochMs: number): ZonedFields {
  return _fieldsOf(_exactParts(f, epochMs), epochMs);
}

function _exactParts(f: Intl.DateTimeFormat, epochMs: number): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(epochMs)) parts[p.type] = p.value;
  return parts;
}

function _fieldsOf(parts: Record<string, string>, epochMs: number): ZonedFields {
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

/**
 * A zone's offsets and short names over one UTC year, read from its formatter once:
 * `offsets[i]` (ms) and `names[i]` hold from `starts[i]`. Asking the formatter for every date
 * cost most of a `date` formatter's time; the table makes it arithmetic. It is zone data (as
 * the spec's zone cache), the same for every render, never a formatted result.
 */
interface ZoneYear {
  readonly zone: string;
  /** The UTC year's first instant, and the next year's. */
  readonly from: number;
  readonly to: number;
  readonly starts: number[];
  readonly offsets: number[];
  readonly names: string[];
}

/** A zone's state at an instant: its offset (ms) and short name. */
interface ZoneState {
  readonly offset: number;
  readonly name: string;
}

const _same = (a: ZoneState, b: ZoneState): boolean => a.offset === b.offset && a.name === b.name;

/** Years 1900 to 2199 go through the tables; instants outside ask the formatter each time. */
const _TABLE_FROM = Date.UTC(1900, 0, 1);
const _TABLE_TO = Date.UTC(2200, 0, 1);
/**
 * The table's sampling step: offsets and names are read a week apart, and each change is
 * narrowed to the second.
 */
const _STEP = 7 * 86_400_000;

const _years = new LruCache<string, ZoneYear>(ZONE_CACHE_SIZE * 4);

/** The table used last: dates on a page mostly fall in one zone and year. */
let _lastTable: ZoneYear | null = null;

/** The table of the UTC year holding `epochMs`, for `zone` (one the platform knows). */
function _table(zone: string, epochMs: number): ZoneYear {
  const last = _lastTable;
  if (last !== null && last.zone === zone && epochMs >= last.from && epochMs < last.to) return last;
  const year = new Date(epochMs).getUTCFullYear();
  const key = `${zone}|${year}`;
  let table = _years.get(key);
  if (table === undefined) {
    table = _zoneYear(_zoneFormatter(zone)!, zone, year);
    _years.set(key, table);
  }
  _lastTable = table;
  return table;
}

/** The index of the table interval holding `epochMs`. */
function _interval(starts: readonly number[], epochMs: number): number {
  let i = starts.length - 1;
  while (i > 0 && starts[i]! > epochMs) i--;
  return i;
}

/** The offset (ms) and short name of the formatter's zone at `epochMs`. */
function _stateAt(f: Intl.DateTimeFormat, epochMs: number): ZoneState {
  const parts = _exactParts(f, epochMs);
  const x = _fieldsOf(parts, epochMs);
  const offset = _utc(x.year, x.month, x.day, x.hour, x.minute, x.second) + x.millisecond - epochMs;
  return { offset, name: parts.timeZoneName ?? '' };
}

function _zoneYear(f: Intl.DateTimeFormat, zone: string, year: number): ZoneYear {
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const first = _stateAt(f, start);
  const table: ZoneYear = {
    zone,
    from: start,
    to: end,
    starts: [start],
    offsets: [first.offset],
    names: [first.name],
  };
  let prevAt = start;
  let prev = first;
  for (let t = start + _STEP; prevAt < end; t += _STEP) {
    const at = Math.min(t, end);
    const state = _stateAt(f, at);
    if (!_same(state, prev)) _changes(f, prevAt, prev, at, state, table);
    prevAt = at;
    prev = state;
  }
  return table;
}

/**
 * Adds to `table`, in order, the changes between `a` (state `sa`) and `b` (state `sb`): the
 * second the state becomes `sb`, found by halving, and before it any change from `sa` to
 * the state seen just before that second.
 */
function _changes(
  f: Intl.DateTimeFormat,
  a: number,
  sa: ZoneState,
  b: number,
  sb: ZoneState,
  table: ZoneYear,
): void {
  let lo = a;
  let slo = sa;
  let hi = b;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    const state = _stateAt(f, mid);
    if (_same(state, sb)) hi = mid;
    else {
      lo = mid;
      slo = state;
    }
  }
  if (!_same(slo, sa)) _changes(f, a, sa, lo, slo, table);
  table.starts.push(hi);
  table.offsets.push(sb.offset);
  table.names.push(sb.name);
}
