/**
 * Size budgets of ARCHITECTURE.md, measured on the built dist/ with gzip -9.
 * Run after `npm run build`; exits 1 when a budget is exceeded.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { collectorNames, registry } from '../loader/registry.ts';

const dist = join(import.meta.dirname, '..', 'dist');
if (!existsSync(join(dist, 'loader.js')) || !existsSync(join(dist, 'chunks'))) {
  console.error('dist/ has no build to measure: run `npm run build` first.');
  process.exit(1);
}
const KB = 1024;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const sizeOf = (name: string) => gz(join(dist, 'chunks', name));

// Chunks a chunk imports statically (what the browser fetches with it, before it runs).
const importsOf = (name: string) =>
  [
    ...readFileSync(join(dist, 'chunks', name), 'utf8').matchAll(
      /(?:import|from)\s*["'`]\.\/([\w.-]+\.js)["'`]/g,
    ),
  ].map((m) => m[1]!);
const closure = (name: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(name)) return seen;
  seen.add(name);
  for (const dep of importsOf(name)) closure(dep, seen);
  return seen;
};

// One chunk per registry entry, chunks/<name>.js; everything else in chunks/ is shared code.
const entries = [...registry.map((e) => e.n), ...collectorNames];
const missing = entries.filter((n) => !existsSync(join(dist, 'chunks', `${n}.js`)));
if (missing.length > 0) {
  console.error(`dist/chunks lacks the chunks of ${missing.join(', ')}: the loader would 404 on them.`);
  process.exit(1);
}
const shared = readdirSync(join(dist, 'chunks')).filter(
  (f) => f.endsWith('.js') && !entries.includes(f.slice(0, -3)),
);

// What a product page loads: the loader plus every chunk its markers and the collectors need
// (ARCHITECTURE: loader, Preact, cart pill, add-to-cart, variant picker, collectors), with the
// widgets the demo store's heaviest product pages carry beside them: a physical product with
// variants (instalment pill), one sold by subscription too, and one sold out (its restock form
// showing from the start). Chunks loaded only on demand are not counted: the alert dialog on a
// first error, the instalment popup on its first opening, the additional-fields lightbox on a
// first press, the quantity field's checks, which hydrate when the shopper reaches the field (the
// native field works until then), a restock form that shows only once a sold-out variant is
// chosen (it hydrates when it becomes visible), and the captcha's code, loaded at a first submit.
const ALWAYS = ['cart-pill', 'add-to-cart', 'added-item-popover', ...collectorNames];
const PRODUCT_PAGES: Record<string, string[]> = {
  'product page with variants (field-jacket)': [...ALWAYS, 'variant-picker', 'instalments'],
  'subscribe-and-save product page (coffee-beans)': [
    ...ALWAYS,
    'variant-picker',
    'instalments',
    'subscription',
  ],
  'sold-out product page (wool-scarf)': [...ALWAYS, 'variant-picker', 'instalments', 'restock-form'],
};
const pages = Object.entries(PRODUCT_PAGES).map(([what, names]) => {
  const chunks = new Set<string>();
  for (const name of names) closure(`${name}.js`, chunks);
  return { what, chunks };
});
const productPage = new Set(pages.flatMap((p) => [...p.chunks]));
const loaderSize = gz(join(dist, 'loader.js'));

const checks: Array<{ what: string; size: number; budget: number }> = [
  { what: 'loader.js (every widget and collector registered)', size: loaderSize, budget: 1.5 * KB },
  ...pages.map(({ what, chunks }) => ({
    what: `${what} JS (loader + ${[...chunks].join(', ')})`,
    size: loaderSize + [...chunks].reduce((s, n) => s + sizeOf(n), 0),
    budget: 30 * KB,
  })),
  ...entries.map((name) => ({
    what: `widget chunk ${name}.js (beyond shared chunks)`,
    size: sizeOf(`${name}.js`),
    budget: 4 * KB,
  })),
];

let failed = 0;
for (const c of checks) {
  const ok = c.size <= c.budget;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${String(c.size).padStart(6)} B / ${c.budget} B  ${c.what}`);
}
for (const name of shared) {
  const when = productPage.has(name)
    ? 'on a product page'
    : 'on demand (e.g. the first add, the first alert)';
  console.log(`     ${String(sizeOf(name)).padStart(6)} B  shared chunk ${name}, loaded ${when}`);
}
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
