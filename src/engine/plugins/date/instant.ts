/**
 * Instants as templates hand them over: epoch milliseconds as a number or a numeric string.
 */
import { asDouble } from '../json.ts';

/** The largest instant a JavaScript Date can hold (±100,000,000 days). */
const _MAX_EPOCH = 8.64e15;

/** Epoch milliseconds of `value`, or undefined when it is not a usable instant. */
export function toInstant(value: unknown): number | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(value)) n = Number(value);
  else return undefined;
  if (!Number.isFinite(n) || Math.abs(n) > _MAX_EPOCH) return undefined;
  return Math.trunc(n);
}

/**
 * Epoch milliseconds as both reference engines read a date formatter's value (Java's
 * `node.asLong()`): a number truncated, true 1 and false 0, numeric text parsed, and anything
 * else — missing, null, other text, an object or an array — 0, the epoch itself. So
 * `{missing|date %Y}` prints 1969 in New York. Undefined only past what a JavaScript Date holds.
 */
export function epochOf(value: unknown): number | undefined {
  const n = asDouble(value);
  return Math.abs(n) > _MAX_EPOCH ? undefined : Math.trunc(n);
}
