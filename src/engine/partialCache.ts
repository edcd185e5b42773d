import { compile, execOf } from './compile.ts';
import type { PartialCompiler } from './run.ts';

const cache = new Map<string, ReturnType<PartialCompiler>>();
const MAX_ENTRIES = 500;

/** Partials arrive as text with every render; compile each distinct text once. */
export const compilePartial: PartialCompiler = (source) => {
  let hit = cache.get(source);
  if (hit === undefined) {
    const { code, errors } = compile(source);
    hit = { exec: execOf(code), errors };
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(source, hit);
  }
  return hit;
};
