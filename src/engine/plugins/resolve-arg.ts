import { parseLiteral } from '../path.ts';
import type { RenderContext } from './types.ts';

/**
 * An argument read as a value: a number, quoted string, true, false or null stands for
 * itself; anything else is a variable reference resolved at this point of the template.
 */
export function resolveArg(arg: string, ctx: RenderContext): unknown {
  const literal = parseLiteral(arg);
  return literal === null ? ctx.resolve(arg) : literal.value;
}
