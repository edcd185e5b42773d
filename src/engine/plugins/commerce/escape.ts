/**
 * HTML escaping for text and attribute values. Everything the commerce formatters take from
 * page JSON (merchant labels, option names, visitor form answers) goes through here, so a
 * value can never open a tag or leave its quoted attribute.
 */
import { escapeAttribute } from '../core/escape.ts';

/** `& < > "` as entities: what the templates' `htmltag` and `htmlattr` formatters emit. */
export { escapeAttribute };

/**
 * Like escapeHtml but leaves `&` alone. The public markup writes the variant picker's
 * aria-label unescaped (`aria-label="Select color&hue"`); keeping `&` as-is stays byte-exact
 * with it while quotes and angle brackets still cannot break out of the attribute.
 */
export function escapeAttributeKeepingAmpersands(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Compact JSON inside a double-quoted attribute, as `{x|json|htmltag}` writes it. */
export function jsonAttribute(value: unknown): string {
  return escapeAttribute(JSON.stringify(value ?? null));
}
