import { asDouble, asLong, jacksonText } from '../json.ts';
import type { FormatterTable } from '../types.ts';

// Rule (the Java reference; the TypeScript one agrees on whole numbers): `round`, `mod` and
// `cycle` read their value as Jackson does, so missing, null, non-numeric text, objects and
// arrays are 0 and true is 1 (`{missing|round}` → 0). `mod` works on the long value
// (`{2.5|mod}` → 0, where the TypeScript engine keeps the fraction: a listed difference).

export const numberFormatters: FormatterTable = {
  count: (value) => {
    if (Array.isArray(value) || typeof value === 'string') return value.length;
    if (value !== null && typeof value === 'object') return Object.keys(value).length;
    return 0;
  },
  mod: (value, args) => {
    // The argument as a whole number, 2 when it is not one. By 0 Java throws out of the render;
    // the TypeScript engine divides by 2, and so do we.
    const arg = args.length > 0 ? args[0]! : '';
    const by = /^[-+]?\d+$/.test(arg) && Number(arg) !== 0 ? Number(arg) : 2;
    const r = asLong(value) % by;
    return r === 0 ? 0 : r; // never -0
  },
  round: (value) => {
    const n = asDouble(value);
    return Number.isFinite(n) ? Math.round(n) : 0;
  },
  /** The 1-based position in the enclosing `.repeated section`. */
  // Java: the text of @index, so '' outside a repeated section (`|json` prints "").
  iter: (_value, _args, ctx) => jacksonText(ctx.resolve('@index')),
  /** The n-th argument for a 1-based n, wrapping around: `{@index|cycle odd even}`. */
  cycle: (value, args) => {
    const n = asLong(value);
    if (args.length === 0) return undefined;
    return args[(((n - 1) % args.length) + args.length) % args.length];
  },
};
