/**
 * JSON-Template truthiness: missing, null, false, 0, NaN, '' and empty arrays and
 * objects are false; everything else is true.
 */
export function isTruthy(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'string':
      return value.length > 0;
    case 'object':
      if (Array.isArray(value)) return value.length > 0;
      for (const key in value) if (Object.hasOwn(value, key)) return true;
      return false;
    default:
      return true;
  }
}
