/**
 * Formatter and predicate arguments: the first character after the name is the delimiter
 * (`{a|fmt x y}`, `{a|fmt:x:y}`, `{a|truncate#28# ! !}`). As Java's `StringUtils.split`, a run of
 * delimiters counts once and none at either end makes an empty argument (`{s|truncate 5 }` is
 * `truncate 5`, `{a|output:x::y:}` is `output x y`), where the TypeScript reference keeps empty ones.
 * Reads `rest` from `from` on (the delimiter there), so a caller need not slice the arguments off.
 */
export function splitArgs(rest: string, from = 0): string[] {
  const words: string[] = [];
  const n = rest.length;
  if (n <= from) return words;
  const delimiter = rest[from]!;
  // indexOf and slice, not `split`: split is a call into the runtime, a sixth of compiling a
  // template whose tags mostly carry arguments.
  let start = from + 1;
  while (start <= n) {
    let end = rest.indexOf(delimiter, start);
    if (end === -1) end = n;
    if (end > start) words.push(rest.slice(start, end));
    start = end + 1;
  }
  return words;
}
