/** Reads the public conformance cases (see shared/conformance/template/README.md). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderContext } from '../../../../src/engine/plugins/types.ts';

export const CASES_DIR = join(import.meta.dirname, '../../../../../shared/conformance/template/cases');

export interface Case {
  name: string;
  sections: Record<string, string>;
}

export function loadCase(path: string): Case {
  const sections: Record<string, string> = {};
  let current: string | undefined;
  for (const line of readFileSync(join(CASES_DIR, path), 'utf8').split('\n')) {
    const m = /^:([A-Za-z0-9_-]+)\s*$/.exec(line);
    if (m?.[1] !== undefined) {
      current = m[1];
      sections[current] = '';
    } else if (current !== undefined) {
      sections[current] += `${line}\n`;
    }
  }
  return { name: path, sections };
}

export function listCases(folder: 'ts' | 'java', pattern: RegExp): string[] {
  return readdirSync(join(CASES_DIR, folder))
    .filter((f) => pattern.test(f))
    .map((f) => `${folder}/${f}`);
}

/** A render context over `root` with dotted-path resolution only, for calling formatters directly. */
export function context(
  root: unknown,
  over: Partial<RenderContext> = {},
): RenderContext & { errors: string[] } {
  const errors: string[] = [];
  return {
    locale: 'en-US',
    now: Date.now(),
    timeZone: 'America/New_York',
    root,
    gates: {},
    resolve(path: string) {
      if (path === '@') return root;
      let v: unknown = root;
      for (const k of path.split('.')) {
        if (v === null || typeof v !== 'object') return undefined;
        v = (v as Record<string, unknown>)[k];
      }
      return v;
    },
    error(message: string) {
      errors.push(message);
    },
    renderPartial: () => undefined,
    errors,
    ...over,
  };
}
