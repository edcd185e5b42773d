/** Turns a character offset into a 1-based line and column: a forward walk over line starts, else a binary search. */
export type Locator = (offset: number) => { line: number; column: number };

export function locator(source: string): Locator {
  const starts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  // Tags are located in source order: start from the last answer's line when moving forward.
  let last = 0;
  return (offset) => {
    if (offset >= starts[last]!) {
      while (last + 1 < starts.length && starts[last + 1]! <= offset) last++;
      return { line: last + 1, column: offset - starts[last]! + 1 };
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    last = lo;
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  };
}
