import { child } from '../../lookup.ts';
import { jacksonText } from '../json.ts';
import { pathIn, resolveArg, resolveFrom } from '../resolveArg.ts';
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
  /**
   * A path held in a variable: `{product|lookup keys.first}`. As both references do, the
   * argument and then the path it holds are resolved as variables with the value as the
   * innermost scope, each walking up the scopes around it when the value lacks its first key
   * (so `{item|lookup name}` finds a `name` kept on the page).
   */
  lookup: (value, args, ctx) => {
    if (args.length === 0) return undefined;
    const path = jacksonText(resolveFrom(value, ctx, args[0]!));
    return path === '' ? undefined : resolveFrom(value, ctx, path);
  },
  /**
   * An array turned into an object keyed by the text of each item's value at the path (Java's
   * KeyByFormatter: an item without one is left out; anything but an array gives `{}`).
   */
  'key-by': (value, args) => {
    const out: Record<string, unknown> = {};
    if (!Array.isArray(value) || args.length === 0 || args[0] === '') return out;
    for (const item of value) {
      const key = pathIn(item, args[0]!);
      if (key !== undefined) out[jacksonText(key)] = item;
    }
    return out;
  },
};
