/**
 * Variable references: `@` (the current scope), `@index`, `@name` (a bound variable),
 * `name.sub.0` (looked up from the innermost scope outwards), `$name` (a plain key), and a
 * path whose first segment is digits (`0`, `1.x`): both references read it as a lookup, an
 * index into the arrays in scope (getter.ts), not as text.
 */
export const PATH = /^(?:@[\w$-]*|[A-Za-z_$][\w$-]*|\d+)(?:\.[\w$-]+)*$/;

/** Whether `text` matches PATH; a loop over char codes, as it runs for every tag compiled. */
export function isPath(text: string): boolean {
  const n = text.length;
  if (n === 0) return false;
  const c0 = text.charCodeAt(0);
  let i = 1;
  if (c0 >= 48 && c0 <= 57) {
    // A digits-only first segment (`0`, `1.x`): an index, as both references read it.
    while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
    if (i === n) return true;
    if (text.charCodeAt(i) !== DOT) return false;
  } else if (c0 !== AT && !(_isLetter(c0) || c0 === UNDERSCORE || c0 === DOLLAR)) return false;
  let segmentStart = 1;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === DOT) {
      // Only the head may be empty (a bare `@`); every segment after a dot needs a character.
      if (i === segmentStart && segmentStart > 1) return false;
      segmentStart = i + 1;
    } else if (!(_isLetter(c) || (c >= 48 && c <= 57) || c === UNDERSCORE || c === DOLLAR || c === DASH)) {
      return false;
    }
  }
  return segmentStart === 1 || i > segmentStart;
}

const AT = 64;
const DOT = 46;
const UNDERSCORE = 95;
const DOLLAR = 36;
const DASH = 45;

function _isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
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
