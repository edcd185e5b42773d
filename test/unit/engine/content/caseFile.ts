import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CASES = fileURLToPath(new URL('../../../data/conformance/template/cases/', import.meta.url));

export interface Case {
  readonly json: unknown;
  readonly template: string;
  readonly output: string;
}

/** One public conformance case, split into its `:SECTION`s (format in the cases' README). */
export function readCase(name: string, folder: 'ts' | 'java' = 'ts'): Case {
  const source = readFileSync(`${CASES}${folder}/${name}.html`, 'utf8');
  const sections: Record<string, string> = {};
  let current = '';
  for (const line of source.split('\n')) {
    const header = /^:([A-Za-z0-9_-]+)\s*$/.exec(line);
    if (header?.[1] !== undefined) {
      current = header[1];
      sections[current] = '';
    } else if (current !== '') {
      sections[current] += `${line}\n`;
    }
  }
  return {
    json: JSON.parse(sections.JSON ?? 'null'),
    template: sections.TEMPLATE ?? '',
    output: sections.OUTPUT ?? '',
  };
}
