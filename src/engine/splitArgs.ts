/**
 * Formatter and predicate arguments: the first character after the name is the delimiter
 * (`{a|fmt x y}`, `{a|fmt:x:y}`, `{a|truncate#28# ! !}`). As Java's `StringUtils.split`, a run of
 * delimiters counts once and none at either end makes an empty argument (`{s|truncate 5 }` is
 * `truncate 5`, `{a|output:x::y:}` is `output x y`), where the TypeScript reference keeps empty ones.
 */
export function splitArgs(rest: string): string[] {
  if (rest === '') return [];
  const delimiter = rest[0]!;
  const parts = rest.slice(1).split(delimiter);
  if (!parts.includes('')) return parts;
  const words: string[] = [];
  for (const p of parts) if (p !== '') words.push(p);
  return words;
}
