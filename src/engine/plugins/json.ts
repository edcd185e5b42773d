/**
 * Reading the loosely typed JSON a template renders, the one set of readers every family
 * uses: a missing path is a value like any other (`undefined`), never an exception, and every
 * reader has a neutral answer ('', 0, false, []). Scalars convert as Jackson's `asText`,
 * `asInt` and `asBoolean` do, so `"productType": "1"` and `"productType": 1` mean the same.
 */

// The engine's own truthiness, so `.if`/`.section` in a template and these readers always agree.
export { isTruthy } from '../truthy.ts';

export type JsonObject = Readonly<Record<string, unknown>>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value at `keys` under `value` (`get(item, 'location', 'mapLat')`): a string key reads
 * an object's own property, a number key an array's index; undefined when any step is missing.
 */
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

/** Scalars as text (numbers and booleans printed); containers, null and missing values as ''. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * Java's `Double.toString`: plain from 10⁻³ up to 10⁷ with at least one fraction digit (`1.0`),
 * else `1.5E12`, `1.0E-4`; `0.0`, `-0.0`, `Infinity`, `NaN`.
 */
function javaDoubleText(n: number): string {
  const abs = Math.abs(n);
  if (!Number.isFinite(n)) return String(n);
  if (abs === 0) return Object.is(n, -0) ? '-0.0' : '0.0';
  if (abs >= 1e-3 && abs < 1e7) {
    const s = String(n);
    return s.includes('.') ? s : `${s}.0`;
  }
  const [mantissa = '', exponent = '0'] = n.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
}

/**
 * Jackson's `asText`, where the Java reference reads a value as text to use it (a comparison's
 * right operand, a `lookup` key): a whole number as its digits, a fraction as Java writes a
 * double, null as 'null', containers and a missing value as ''.
 */
export function jacksonText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : javaDoubleText(value);
  return value === null ? 'null' : '';
}

/**
 * Jackson's `asText` of a number token whose JSON text is `source` (as parseJson keeps it): an
 * integer token (Jackson's int, long or big-integer node) as its digits, `12345678901234567890`
 * whole; any other (a double node) as Java writes the double, `1.0`, `2.5` for `2.50`, `1000.0`
 * for `1e3`.
 */
export function jacksonNumberText(source: string): string {
  // JSON allows no leading zeros, so an integer token is already its digits; "-0" is the int 0.
  if (/^-?\d+$/.test(source)) return source === '-0' ? '0' : source;
  return javaDoubleText(Number(source));
}

/** A number from a number or numeric text (fractions kept), booleans as 1/0; anything else 0. */
export function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isNaN(n) ? 0 : n;
  }
  return 0;
}

const _JAVA_DOUBLE = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?[dDfF]?$/;

/**
 * A number as Java's Jackson `asDouble` reads any JSON value, the reading the Java reference
 * gives number formatters (`round`, `mod`, `cycle`, the date formatters): a number as it is,
 * true 1 and false 0, trimmed text written as a Java double ('2.5', '1e2', '3d'), and
 * anything else — missing, null, other text, an object or an array — 0.
 */
export function asDouble(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return 0;
  const s = value.trim();
  if (!_JAVA_DOUBLE.test(s)) return 0;
  const last = s.charCodeAt(s.length - 1);
  return Number(last > 57 ? s.slice(0, -1) : s);
}

/** Jackson's `asLong`: asDouble truncated toward zero (0 for a value no long holds as a number). */
export function asLong(value: unknown): number {
  const n = asDouble(value);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

// Counts (stock, quantities, type codes) need whole finite numbers, where asNumber keeps 2.5 and ∞.
/** asNumber's integer part; 0 for an infinite one. */
export function asInt(value: unknown): number {
  const n = asNumber(value);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

// Flags written as "false" must read false, where isTruthy (the template's truth) holds any non-empty text.
/** true, a non-zero number or the text 'true' (any case, spaces ignored). */
export function asBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value.trim().toLowerCase() === 'true';
  return false;
}

/** Structural equality of two JSON values, key order ignored; two missing values are equal. */
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
