import { child } from '../../lookup.ts';
import { isTruthy } from '../../truthy.ts';
import type { Formatter, FormatterTable } from '../types.ts';

const at = (value: unknown, path: string | undefined): unknown =>
  path === undefined ? value : path.split('.').reduce<unknown>((v, key) => child(v, key), value);

/**
 * `find-first` / `find-last`: the first (last) array element, or the first (last) whose
 * value at PATH is truthy; with `LOOKUP PATH` the elements are keys into the object at
 * LOOKUP, and the key whose looked-up value is truthy at PATH is returned.
 */
const finder =
  (fromEnd: boolean): Formatter =>
  (value, args, ctx) => {
    if (!Array.isArray(value) || value.length === 0) return undefined;
    const [lookup, path] = args.length >= 2 ? [ctx.resolve(args[0]!), args[1]] : [undefined, args[0]];
    const matches = (item: unknown): boolean => {
      if (path === undefined) return true;
      const target = args.length >= 2 ? child(lookup, String(item)) : item;
      return isTruthy(at(target, path));
    };
    for (let n = 0; n < value.length; n++) {
      const item = value[fromEnd ? value.length - 1 - n : n];
      if (matches(item)) return item;
    }
    return undefined;
  };

export const findFormatters: FormatterTable = {
  'find-first': finder(false),
  'find-last': finder(true),
};
