// Java's \s: ASCII whitespace only, tab to carriage return and space (JavaScript's \s also takes
// no-break and other Unicode spaces).
const _OPEN_SINGLE = /(^|[-\u2014 \t\n\v\f\r(["])'/g;
const _OPEN_DOUBLE = /(^|[-\u2014/[(\u2018 \t\n\v\f\r])"/g;

/**
 * Typographic punctuation, in the Java reference's five steps: a `'` at the start or after a
 * dash, em dash, space, `(`, `[` or `"` opens (‘), every other `'` closes (’); a `"` at the
 * start or after a dash, em dash, `/`, `[`, `(`, ‘ or a space opens (“), every other closes (”);
 * then each `--`, left to right, becomes an em dash (`---` is an em dash and a hyphen). The
 * TypeScript reference's class reads a backslash and an `s` where Java's reads a space (a
 * listed difference: we follow Java).
 */
export function smartypants(s: string): string {
  return s
    .replace(_OPEN_SINGLE, '$1\u2018')
    .replaceAll("'", '\u2019')
    .replace(_OPEN_DOUBLE, '$1\u201c')
    .replaceAll('"', '\u201d')
    .replaceAll('--', '\u2014');
}
