import { asDouble, asLong, jacksonText, jsonEquals } from '../json.ts';
import { resolveArg } from '../resolveArg.ts';
import type { Predicate, PredicateTable, RenderContext } from '../types.ts';

/**
 * Jackson's equality, as both references test `equal?`: same type and same JSON, key order
 * ignored (3 equals 3, not "3"; a missing value equals only a missing one, never null).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  return jsonEquals(a, b);
}

/** Jackson's `asBoolean`: true, the text 'true' (trimmed), or a non-zero whole number. */
function javaBoolean(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') return v.trim() === 'true';
  if (typeof v === 'number') return Number.isInteger(v) && v !== 0;
  return false;
}

const sign = (a: number, b: number): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Java's `JsonUtils.compare`, which both references follow: the left operand's type decides.
 * A whole number compares as a long with the right one's `asLong` (so 1 is not below 1.5), a
 * fraction as a double with its `asDouble`, text with the right one's text (UTF-16 order),
 * a boolean with its `asBoolean`; anything else (null, missing, an object or array) is equal
 * (0) to an equal value and below (-1) every other, so `{.lessThan? missing 5}` holds.
 */
export function javaCompare(a: unknown, b: unknown): number {
  switch (typeof a) {
    case 'number':
      if (Number.isInteger(a) && Math.abs(a) < 2 ** 63) return sign(a, asLong(b));
      // Double.compare: -0.0 sorts below 0.0.
      return Object.is(a, -0) && Object.is(asDouble(b), 0) ? -1 : sign(a, asDouble(b));
    case 'string': {
      const t = jacksonText(b);
      return a < t ? -1 : a > t ? 1 : 0;
    }
    case 'boolean':
      return sign(Number(a), Number(javaBoolean(b)));
    default:
      return jsonEquals(a, b) ? 0 : -1;
  }
}

/** One argument compares the current value with it; two compare them with each other. */
function operands(value: unknown, args: readonly string[], ctx: RenderContext): [unknown, unknown] {
  if (args.length >= 2) return [resolveArg(args[0]!, ctx), resolveArg(args[1]!, ctx)];
  return [value, resolveArg(args[0]!, ctx)];
}

// Without an argument (Java refuses the template: between 1 and 2 arguments) the branch is false.
const comparing =
  (test: (a: unknown, b: unknown) => boolean): Predicate =>
  (value, args, ctx) => {
    if (args.length === 0) return false;
    const [a, b] = operands(value, args, ctx);
    return test(a, b);
  };

export const comparisonPredicates: PredicateTable = {
  'equal?': comparing(sameValue),
  'notEqual?': comparing((a, b) => !sameValue(a, b)),
  'greaterThan?': comparing((a, b) => javaCompare(a, b) > 0),
  'greaterThanOrEqual?': comparing((a, b) => javaCompare(a, b) >= 0),
  'lessThan?': comparing((a, b) => javaCompare(a, b) < 0),
  'lessThanOrEqual?': comparing((a, b) => javaCompare(a, b) <= 0),
};
