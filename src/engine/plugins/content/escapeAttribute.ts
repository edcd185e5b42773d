const ATTRIBUTE_CHARS: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/**
 * Escape data for a double-quoted HTML attribute or for body text. The single quote stays
 * raw, as in the public engines' output: every attribute these formatters write is
 * double-quoted, and the conformance cases pin that form.
 */
export const escapeAttribute = (value: string): string =>
  value.replace(/[&<>"]/g, (ch) => ATTRIBUTE_CHARS[ch] ?? ch);
