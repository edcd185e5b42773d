import { compile, execOf } from './compile.ts';
import type { PartialCompiler } from './run.ts';

type Compiled = ReturnType<PartialCompiler>;

/** A partial's text as last met under its fingerprint; its code once it came a second time. */
interface Entry {
  readonly source: string;
  compiled: Compiled | null;
}

const MAX_ENTRIES = 500;
const entries = new Map<number, Entry>();

/**
 * Partials arrive as text with every render; a text met again is compiled once.
 * - Only a text seen twice keeps its code: code kept for every text outlives the young
 *   generation of the garbage collector, and a stream of texts each used once (partials
 *   assembled per request) then cost more in collection than their compiling (a render with
 *   five new partials took twice as long).
 * - Texts are told apart by a fingerprint read from a few dozen characters, then compared
 *   whole: a Map keyed by the text itself hashes every character of a text it has not seen,
 *   which was a fifth of a render bringing new partials. Texts with one fingerprint take each
 *   other's place, so a collision costs a compile, never a wrong partial.
 */
export const compilePartial: PartialCompiler = (source) => {
  const key = fingerprint(source);
  const entry = entries.get(key);
  if (entry !== undefined && entry.source === source) {
    entry.compiled ??= compileNow(source);
    return entry.compiled;
  }
  if (entry === undefined && entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { source, compiled: null });
  return compileNow(source);
};

function compileNow(source: string): Compiled {
  const { code, errors } = compile(source);
  return { exec: execOf(code), errors };
}

/** The length and about 64 characters spread over the text, the last one included. */
function fingerprint(text: string): number {
  const n = text.length;
  let h = n;
  const step = n <= 64 ? 1 : Math.floor(n / 64);
  for (let i = 0; i < n; i += step) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return n === 0 ? h : (Math.imul(h, 31) + text.charCodeAt(n - 1)) | 0;
}
