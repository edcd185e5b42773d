import type { FormatterCall } from './nodes.ts';
import type { FormatterTable } from './plugins/types.ts';
import { splitArgs } from './splitArgs.ts';

const NO_ARGS: readonly string[] = Object.freeze([]);

/** A tag without formatters, the usual case: one shared answer (nothing downstream mutates it). */
const NO_FORMATTERS: FormatterParse = Object.freeze({ ok: true, calls: Object.freeze([]) });

export type FormatterParse =
  | { readonly ok: true; readonly calls: readonly FormatterCall[] }
  | { readonly ok: false; readonly unknown: string | null };

/**
 * Parses `|fmt args|fmt2` (text after the value). `unknown` names the first unknown
 * formatter; `unknown: null` means the text is not a formatter chain at all.
 */
export function parseFormatters(text: string, table: FormatterTable): FormatterParse {
  if (text === '') return NO_FORMATTERS;
  const calls: FormatterCall[] = [];
  const segments = text.slice(1).split('|');
  for (const segment of segments) {
    const end = _nameEnd(segment);
    if (end === 0) return { ok: false, unknown: null };
    const name = end === segment.length ? segment : segment.slice(0, end);
    const fn = Object.hasOwn(table, name) ? table[name] : undefined;
    if (fn === undefined) return { ok: false, unknown: name };
    calls.push({ name, args: end === segment.length ? NO_ARGS : splitArgs(segment.slice(end)), fn });
  }
  return { ok: true, calls };
}

/**
 * Length of the formatter name at the start of `segment` (a letter or `_`, then letters, digits,
 * `_` or `-`); 0 when it does not start with one. Whatever follows is its arguments.
 */
function _nameEnd(segment: string): number {
  const c0 = segment.charCodeAt(0);
  if (!_isWordStart(c0)) return 0;
  let i = 1;
  while (i < segment.length) {
    const c = segment.charCodeAt(i);
    if (!(_isWordStart(c) || (c >= 48 && c <= 57) || c === 45)) break;
    i++;
  }
  return i;
}

function _isWordStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}
