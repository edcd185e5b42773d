/**
 * Splits template source into literal text and `{...}` tags.
 *
 * A tag ends at the first `}`, on the same line or a later one (as in both public engines, so
 * a `{# ... }` comment may span lines). A `{` met before it makes the earlier `{` literal text
 * (so `{# {^x} #}` keeps `{#  #}`, as the public engines do). What parses as no instruction or
 * variable (CSS rules, inline scripts) is put back as text, unchanged. `{## ... ##}` spans
 * lines too. Comments `{#...}` and preprocessor tags `{^...}` are dropped here.
 */

/** Receives text and tags in source order (no list is built: compile consumes each at once). */
export interface ScanSink {
  text(text: string): void;
  /** A tag's content between its braces, and the offset of its `{`. */
  tag(content: string, offset: number): void;
  /**
   * A tag that is exactly `{.end}`, a third of all tags, told apart here from the source so
   * its content is never sliced off and parsed; the offset of its `{`.
   */
  end(offset: number): void;
}

const HASH = 35; // #
const CARET = 94; // ^
const DOT = 46; // .

/** Whether `end` is written at `at`. */
function _isEnd(source: string, at: number): boolean {
  return (
    source.charCodeAt(at) === 101 && source.charCodeAt(at + 1) === 110 && source.charCodeAt(at + 2) === 100
  );
}

/** The next `char` at or after `from`, or the source length when there is none. */
function _next(source: string, char: string, from: number): number {
  const i = source.indexOf(char, from);
  return i === -1 ? source.length : i;
}

// Searches with indexOf (native, vectorised) and remembers the next '}', so it is found once
// however many '{' come before it: compile time is measured against the public
// TypeScript engine's parse, and this runs once per template.
/** Feeds `sink` the text and tags of `source`; returns the offset of a `{##` never closed, else null. */
export function scan(source: string, sink: ScanSink): number | null {
  let unclosedComment: number | null = null;
  let textStart = 0;
  const n = source.length;
  let open = _next(source, '{', 0);
  let close = -1;
  while (open < n) {
    if (source.charCodeAt(open + 1) === HASH && source.charCodeAt(open + 2) === HASH) {
      const end = source.indexOf('##}', open + 3);
      if (open > textStart) sink.text(source.slice(textStart, open));
      if (end === -1) {
        unclosedComment = open;
        textStart = n;
        break;
      }
      textStart = end + 3;
      open = _next(source, '{', textStart);
      continue;
    }
    const nextOpen = _next(source, '{', open + 1);
    if (close <= open) close = _next(source, '}', open + 1);
    if (close >= n) {
      // No '}' is left, so no tag: only a '{##' further on still matters (it is never closed).
      const comment = source.indexOf('{##', open + 1);
      if (comment === -1) break;
      open = comment;
      continue;
    }
    if (nextOpen < close) {
      // A '{' before the '}' restarts from there: the last '{' before a '}' opens the tag.
      open = nextOpen;
      continue;
    }
    if (open > textStart) sink.text(source.slice(textStart, open));
    const first = source.charCodeAt(open + 1);
    if (close - open === 5 && first === DOT && _isEnd(source, open + 2)) sink.end(open);
    else if (first !== HASH && first !== CARET) sink.tag(source.slice(open + 1, close), open);
    textStart = close + 1;
    open = nextOpen;
  }
  if (n > textStart) sink.text(source.slice(textStart, n));
  return unclosedComment;
}
