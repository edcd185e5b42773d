/**
 * Size budgets of ARCHITECTURE.md, measured on the built dist/ with gzip -9.
 * Run after `npm run build`; exits 1 when a budget is exceeded.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
if (!existsSync(join(dist, 'loader.js')) || !existsSync(join(dist, 'chunks'))) {
  console.error('dist/ has no build to measure: run `npm run build` first.');
  process.exit(1);
}
const KB = 1024;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

const chunks = readdirSync(join(dist, 'chunks'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ name: f, file: join(dist, 'chunks', f), size: gz(join(dist, 'chunks', f)) }));

// Chunks a widget chunk imports statically: the shared runtime (Preact and friends).
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:import|from)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map(
    (m) => m[1]!,
  );
const closure = (name: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(name)) return seen;
  seen.add(name);
  for (const dep of importsOf(join(dist, 'chunks', name))) closure(dep, seen);
  return seen;
};

const loaderSrc = readFileSync(join(dist, 'loader.js'), 'utf8');
const widgetChunks = [...loaderSrc.matchAll(/import\(["'`]\.\/chunks\/([\w.-]+\.js)["'`]\)/g)].map(
  (m) => m[1]!,
);
const shared = new Set(chunks.map((c) => c.name).filter((n) => !widgetChunks.includes(n)));
const sizeOf = (name: string) => chunks.find((c) => c.name === name)?.size ?? 0;

// What a product page loads: the loader plus every chunk its widgets and collectors need.
const PRODUCT_PAGE = ['cart-pill', 'add-to-cart', 'variant-picker', 'collectors'];
const productPage = new Set<string>();
for (const w of widgetChunks.filter((n) => PRODUCT_PAGE.some((p) => n.startsWith(`${p}-`))))
  closure(w, productPage);

const checks: Array<{ what: string; size: number; budget: number }> = [
  { what: 'loader.js', size: gz(join(dist, 'loader.js')), budget: 1.5 * KB },
  {
    what: `product page JS (loader + ${[...productPage].join(', ') || 'no widget chunks'})`,
    size: gz(join(dist, 'loader.js')) + [...productPage].reduce((s, n) => s + sizeOf(n), 0),
    budget: 30 * KB,
  },
  ...widgetChunks.map((name) => ({
    what: `widget chunk ${name} (beyond shared runtime)`,
    size: sizeOf(name),
    budget: 4 * KB,
  })),
];

let failed = 0;
for (const c of checks) {
  const ok = c.size <= c.budget;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${String(c.size).padStart(6)} B / ${c.budget} B  ${c.what}`);
}
for (const name of shared) console.log(`     ${String(sizeOf(name)).padStart(6)} B  shared chunk ${name}`);
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
