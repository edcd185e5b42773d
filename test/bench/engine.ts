/**
 * Engine benchmark: `npm run bench:engine [-- --runs N]`. On the public "wright" theme page
 * (test/data/bench: template, 149 KB of page JSON, partials), with our engine built as it ships, it
 * 1. checks our output is byte-identical to the public TypeScript engine's
 *    (@squarespace/template-engine, a devDependency), except the spots listed below where that
 *    engine disagrees with the Java engine (we follow Java), and prints each such spot;
 * 2. times both engines in this process, interleaved run by run (alternating which goes first),
 *    each render on fresh page JSON (JSON.parse of the text, outside the timing), and prints the
 *    medians and the ratios against the bars: render ≥ 3×, compile ≥ 1.5×, render with partials
 *    neither engine has seen ≥ 2× the TypeScript engine;
 * 3. the same, per formatter family: a small template applying the family's formatters to 40
 *    items of fresh data, every family ≥ 1.0× the TypeScript engine, printed as a table.
 * The TypeScript engine runs with CLDR data (@phensley/cldr, a devDependency, as its own users
 * give it): without it its i18n formatters (message, money, datetime, relative-time …) print
 * nothing at no cost, and there would be nothing to compare.
 * Exits 1 when the output differs outside the listed spots or a ratio is below its bar.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler } from '@squarespace/template-engine';
import { build } from 'vite';
import { diffLines } from '../conformance/diffLines.ts';

const here = dirname(fileURLToPath(import.meta.url));
const benchDir = resolve(here, '../data/bench');

/**
 * Our engine as it ships (`vitrine/engine`, built by src/engine/vite.config.ts), built into a
 * temporary folder: the TypeScript engine is measured as its published JavaScript, and tsx's
 * on-the-fly transform of our sources wraps every function in a naming helper that costs a
 * third of compile time, which no user of the built engine pays.
 */
