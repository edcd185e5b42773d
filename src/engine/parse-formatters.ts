import type { FormatterCall } from './nodes.ts';
import type { FormatterTable } from './plugins/types.ts';
import { splitArgs } from './split-args.ts';

const NO_ARGS: readonly string[] = Object.freeze([]);
const CALL = /^([A-Za-z_][\w-]*)([^\w-][\s\S]*)?$/;

export type FormatterParse =
  | { readonly ok: true; readonly calls: FormatterCall[] }
  | { readonly ok: false; readonly unknown: string | null };

/**
 * Parses `|fmt args|fmt2` (text after the value). `unknown` names the first unknown
 * formatter; `unknown: null` means the text is not a formatter chain at all.
 */
export function parseFormatters(text: string, table: FormatterTable): FormatterParse {
  const calls: FormatterCall[] = [];
  if (text === '') return { ok: true, calls };
  const segments = text.slice(1).split('|');
  for (const segment of segments) {
    const m = CALL.exec(segment);
    if (m === null) return { ok: false, unknown: null };
    const name = m[1]!;
    const fn = Object.hasOwn(table, name) ? table[name] : undefined;
    if (fn === undefined) return { ok: false, unknown: name };
    calls.push({ name, args: m[2] === undefined ? NO_ARGS : Object.freeze(splitArgs(m[2])), fn });
  }
  return { ok: true, calls };
}
