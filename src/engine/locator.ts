/** Turns a character offset into a 1-based line and column. */
export type Locator = (offset: number) => { line: number; column: number };

/**
 * Tags are located in source order, so the locator walks forward from its last answer, one
 * newline at a time, with no table of line starts built up front (compiling a partial is timed
 * on every render that brings a new one); an offset before the last answer walks again from
 * the start, which only the end-of-source reports do.
 */
export function locator(source: string): Locator {
  let line = 1;
  let lineStart = 0;
  /** The first newline at or after `lineStart`, -1 when there is none. */
  let next = source.indexOf('\n');
  return (offset) => {
    if (offset < lineStart) {
      line = 1;
      lineStart = 0;
      next = source.indexOf('\n');
    }
    while (next !== -1 && next < offset) {
      line++;
      lineStart = next + 1;
      next = source.indexOf('\n', lineStart);
    }
    return { line, column: offset - lineStart + 1 };
  };
}
