import { child } from '../../lookup.ts';
import { resolveArg } from '../resolve-arg.ts';
import type { FormatterTable } from '../types.ts';

/** Walks keys in order; an array key walks each of its items (`get @ paths.name`). */
function walk(value: unknown, keys: readonly unknown[]): unknown {
  let v = value;
  for (const key of keys) {
    if (v === undefined) return undefined;
    if (Array.isArray(key)) v = walk(v, key);
    else if (typeof key === 'string' || typeof key === 'number') v = child(v, String(key));
    else return undefined;
  }
  return v;
}

const dotted = (s: string): string[] => s.split('.');

export const pathFormatters: FormatterTable = {
  /** Keys are variables, resolved here: `{objects|get id}`. */
  get: (value, args, ctx) =>
    walk(
      value,
      args.map((a) => resolveArg(a, ctx)),
    ),
  /** Keys are written out: `{foo|prop bar.baz 0}`. */
  prop: (value, args) => walk(value, args.flatMap(dotted)),
  /** One key path held in a variable: `{product|lookup keys.first}`. */
  lookup: (value, args, ctx) => {
    const key = args.length === 0 ? undefined : ctx.resolve(args[0]!);
    return typeof key === 'string' ? walk(value, dotted(key)) : walk(value, [key]);
  },
  /** An array turned into an object keyed by each item's value at the path. */
  'key-by': (value, args) => {
    if (!Array.isArray(value) || args.length === 0) return undefined;
    const keys = dotted(args[0]!);
    const out: Record<string, unknown> = {};
    for (const item of value) {
      const key = walk(item, keys);
      if (typeof key === 'string' || typeof key === 'number') out[String(key)] = item;
    }
    return out;
  },
};
