/** A store title shorter than this (trimmed) gives way to the fallback title. */
export const MIN_STORE_SLUG_LENGTH = 3;

/**
 * The store's URL slug (engine spec §5): the trimmed title, or the trimmed fallback title when
 * the title is empty or shorter than 3 characters; when that is taken, the first of -1, -2 …
 * that is free.
 */
export function storeSlug(title: string, fallbackTitle: string, taken: Iterable<string> = []): string {
  const trimmed = title.trim();
  const base = trimmed.length < MIN_STORE_SLUG_LENGTH ? fallbackTitle.trim() : trimmed;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 1;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
