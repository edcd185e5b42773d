import type { FormatterTable } from '../types.ts';
import { text } from './text-of.ts';

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(s: string): string {
  return escapeHtml(s).replace(/"/g, '&quot;');
}

export const escapeFormatters: FormatterTable = {
  html: (value) => escapeHtml(text(value)),
  htmlattr: (value) => escapeAttribute(text(value)),
  htmltag: (value) => escapeAttribute(text(value)),
  /** Drops markup, keeping the text between tags. */
  safe: (value) => text(value).replace(/<[^>]*>/g, ''),
};
