/**
 * Splits template source into literal text and `{...}` tags.
 *
 * A tag ends at the first `}` on the same line. A `{` met before it makes the earlier
 * `{` literal text (so `{# {^x} #}` keeps `{#  #}`, as the public engines do), and so
 * does a line break: CSS and inline scripts pass through untouched. `{## ... ##}` spans
 * lines. Comments `{#...}` and preprocessor tags `{^...}` are dropped here.
 */
export type Piece = { kind: 'text'; text: string } | { kind: 'tag'; content: string; offset: number };

export interface ScanResult {
  pieces: Piece[];
  /** Offset of a `{##` that is never closed, if any. */
  unclosedComment: number | null;
}

const OPEN = 123; // {
const CLOSE = 125; // }
const NEWLINE = 10;
const HASH = 35; // #
const CARET = 94; // ^

// One pass of charCodeAt over the source (no regex, no closure per call): compile time is
// measured against the public TypeScript engine's parse, and this runs once per template.
export function scan(source: string): ScanResult {
  const pieces: Piece[] = [];
  let unclosedComment: number | null = null;
  let textStart = 0;
  let i = 0;
  const n = source.length;
  while (i < n) {
    const open = source.indexOf('{', i);
    if (open === -1) break;
    if (source.charCodeAt(open + 1) === HASH && source.charCodeAt(open + 2) === HASH) {
      const close = source.indexOf('##}', open + 3);
      if (open > textStart) pieces.push({ kind: 'text', text: source.slice(textStart, open) });
      if (close === -1) {
        unclosedComment = open;
        textStart = n;
        break;
      }
      i = textStart = close + 3;
      continue;
    }
    let at = open + 1;
    let c = 0;
    for (; at < n; at++) {
      c = source.charCodeAt(at);
      if (c === CLOSE || c === OPEN || c === NEWLINE) break;
    }
    if (at >= n) break;
    if (c !== CLOSE) {
      // '{' restarts the search from there; a line break leaves the '{' as text.
      i = c === OPEN ? at : at + 1;
      continue;
    }
    if (open > textStart) pieces.push({ kind: 'text', text: source.slice(textStart, open) });
    const first = source.charCodeAt(open + 1);
    if (first !== HASH && first !== CARET) {
      pieces.push({ kind: 'tag', content: source.slice(open + 1, at), offset: open });
    }
    i = textStart = at + 1;
  }
  if (n > textStart) pieces.push({ kind: 'text', text: source.slice(textStart, n) });
  return { pieces, unclosedComment };
}
