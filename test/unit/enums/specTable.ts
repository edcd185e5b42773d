/**
 * Reads an enumeration the way the spec writes it ("main content 1, page 2, SSO page 400") into
 * the constant names we give it ({MAIN_CONTENT: 1, PAGE: 2, SSO_PAGE: 400}), so each test can
 * quote the spec's own sentence.
 */
export function specTable(text: string): Record<string, number> {
  const table: Record<string, number> = {};
  for (const item of text.split(',')) {
    const match = /^\s*(.+?)\s+(-?\d+)\s*$/.exec(item);
    if (match === null) throw new Error(`not a "name number" pair: ${item}`);
    table[constantName(match[1] ?? '')] = Number(match[2]);
  }
  return table;
}

/** 'member-area access denied' → 'MEMBER_AREA_ACCESS_DENIED'. */
export function constantName(words: string): string {
  return words
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();
}

/** "a, b and c" or "a, b, c" → ['a', 'b', 'c']. */
export function specList(text: string): string[] {
  return text.split(/,\s*|\s+and\s+/).map((s) => s.trim());
}
