import { asText, isTruthy } from '../json.ts';
import type { FormatterTable } from '../types.ts';

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(s: string): string {
  return escapeHtml(s).replace(/"/g, '&quot;');
}

export const escapeFormatters: FormatterTable = {
  html: (value) => escapeHtml(asText(value)),
  htmlattr: (value) => escapeAttribute(asText(value)),
  htmltag: (value) => escapeAttribute(asText(value)),
  /** Drops markup, keeping the text between tags; a false value passes through untouched (both references). */
  safe: (value) => (isTruthy(value) ? dropTags(asText(value)) : value),
};

/**
 * Removes each `<` … `>` run (what `/<[^>]*>/g` removes) in one pass: a `<` with no `>` after
 * it stays text, and so does everything after it. The regex retries every `<` of an unclosed
 * run to its end, quadratic in page data (100,000 characters took 8.7 s).
 */
export function dropTags(s: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = s.indexOf('<', from);
    if (open === -1) break;
    const close = s.indexOf('>', open + 1);
    if (close === -1) break;
    out += s.slice(from, open);
    from = close + 1;
  }
  return from === 0 ? s : out + s.slice(from);
}
