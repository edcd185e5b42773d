import * as z from 'zod/mini';

/**
 * A JSON object carried as a string inside a body (additionalFields, a form's field values,
 * census data): the spec sends these as JSON text, and the server must refuse anything that
 * does not parse to an object.
 */
export function jsonObjectText(field: string, maxLength = 20_000) {
  return z.string().check(
    z.maxLength(maxLength),
    z.refine((text) => {
      try {
        const value: unknown = JSON.parse(text);
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      } catch {
        return false;
      }
    }, `${field} must be a JSON object encoded as a string`),
  );
}
