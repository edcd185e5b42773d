import { messages } from '../errors.ts';
import type { Formatter, Predicate } from './types.ts';

/** A formatter the dialect names but we do not build yet: reports an engine error and outputs nothing. */
export function notImplementedFormatter(name: string): Formatter {
  return (_value, _args, ctx) => {
    ctx.error(messages.notImplemented(name));
    return undefined;
  };
}

/** Same for a predicate; it tests false. */
export function notImplementedPredicate(name: string): Predicate {
  return (_value, _args, ctx) => {
    ctx.error(messages.predicateNotImplemented(name));
    return false;
  };
}