async function builtEngine(): Promise<typeof import('../../src/engine/index.ts')> {
  const outDir = mkdtempSync(join(tmpdir(), 'vitrine-engine-bench-'));
  try {
    await build({
      configFile: resolve(here, '../../src/engine/vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    // Marked as an ES module, so Node loads it as is (tsx would transform an unmarked .js).
    writeFileSync(join(outDir, 'package.json'), '{"type":"module"}');
    const url = pathToFileURL(join(outDir, 'index.js')).href;
    return (await import(url)) as typeof import('../../src/engine/index.ts');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const { compile, render } = await builtEngine();
const template = readFileSync(resolve(benchDir, 'wright.html'), 'utf8');
const jsonText = readFileSync(resolve(benchDir, 'wright.json'), 'utf8');
const partials = JSON.parse(readFileSync(resolve(benchDir, 'wright-partials.json'), 'utf8')) as Record<
  string,
  string
>;

const runsArg = process.argv.indexOf('--runs');
const runs = Math.max(300, runsArg === -1 ? 1000 : Number(process.argv[runsArg + 1]) || 0);
const BARS = { render: 3, compile: 1.5, cold: 2, family: 1 };
// A fixed "now" so both engines see the same clock.
const now = Date.UTC(2026, 0, 15, 12);

/**
 * Where the TypeScript engine disagrees with the Java engine on Wright; we follow Java. Each
 * spot is told apart by what the two outputs hold there.
 */
const EXCEPTIONS = [
  {
    spot: 'mobile bar branding: the site title in the `.or` of `{.section logoImageUrl}`',
    ours: `site-title'>${' '.repeat(30)}Wright${' '.repeat(24)}</a>`,
    theirs: `site-title'>${' '.repeat(54)}</a>`,
    reason:
      "the Java engine pops a section's scope before running its `.or` branch (SectionInst.invoke), so " +
      '`{.section siteTitle}` there resolves in `website` and prints "Wright"; the TypeScript engine runs ' +
      'the branch inside the missing logoImageUrl, where siteTitle is not found, and prints nothing',
  },
] as const;

// The TypeScript engine's CLDR data: resource packs read from @phensley/cldr as its users do.
const packs = dirname(createRequire(import.meta.url).resolve('@phensley/cldr/packs/en.json'));
const cldr = new CLDRFramework({
  loader: (language: string) => readFileSync(join(packs, `${language}.json`), 'utf8'),
}).get('en-US');

const ts = new Compiler();
const fresh = (): unknown => JSON.parse(jsonText) as unknown;

function theirs(): string {
  return ts.execute({ code: ts.parse(template).code, json: fresh(), partials, now, cldr }).ctx.render();
}

// 1. Byte identity, with the listed exceptions.
const { errors: compileErrors } = compile(template);
const first = render(compile(template).code, fresh(), { partials, now });
const a = first.output;
const b = theirs();
console.log(
  `wright.html: ${template.length} chars, data ${jsonText.length} chars, output ${a.length} chars (TypeScript engine ${b.length})`,
);
console.log(`errors: ${compileErrors.length} compile, ${first.errors.length} render`);
let failed = false;
if (a === b) console.log('Wright output: byte-identical to the TypeScript engine');
else {
  const ourLines = a.split('\n');
  const theirLines = b.split('\n');
  const listed = new Set<string>();
  const unexplained: number[] = [];
  const n = Math.max(ourLines.length, theirLines.length);
  for (let i = 0; i < n; i++) {
    const x = ourLines[i] ?? '';
    const y = theirLines[i] ?? '';
    if (x === y) continue;
    const hit = EXCEPTIONS.find((e) => x.includes(e.ours) && y.includes(e.theirs));
    // Within a listed line, the rest must still match once the spot is taken out.
    if (hit !== undefined && x.replace(hit.ours, '') === y.replace(hit.theirs, '')) listed.add(hit.spot);
    else unexplained.push(i);
  }
  console.log(
    `Wright output: identical to the TypeScript engine except ${listed.size} listed spot(s) where it disagrees with the Java engine:`,
  );
  for (const e of EXCEPTIONS.filter((x) => listed.has(x.spot))) console.log(`  - ${e.spot}: ${e.reason}`);
  if (unexplained.length > 0) {
    failed = true;
    console.log(`UNLISTED differences on ${unexplained.length} line(s):`);
    for (const i of unexplained.slice(0, 5)) {
      for (const line of diffLines(theirLines[i] ?? '', ourLines[i] ?? ''))
        console.log(`  ${line.slice(0, 300)}`);
    }
  }
}

// 2. Speed, interleaved.
function median(xs: readonly number[]): number {
  const s = [...xs].sort((p, q) => p - q);
  return s.length % 2 === 1 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

const times = {
  oursCompile: [] as number[],
  tsCompile: [] as number[],
  oursRender: [] as number[],
  tsRender: [] as number[],
  oursCold: [] as number[],
  tsCold: [] as number[],
};
/**
 * Partials with text neither engine has seen: our engine keeps a partial compiled across
 * renders once its text comes a second time (see partialCache.ts), the TypeScript engine parses
 * them again on every render; this pair shows the render ratio when that cache cannot help.
 */
let coldRun = 0;
function coldPartials(): Record<string, string> {
  const tag = `{# run ${coldRun++}}`;
  return Object.fromEntries(Object.entries(partials).map(([name, text]) => [name, text + tag]));
}
const oursCode = compile(template).code;
const tsCode = ts.parse(template).code;
// Reading a character flattens a concatenation rope, so the time includes building the real string.
let sink = 0;

/** Times `work` (fed fresh page JSON, parsed outside the timing) into `into` when recording. */
function timed(into: number[] | null, work: (json: unknown) => string | void): void {
  const json = fresh();
  const t = performance.now();
  const out = work(json);
  if (typeof out === 'string') sink += out.charCodeAt(out.length >> 1);
  const d = performance.now() - t;
  into?.push(d);
}

const oursRender = (p: Record<string, string>) => (json: unknown) =>
  render(oursCode, json, { partials: p, now }).output;
const theirsRender = (p: Record<string, string>) => (json: unknown) =>
  ts.execute({ code: tsCode, json, partials: p, now, cldr }).ctx.render();

function step(record: boolean, theirsFirst: boolean, coldPhase = false): void {
  const keep = (xs: number[]) => (record ? xs : null);
  const cold = coldPhase ? coldPartials() : partials;
  const pairs: (readonly [() => void, () => void])[] = coldPhase
    ? [
        [
          () => timed(keep(times.oursCold), oursRender(cold)),
          () => timed(keep(times.tsCold), theirsRender(cold)),
        ],
      ]
    : [
        [
          () => timed(keep(times.oursCompile), () => void compile(template)),
          () => timed(keep(times.tsCompile), () => void ts.parse(template)),
        ],
        [
          () => timed(keep(times.oursRender), oursRender(partials)),
          () => timed(keep(times.tsRender), theirsRender(partials)),
        ],
      ];
  for (const [ours, theirs] of pairs) {
    if (theirsFirst) {
      theirs();
      ours();
    } else {
      ours();
      theirs();
    }
  }
}

for (let i = 0; i < 100; i++) step(false, i % 2 === 1);
// Alternate which engine goes first, so neither always runs right after the other's garbage.
for (let i = 0; i < runs; i++) step(true, i % 2 === 1);
// After the main runs: the cold partials would evict the warm ones from the partial cache.
for (let i = 0; i < runs; i++) step(true, i % 2 === 1, true);

const ms = (x: number) => `${x.toFixed(3)} ms`;
const report = (what: 'compile' | 'render', mine: number[], theirsT: number[]): void => {
  const m = median(mine);
  const t = median(theirsT);
  const ratio = t / m;
  const ok = ratio >= BARS[what];
  if (!ok) failed = true;
  console.log(
    `${what.padEnd(7)} median ours ${ms(m)}, TypeScript engine ${ms(t)} over ${runs} interleaved runs: ` +
      `${ratio.toFixed(2)}× (bar ${BARS[what]}×) ${ok ? 'PASS' : 'BELOW BAR'}`,
  );
};
report('compile', times.oursCompile, times.tsCompile);
report('render', times.oursRender, times.tsRender);
const coldRatio = median(times.tsCold) / median(times.oursCold);
const coldOk = coldRatio >= BARS.cold;
if (!coldOk) failed = true;
console.log(
  `render with partials new to both engines each time (our partial cache cannot help): ours ${ms(median(times.oursCold))}, ` +
    `TypeScript engine ${ms(median(times.tsCold))}: ${coldRatio.toFixed(2)}× (bar ${BARS.cold}×) ${coldOk ? 'PASS' : 'BELOW BAR'}`,
);

// 3. Per formatter family: 40 items of fresh data through the family's formatters, interleaved.
const ITEMS = 40;
const day = 86_400_000;
/** A template applying `tags` to each item, and the items' data as JSON text. */
function family(
  tags: string,
  item: (i: number) => Record<string, unknown>,
): { template: string; json: string } {
  const items = Array.from({ length: ITEMS }, (_, i) => item(i));
  return {
    template: `{.repeated section items}${tags}\n{.end}`,
    json: JSON.stringify({ website: { timeZone: 'America/New_York' }, items }),
  };
}
const FAMILIES: Record<string, { template: string; json: string }> = {
  message: family('{msg|message n name} / {msg2|message name=name count=n}', (i) => ({
    msg: '{0 plural one {# item} other {# items}} from {1}',
    msg2: '{name} has {count select 0 {none} other {{count} left}}',
    n: i % 4,
    name: `shop ${i}`,
  })),
  money: family('{price|money} {price|money style:code}', (i) => ({
    price: { value: (1234.5 + i * 7.25).toFixed(2), currency: ['USD', 'EUR', 'GBP', 'JPY'][i % 4] },
  })),
  date: family('{t|date %A, %B %d, %Y %I:%M %p} {t|date %Y-%m-%d %H:%M:%S %Z}', (i) => ({
    t: now - i * 6.3 * day,
  })),
  // Whole hours, past and future, where both engines agree (they round fractions and pick longer
  // units differently: the TypeScript engine departs from the Java engine there,
  // test/conformance/known-differences.txt).
  'relative-time': family('{t|relative-time}', (i) => ({
    t: now + (i % 2 === 0 ? -1 : 1) * ((i % 23) + 1) * 3_600_000,
  })),
  datetime: family('{t|datetime date:long} {t|datetime short}', (i) => ({ t: now - i * 6.3 * day })),
  decimal: family('{n|decimal} {n|decimal maxFractionDigits:1}', (i) => ({ n: 1234.5678 * i })),
  timesince: family('{t|timesince}', (i) => ({ t: now - i * 3.7 * 3_600_000 })),
  escape: family('{s|html} {s|htmlattr} {s|safe}', (i) => ({ s: `a <b>"${i}"</b> & c` })),
  json: family('{o|json}', (i) => ({ o: { a: i, b: [1, 2, 'x'], c: { d: null } } })),
  text: family('{s|truncate 10} {s|slugify} {s|capitalize}', (i) => ({ s: `Hello world number ${i}` })),
  number: family('{n|round} {n|pluralize} {n|count}', (i) => ({ n: i * 1.5 })),
  url: family('{s|encode-uri-component} {s|encode-uri}', (i) => ({ s: `a b/c?d=${i}&e` })),
};
const rows = Object.entries(FAMILIES).map(([name, f]) => ({
  name,
  ...f,
  ours: compile(f.template).code,
  theirs: ts.parse(f.template).code,
  timesOurs: [] as number[],
  timesTheirs: [] as number[],
}));
for (const row of rows) {
  const a = render(row.ours, JSON.parse(row.json), { now }).output;
  const b = ts.execute({ code: row.theirs, json: JSON.parse(row.json), now, cldr }).ctx.render();
  if (a !== b) {
    failed = true;
    console.log(`family ${row.name}: output differs from the TypeScript engine's`);
    for (const line of diffLines(b, a).slice(0, 6)) console.log(`  ${line.slice(0, 300)}`);
  }
}
function familyStep(record: boolean, theirsFirst: boolean): void {
  for (const row of rows) {
    const ours = () => {
      const json = JSON.parse(row.json) as unknown;
      const t = performance.now();
      const out = render(row.ours, json, { now }).output;
      sink += out.charCodeAt(out.length >> 1);
      if (record) row.timesOurs.push(performance.now() - t);
    };
    const theirs = () => {
      const json = JSON.parse(row.json) as unknown;
      const t = performance.now();
      const out = ts.execute({ code: row.theirs, json, now, cldr }).ctx.render();
      sink += out.charCodeAt(out.length >> 1);
      if (record) row.timesTheirs.push(performance.now() - t);
    };
    if (theirsFirst) {
      theirs();
      ours();
    } else {
      ours();
      theirs();
    }
  }
}
for (let i = 0; i < 100; i++) familyStep(false, i % 2 === 1);
for (let i = 0; i < runs; i++) familyStep(true, i % 2 === 1);
const us = (x: number) => `${(x * 1000).toFixed(1)} µs`;
console.log(
  `\nper formatter family, ${ITEMS} items a render, median over ${runs} interleaved runs (bar ${BARS.family}×):`,
);
console.log(`  ${'family'.padEnd(14)} ${'ours'.padStart(10)} ${'TypeScript'.padStart(10)}  ratio`);
for (const row of rows) {
  const m = median(row.timesOurs);
  const t = median(row.timesTheirs);
  const ratio = t / m;
  const ok = ratio >= BARS.family;
  if (!ok) failed = true;
  console.log(
    `  ${row.name.padEnd(14)} ${us(m).padStart(10)} ${us(t).padStart(10)}  ${ratio.toFixed(2)}× ${ok ? 'PASS' : 'BELOW BAR'}`,
  );
}
if (sink < 0) console.log(sink);
if (failed) process.exitCode = 1;
