import { childAt, indexSegment } from '../lookup.ts';
import { parseLiteral } from '../path.ts';
import { isObject } from './json.ts';
import type { RenderContext } from './types.ts';

/**
 * An argument read as a value: a number, quoted string, true, false or null stands for
 * itself; anything else is a variable reference resolved at this point of the template.
 */
export function resolveArg(arg: string, ctx: RenderContext): unknown {
  let literal = literals.get(arg);
  if (literal === undefined) {
    if (literals.size >= MAX_LITERALS) literals.clear();
    literal = parseLiteral(arg);
    literals.set(arg, literal);
  }
  return literal === null ? ctx.resolve(arg) : literal.value;
}

/**
 * What each argument text reads as (null: a variable), parsed once: a predicate such as
 * `.equal? a "x"` runs for every element of a section, and parsing its arguments again each
 * time (a regular expression, then JSON for a quoted string) was a tenth of rendering a page.
 * Bounded like the path cache, for templates with endless distinct arguments.
 */
const literals = new Map<string, { value: unknown } | null>();
const MAX_LITERALS = 2000;

/** One step of a path as Java reads it: digits index an array only, any other segment an object's key. */
function step(node: unknown, segment: string): unknown {
  const i = indexSegment(segment);
  if (i >= 0) return childAt(node, i);
  return isObject(node) && Object.hasOwn(node, segment) ? node[segment] : undefined;
}

/** A dotted path inside `value` only, read as Java's getNodeAtPath; undefined when missing. */
export function pathIn(value: unknown, dotted: string): unknown {
  let node = value;
  for (const segment of dotted.split('.')) {
    if (node === undefined) return undefined;
    node = step(node, segment);
  }
  return node;
}

/**
 * Resolve a dotted path the way a template run on `value` would (as both references run a
 * formatter, with its value pushed as the innermost scope): the first name is looked up in
 * `value` itself, then in the scopes around the formatter (and finally the root).
 * Formatters that stand for a small built-in template (comments, like-button …) need this,
 * because their data sits partly on the item and partly on the page (websiteSettings).
 */
export function resolveFrom(value: unknown, ctx: RenderContext, dotted: string): unknown {
  const segments = dotted.split('.');
  let node = step(value, segments[0]!);
  if (node === undefined) return ctx.resolve(dotted);
  for (let i = 1; i < segments.length && node !== undefined; i++) node = step(node, segments[i]!);
  return node;
}
