/**
 * Formatter and predicate arguments: the first character after the name is the delimiter
 * (`{a|fmt x y}`, `{a|fmt:x:y}`, `{a|truncate#28# ! !}`). With a space, runs of spaces count once.
 */
export function splitArgs(rest: string): string[] {
  if (rest === '') return [];
  const delimiter = rest[0]!;
  const parts = rest.slice(1).split(delimiter);
  if (delimiter !== ' ' || !parts.includes('')) return parts;
  const words: string[] = [];
  for (const p of parts) if (p !== '') words.push(p);
  return words;
}
