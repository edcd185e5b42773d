/**
 * Variable references: `@` (the current scope), `@index`, `@name` (a bound variable),
 * `name.sub.0` (looked up from the innermost scope outwards), `$name` (a plain key), and a
 * path whose first segment is digits (`0`, `1.x`): both references read it as a lookup, an
 * index into the arrays in scope (getter.ts), not as text.
 */
export const PATH = /^(?:@[\w$-]*|[A-Za-z_$][\w$-]*|\d+)(?:\.[\w$-]+)*$/;

/**
 * Whether `text` is a path. The regular expression, not a loop over char codes: paths run to
 * a few dozen characters (`website.location.addressTitle`), and Node 20 reads a string a char
 * code at a time at several nanoseconds each, where the compiled expression reads it natively
 * (a quarter less time a path, for every tag compiled).
 */
export function isPath(text: string): boolean {
  return PATH.test(text);
}

/** A written value that is not a path: a number, a quoted string, true, false or null. */
export function parseLiteral(text: string): { value: unknown } | null {
  if (text === 'true') return { value: true };
  if (text === 'false') return { value: false };
  if (text === 'null') return { value: null };
  if (/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/.test(text)) return { value: Number(text) };
  const q = text[0];
  if ((q === '"' || q === "'") && text.length >= 2 && text[text.length - 1] === q) {
    if (q === '"') {
      try {
        return { value: JSON.parse(text) as unknown };
      } catch {
        // not valid JSON escapes: take the characters between the quotes as they are
      }
    }
    return { value: text.slice(1, -1) };
  }
  return null;
}
