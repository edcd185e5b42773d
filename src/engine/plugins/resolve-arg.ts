import { parseLiteral } from '../path.ts';
import { get, isObject } from './json.ts';
import type { RenderContext } from './types.ts';

/**
 * An argument read as a value: a number, quoted string, true, false or null stands for
 * itself; anything else is a variable reference resolved at this point of the template.
 */
export function resolveArg(arg: string, ctx: RenderContext): unknown {
  const literal = parseLiteral(arg);
  return literal === null ? ctx.resolve(arg) : literal.value;
}

/**
 * Resolve a dotted path the way a template run on `value` would: the first name is looked
 * up in `value` itself, then in the scopes around the formatter (and finally the root).
 * Formatters that stand for a small built-in template (comments, like-button …) need this,
 * because their data sits partly on the item and partly on the page (websiteSettings).
 */
export function resolveFrom(value: unknown, ctx: RenderContext, dotted: string): unknown {
  const [head = '', ...rest] = dotted.split('.');
  if (isObject(value) && Object.hasOwn(value, head)) return get(value, head, ...rest);
  return ctx.resolve(dotted);
}
