/**
 * Instants as templates hand them over: epoch milliseconds as a number or a numeric string.
 */

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
