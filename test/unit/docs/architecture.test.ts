// @vitest-environment node
/**
 * docs/architecture.md describes the code as it is (issue 21): every folder of src/, loader/,
 * fixtures/ and test/ appears in it, as its path from its part (`standIns/`, `unit/lint/`,
 * `site/partials/`) or under a parent's pattern (`widgets/<name>/`, `plugins/<family>`). A
 * folder added without a word in it fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');
const doc = readFileSync(join(repo, 'docs/architecture.md'), 'utf8');

function folders(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(dir, entry.name);
    out.push(relative(repo, path));
    folders(path, out);
  }
  return out;
}

/** Whether the page names `folder`: its last one, two or three parts with a '/' after, or its parent's pattern. */
function named(folder: string): boolean {
  const parts = folder.split('/');
  for (let n = 1; n <= Math.min(3, parts.length); n++) {
    if (doc.includes(`${parts.slice(-n).join('/')}/`)) return true;
  }
  return doc.includes(`${parts.at(-2)}/<`);
}

describe('docs/architecture.md', () => {
  it('names every folder of src/, loader/, fixtures/ and test/ (test/data holds copies, named as a whole)', () => {
    const all = ['src', 'loader', 'fixtures', 'test'].flatMap((top) => [
      top,
      ...folders(join(repo, top)).filter((f) => !f.startsWith('test/data/')),
    ]);
    expect(all.length).toBeGreaterThan(80);
    // The rule refuses a folder the page does not name.
    expect(named('src/widgets/noSuchWidget/parts')).toBe(false);
    expect(all.filter((f) => !named(f))).toEqual([]);
  });
});
