/**
 * The visit record (ss_cvr: id|first|previous|current|count, storefront spec §9) and the visit
 * timestamp (ss_cvt), as pure functions: one parse rule for each, so a malformed or hostile
 * cookie is replaced, never trusted, and nothing the spec allows is thrown away.
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

/**
 * The id: the spec asks only that it come first. Any 1 to 128 characters a cookie value may hold
 * (RFC 6265's cookie-octets: printable ASCII but space, '"', ',', ';' and '\'), other than the
 * record's own separator '|'. So no control character, no whitespace, nothing that would end the
 * cookie or split the record; 128 keeps a whole record within what the census routes take (200).
 * Then each positive integer: decimal digits (leading zeros allowed: '007' is 7) whose value is
 * at least 1 and a safe integer (_positive); at most 16 digits, so a hostile value stays short.
 */
const _RECORD =
  /^([\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7B\x7D\x7E]{1,128})\|(\d{1,16})\|(\d{1,16})\|(\d{1,16})\|(\d{1,16})$/;
const _TIMESTAMP = /^\d{1,16}$/;

function _positive(text: string): number | undefined {
  const value = Number(text);
  return value >= 1 && Number.isSafeInteger(value) ? value : undefined;
}

/**
 * ss_cvr read back (storefront spec §9: "id followed by four positive integers"), or undefined
 * when it is absent or breaks that rule. The spec orders nothing, so a record whose times are out
 * of order ('abc|3|2|1|5') is kept as it is.
 */
export function parseVisitRecord(text: string | undefined): VisitRecord | undefined {
  const m = typeof text === 'string' ? _RECORD.exec(text) : null;
  if (!m) return undefined;
  const [first, previous, current, count] = m.slice(2).map(_positive);
  if (first === undefined || previous === undefined || current === undefined || count === undefined)
    return undefined;
  return { id: m[1]!, first, previous, current, count };
}

export function formatVisitRecord(r: VisitRecord): string {
  return `${r.id}|${r.first}|${r.previous}|${r.current}|${r.count}`;
}

/** ss_cvt read back: a positive integer timestamp (as in ss_cvr), else undefined (absent, expired or malformed). */
export function parseVisitTimestamp(text: string | undefined): number | undefined {
  return typeof text === 'string' && _TIMESTAMP.test(text) ? _positive(text) : undefined;
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
    // The count stops at the largest safe integer rather than write one no reader would take.
    record: {
      ...record,
      previous: record.current,
      current,
      count: Math.min(record.count + 1, Number.MAX_SAFE_INTEGER),
    },
    visitStarted: true,
  };
}
