import { toNumber } from '../../expr/values.ts';
import type { FormatterTable } from '../types.ts';

const numeric = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' ? toNumber(v) : Number.NaN;
const orNothing = (n: number): number | undefined => (Number.isFinite(n) ? n : undefined);

export const numberFormatters: FormatterTable = {
  count: (value) => {
    if (Array.isArray(value) || typeof value === 'string') return value.length;
    if (value !== null && typeof value === 'object') return Object.keys(value).length;
    return 0;
  },
  mod: (value, args) => {
    const by = args.length > 0 ? Number(args[0]) : 2;
    return orNothing(numeric(value) % by);
  },
  round: (value) => orNothing(Math.round(numeric(value))),
  /** The 1-based position in the enclosing `.repeated section`. */
  iter: (_value, _args, ctx) => ctx.resolve('@index'),
  /** The n-th argument for a 1-based n, wrapping around: `{@index|cycle odd even}`. */
  cycle: (value, args) => {
    const n = numeric(value);
    if (!Number.isInteger(n) || args.length === 0) return undefined;
    return args[(((n - 1) % args.length) + args.length) % args.length];
  },
};
