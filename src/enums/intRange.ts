// Builds the union 0 | 1 | … | N-1 by growing a tuple; TypeScript's tail-recursion limit
// (1000) bounds N, which is why the four-digit block variants are spelled out instead.
type _Upto<N extends number, Acc extends number[] = []> = Acc['length'] extends N
  ? Acc[number]
  : _Upto<N, [...Acc, Acc['length']]>;

/** Every integer from `From` to `To`, both included, as a literal union (`To` below 1000). */
export type IntRange<From extends number, To extends number> = Exclude<_Upto<To>, _Upto<From>> | To;

/** True when `value` is an integer from `min` to `max`, both included. */
export function isIntInRange(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
