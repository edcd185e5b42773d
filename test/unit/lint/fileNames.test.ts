// @vitest-environment node
/**
 * One file-name case (issue 21): every code file (.ts, .tsx, .js, .mjs, .css) under src, loader,
 * test and fixtures, and every folder on its way, is named in camelCase, with a capital first
 * letter for a component or a class (`AddToCart.tsx`, `ApiError.ts`). What a page or a theme
 * names by URL or slug (templates, partials, pictures, HTML blocks) keeps its slug, and the
 * public engines' cases in test/data keep the names they came with. A widget's folder, its unit
 * test and its e2e spec are named alike.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');
const CODE = /\.(ts|tsx|js|mjs|css)$/;
/** A name before its first dot: letters and digits, no '-' or '_'. */
const CAMEL = /^[A-Za-z][A-Za-z0-9]*$/;

function codeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) codeFiles(path, out);
    else if (CODE.test(entry.name)) out.push(relative(repo, path));
  }
  return out;
}

/** The parts of a code file's path that break the rule, as `path: part`. */
function misnamed(path: string): string[] {
  return path
    .split('/')
    .filter((part) => !CAMEL.test(part.split('.')[0]!))
    .map((part) => `${path}: ${part}`);
}

describe('one file-name case', () => {
  it('the rule: camelCase or a capital first letter, no dashes or underscores, in every folder too', () => {
    expect(misnamed('src/widgets/addToCart/AddToCart.tsx')).toEqual([]);
    expect(misnamed('test/e2e/addToCart.spec.ts')).toEqual([]);
    expect(misnamed('src/engine/to-output.ts')).toEqual(['src/engine/to-output.ts: to-output.ts']);
    expect(misnamed('src/widgets/add-to-cart/index.ts')).toEqual([
      'src/widgets/add-to-cart/index.ts: add-to-cart',
    ]);
    expect(misnamed('fixtures/server/stand_ins/x.js')).toEqual(['fixtures/server/stand_ins/x.js: stand_ins']);
  });

  it('holds for every code file under src, loader, test and fixtures', () => {
    const files = ['src', 'loader', 'test', 'fixtures'].flatMap((top) =>
      codeFiles(join(repo, top)).filter((f) => !f.startsWith('test/data/')),
    );
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap(misnamed)).toEqual([]);
  });

  it("a widget's folder, its unit test and its e2e spec are named alike", () => {
    const widgets = readdirSync(join(repo, 'src/widgets'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const units = readdirSync(join(repo, 'test/unit/widgets')).map((f) => f.replace(/\.test\.tsx?$/, ''));
    const specs = readdirSync(join(repo, 'test/e2e')).map((f) => f.replace(/\.spec\.ts$/, ''));
    expect(widgets.length).toBeGreaterThan(10);
    expect(
      widgets.filter((w) => !units.includes(w)).map((w) => `no test/unit/widgets/${w}.test.ts(x)`),
    ).toEqual([]);
    expect(widgets.filter((w) => !specs.includes(w)).map((w) => `no test/e2e/${w}.spec.ts`)).toEqual([]);
  });
});
