/**
 * Variable references: `@` (the current scope), `@index`, `@name` (a bound variable),
 * `name.sub.0` (looked up from the innermost scope outwards), `$name` (a plain key).
 */
export const PATH = /^(?:@[\w$-]*|[A-Za-z_$][\w$-]*)(?:\.[\w$-]+)*$/;

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
