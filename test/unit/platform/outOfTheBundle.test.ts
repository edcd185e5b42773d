// @vitest-environment node
/**
 * The platform layer and the editor helpers are a library served and tested on their own: no
 * widget, collector, runtime or loader module reaches them, so they never count against the
 * page budgets (`npm run size`). The captcha client (src/platform/captcha) is the exception the
 * forms need, and is not part of this layer's helpers.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every module `file` imports, type-only imports aside, transitively (static and dynamic). */
function reached(file: string, seen = new Set<string>()): Set<string> {
  const source = readFileSync(file, 'utf8');
  const specs = [
    ...[...source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]!),
    ...[...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!),
  ];
  for (const spec of specs) {
    if (!spec.startsWith('.')) continue;
    const target = resolve(dirname(file), spec);
    if (seen.has(target) || !existsSync(target)) continue;
    seen.add(target);
    reached(target, seen);
  }
  return seen;
}

const layer = (file: string) => {
  const rel = relative(repo, file).replaceAll('\\', '/');
  return (
    (rel.startsWith('src/platform/') && !rel.startsWith('src/platform/captcha/')) ||
    rel.startsWith('src/editor/')
  );
};

describe('the platform layer and the editor helpers', () => {
  it('are reached from no browser entry: widgets, runtime, collectors, commerce, ui, loader', () => {
    const entries = [
      'src/widgets',
      'src/runtime',
      'src/collectors',
      'src/commerce',
      'src/ui',
      'loader',
    ].flatMap((dir) => (existsSync(join(repo, dir)) ? files(join(repo, dir)) : []));
    expect(entries.length).toBeGreaterThan(30);
    const leaks = entries.flatMap((entry) =>
      [...reached(entry)].filter(layer).map((f) => `${relative(repo, entry)} → ${relative(repo, f)}`),
    );
    expect(leaks).toEqual([]);
  });

  it('the check sees an import when there is one', () => {
    const platformFiles = files(join(repo, 'src/platform')).filter(layer);
    const createStore = platformFiles.find((f) => f.endsWith('createStore.ts'))!;
    expect([...reached(createStore)].some((f) => f.endsWith('storeSlug.ts'))).toBe(true);
  });
});
