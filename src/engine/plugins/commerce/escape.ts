/**
 * HTML escaping for text and attribute values. Everything the commerce formatters take from
 * page JSON (merchant labels, option names, visitor form answers) goes through here, so a
 * value can never open a tag or leave its quoted attribute.
 */

const _ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** `& < > "` as entities: what the templates' `htmltag` and `htmlattr` formatters emit. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => _ENTITIES[c] ?? c);
}

/**
 * Like escapeHtml but leaves `&` alone. The public markup writes the variant picker's
 * aria-label unescaped (`aria-label="Select color&hue"`); keeping `&` as-is stays byte-exact
 * with it while quotes and angle brackets still cannot break out of the attribute.
 */
export function escapeAttributeKeepingAmpersands(text: string): string {
  return text.replace(/[<>"]/g, (c) => _ENTITIES[c] ?? c);
}

/** Compact JSON inside a double-quoted attribute, as `{x|json|htmltag}` writes it. */
export function jsonAttribute(value: unknown): string {
  return escapeHtml(JSON.stringify(value ?? null));
}
