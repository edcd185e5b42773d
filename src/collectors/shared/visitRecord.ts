/**
 * The visit record (ss_cvr: id|first|previous|current|count, storefront spec §9) and the visit
 * timestamp (ss_cvt), as pure functions: one parse rule for each, so a malformed or hostile
 * cookie is replaced, never trusted.
 */
export interface VisitRecord {
  id: string;
  /** epoch ms of the first visit */
  first: number;
  /** epoch ms of the visit before this one (the first's, on the first visit) */
  previous: number;
  /** epoch ms of this visit */
  current: number;
  /** visits counted, from 1 */
  count: number;
}

/** An id, then four positive integers (no sign, no leading zero, at most 15 digits: safe integers). */
const _RECORD = /^([\w-]{1,64})\|([1-9]\d{0,14})\|([1-9]\d{0,14})\|([1-9]\d{0,14})\|([1-9]\d{0,14})$/;
const _TIMESTAMP = /^[1-9]\d{0,14}$/;

/**
 * ss_cvr read back, or undefined when it is absent or not a record: the wrong shape, or times
 * out of order (first ≤ previous ≤ current), which no record we wrote has.
 */
export function parseVisitRecord(text: string | undefined): VisitRecord | undefined {
  const m = typeof text === 'string' ? _RECORD.exec(text) : null;
  if (!m) return undefined;
  const [first, previous, current, count] = m.slice(2).map(Number) as [number, number, number, number];
  if (first > previous || previous > current) return undefined;
  return { id: m[1]!, first, previous, current, count };
}

export function formatVisitRecord(r: VisitRecord): string {
  return `${r.id}|${r.first}|${r.previous}|${r.current}|${r.count}`;
}

/** ss_cvt read back: a positive integer timestamp, else undefined (absent, expired or malformed). */
export function parseVisitTimestamp(text: string | undefined): number | undefined {
  return typeof text === 'string' && _TIMESTAMP.test(text) ? Number(text) : undefined;
}

/**
 * The record for this page (storefront spec §4, "Visit counting"): a first visit creates one; a
 * visit is counted (count + 1, previous ← current, current ← now) when the record exists and the
 * visit timestamp has expired (is absent); while it lives, the record is unchanged. `visitStarted`
 * says whether this page began a visit (a new session).
 */
export function nextVisitRecord(
  record: VisitRecord | undefined,
  visitTimestamp: number | undefined,
  now: number,
  newId: () => string,
): { record: VisitRecord; visitStarted: boolean } {
  if (!record)
    return { record: { id: newId(), first: now, previous: now, current: now, count: 1 }, visitStarted: true };
  if (visitTimestamp !== undefined) return { record, visitStarted: false };
  const current = Math.max(now, record.current);
  return {
    record: { ...record, previous: record.current, current, count: record.count + 1 },
    visitStarted: true,
  };
}
