import { resolveArg } from '../resolve-arg.ts';
import type { Predicate, PredicateTable, RenderContext } from '../types.ts';

/** Same type and same JSON: 3 equals 3, not "3". */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Order of two numbers or two strings; NaN for anything else. */
function order(a: unknown, b: unknown): number {
  if ((typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string')) {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return Number.NaN;
}

/** One argument compares the current value with it; two compare them with each other. */
function operands(value: unknown, args: readonly string[], ctx: RenderContext): [unknown, unknown] {
  if (args.length >= 2) return [resolveArg(args[0]!, ctx), resolveArg(args[1]!, ctx)];
  return [value, args.length === 1 ? resolveArg(args[0]!, ctx) : undefined];
}

const comparing =
  (test: (a: unknown, b: unknown) => boolean): Predicate =>
  (value, args, ctx) => {
    const [a, b] = operands(value, args, ctx);
    return test(a, b);
  };

export const comparisonPredicates: PredicateTable = {
  'equal?': comparing(sameValue),
  'notEqual?': comparing((a, b) => !sameValue(a, b)),
  'greaterThan?': comparing((a, b) => order(a, b) > 0),
  'greaterThanOrEqual?': comparing((a, b) => order(a, b) >= 0),
  'lessThan?': comparing((a, b) => order(a, b) < 0),
  'lessThanOrEqual?': comparing((a, b) => order(a, b) <= 0),
};
