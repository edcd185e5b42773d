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

const STOP = /[{}\n]/g;

export function scan(source: string): ScanResult {
  const pieces: Piece[] = [];
  let unclosedComment: number | null = null;
  let textStart = 0;
  let i = 0;
  const n = source.length;
  const flushText = (end: number) => {
    if (end > textStart) pieces.push({ kind: 'text', text: source.slice(textStart, end) });
  };
  while (i < n) {
    const open = source.indexOf('{', i);
    if (open === -1) break;
    if (source.startsWith('{##', open)) {
      const close = source.indexOf('##}', open + 3);
      flushText(open);
      if (close === -1) {
        unclosedComment = open;
        textStart = n;
        break;
      }
      i = textStart = close + 3;
      continue;
    }
    STOP.lastIndex = open + 1;
    const stop = STOP.exec(source);
    if (stop === null) break;
    const at = stop.index;
    if (source[at] !== '}') {
      // '{' restarts the search from there; a line break leaves the '{' as text.
      i = source[at] === '{' ? at : at + 1;
      continue;
    }
    const content = source.slice(open + 1, at);
    const first = content[0];
    flushText(open);
    if (first === '#' || first === '^') {
      i = textStart = at + 1;
      continue;
    }
    pieces.push({ kind: 'tag', content, offset: open });
    i = textStart = at + 1;
  }
  flushText(n);
  return { pieces, unclosedComment };
}
