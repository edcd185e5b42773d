import { isTruthy } from '../../truthy.ts';
import { asLong } from '../json.ts';
import { resolveArg } from '../resolveArg.ts';
import type { Predicate, PredicateTable } from '../types.ts';

/** Tests the current value, or the argument's value when one is given (`{.even? @index}`). */
const about =
  (test: (v: unknown) => boolean): Predicate =>
  (value, args, ctx) =>
    test(args.length > 0 ? resolveArg(args[0]!, ctx) : value);

function size(v: unknown): number {
  if (Array.isArray(v)) return v.length;
  return typeof v === 'object' && v !== null ? Object.keys(v).length : 0;
}

const integer = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export const valuePredicates: PredicateTable = {
  'even?': about((v) => integer(v) && v % 2 === 0),
  'odd?': about((v) => integer(v) && v % 2 !== 0),
  // Both references read the current value only (an argument is ignored) and Java takes its
  // long value: 1.5 is singular, 2.5 plural, "3" plural.
  'plural?': (value) => asLong(value) > 1,
  'singular?': (value) => asLong(value) === 1,
  /** `{.nth? 3}`: the value is a multiple of 3; `{.nth? @index 3}` tests @index. */
  'nth?': (value, args, ctx) => {
    if (args.length === 0) return false;
    const [n, m] =
      args.length >= 2
        ? [resolveArg(args[0]!, ctx), resolveArg(args[1]!, ctx)]
        : [value, resolveArg(args[0]!, ctx)];
    return integer(n) && integer(m) && m !== 0 && Math.abs(n) % Math.abs(m) === 0;
  },
  /** More than one item or key (Jackson's `size()`, 0 for a scalar); an argument is ignored. */
  'has-multiple?': (value) => size(value) > 1,
  /** True when the data asks for debugging (a truthy `debug` key in scope). */
  'debug?': (_value, _args, ctx) => isTruthy(ctx.resolve('debug')),
};
