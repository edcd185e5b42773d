/**
 * Reading the loosely typed page JSON the way the public engines read it: a missing path is
 * a value like any other (`undefined`), and scalars convert as Jackson's `asText`, `asInt`
 * and `asBoolean` do, so `"productType": "1"` and `"productType": 1` mean the same product.
 */

// The engine's own truthiness, so `.if` in a template and these formatters always agree.
export { isTruthy } from '../../truthy.ts';

export type JsonObject = Readonly<Record<string, unknown>>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `keys` under `value`, or undefined when any step is missing. */
export function get(value: unknown, ...keys: readonly (string | number)[]): unknown {
  let node = value;
  for (const key of keys) {
    if (Array.isArray(node) && typeof key === 'number') node = node[key];
    else if (isObject(node) && typeof key === 'string' && Object.hasOwn(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}

/** An array as a list; anything else as an empty one (templates iterate what is there). */
export function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Scalars as text; containers and missing values as ''. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** An integer from a number or numeric text; 0 otherwise. */
export function asInt(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const n = Number(value.trim());
    return value.trim() !== '' && Number.isFinite(n) ? Math.trunc(n) : 0;
  }
  return 0;
}

/** true, a non-zero number or the text 'true'. */
export function asBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value.trim().toLowerCase() === 'true';
  return false;
}

/** Structural equality of two JSON values; two missing values are equal. */
export function jsonEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => jsonEquals(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => Object.hasOwn(b, k) && jsonEquals(a[k], b[k]))
    );
  }
  return false;
}
