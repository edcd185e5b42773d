/**
 * Reading the loosely typed JSON a template renders, with the template language's rules:
 * a missing path is `undefined`, never an exception, and every reader has a neutral answer.
 */
import type { RenderContext } from '../types.ts';

export type JsonObject = Readonly<Record<string, unknown>>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One step down: an object's property or an array's index; undefined when absent. */
export const get = (value: unknown, key: string | number): unknown => {
  if (Array.isArray(value)) return typeof key === 'number' ? value[key] : undefined;
  if (isObject(value) && typeof key === 'string' && Object.hasOwn(value, key)) return value[key];
  return undefined;
};

/** Several steps down (`path(item, 'location', 'mapLat')`). */
export const path = (value: unknown, ...keys: readonly (string | number)[]): unknown =>
  keys.reduce<unknown>((node, key) => get(node, key), value);

/** Text of a scalar: strings as they are, numbers and booleans printed, anything else empty. */
export const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
};

/** Number of a scalar: numeric strings parse, booleans count 1/0, anything else is 0. */
export const num = (value: unknown): number => {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isNaN(n) ? 0 : n;
  }
  return 0;
};

/** The template language's truth, the evaluator's own: `.section` and these predicates never disagree. */
export { isTruthy as truthy } from '../../truthy.ts';

/**
 * Resolve a dotted path the way a template run on `value` would: the first name is looked
 * up in `value` itself, then in the scopes around the formatter (and finally the root).
 * Formatters that stand for a small built-in template (comments, like-button …) need this,
 * because their data sits partly on the item and partly on the page (websiteSettings).
 */
export const resolveFrom = (value: unknown, ctx: RenderContext, dotted: string): unknown => {
  const [head = '', ...rest] = dotted.split('.');
  if (isObject(value) && Object.hasOwn(value, head)) return path(value, head, ...rest);
  return ctx.resolve(dotted);
};
