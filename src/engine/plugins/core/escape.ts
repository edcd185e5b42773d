import { printedText } from '../json.ts';
import type { FormatterTable } from '../types.ts';

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(s: string): string {
  return escapeHtml(s).replace(/"/g, '&quot;');
}

export const escapeFormatters: FormatterTable = {
  html: (value) => escapeHtml(printedText(value)),
  htmlattr: (value) => escapeAttribute(printedText(value)),
  htmltag: (value) => escapeAttribute(printedText(value)),
  /** Drops markup, keeping the text between tags. */
  safe: (value) => printedText(value).replace(/<[^>]*>/g, ''),
};
