import { isTruthy } from '../truthy.ts';

/**
 * Conversions and comparisons of the expression language: loose like JavaScript's
 * (`"1" == 1`, `true + 2` is 3, `5 + "a"` concatenates), hex strings read as numbers.
 */
export function toNumber(v: unknown): number {
  switch (typeof v) {
    case 'number':
      return v;
    case 'boolean':
      return v ? 1 : 0;
    case 'string': {
      const s = v.trim();
      if (/^[-+]?0[xX][0-9a-fA-F]+$/.test(s)) {
        const n = Number.parseInt(s.replace(/^[-+]/, ''), 16);
        return s[0] === '-' ? -n : n;
      }
      return Number(s);
    }
    default:
      return v === null ? 0 : Number.NaN;
  }
}

export function toStr(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return v;
    case 'number':
    case 'boolean':
      return String(v);
    case 'undefined':
      return '';
    default:
      if (v === null) return 'null';
      try {
        return JSON.stringify(v) ?? '';
      } catch {
        return '';
      }
  }
}

export function toBool(v: unknown): boolean {
  return isTruthy(v);
}

function isPrimitive(v: unknown): boolean {
  return v === null || v === undefined || typeof v !== 'object';
}

export function strictEquals(a: unknown, b: unknown): boolean {
  if (isPrimitive(a) || isPrimitive(b)) return a === b || (a == null && b == null);
  return toStr(a) === toStr(b);
}

export function looseEquals(a: unknown, b: unknown): boolean {
  if (typeof a === typeof b || a == null || b == null) return strictEquals(a, b);
  if (isPrimitive(a) && isPrimitive(b)) return toNumber(a) === toNumber(b);
  return false;
}

/** Negative, zero or positive; NaN when the two cannot be ordered. */
export function compare(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  const x = toNumber(a);
  const y = toNumber(b);
  return x < y ? -1 : x > y ? 1 : x === y ? 0 : Number.NaN;
}
