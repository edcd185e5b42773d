import { toBool, toNumber, toStr } from './values.ts';

/** The only functions an expression may call. */
export const FUNCTIONS: Readonly<Record<string, (args: unknown[]) => unknown>> = {
  max: (args) => (args.length === 0 ? undefined : Math.max(...args.map(toNumber))),
  min: (args) => (args.length === 0 ? undefined : Math.min(...args.map(toNumber))),
  abs: (args) => Math.abs(toNumber(args[0])),
  num: (args) => toNumber(args[0]),
  str: (args) => toStr(args[0]),
  bool: (args) => toBool(args[0]),
};
