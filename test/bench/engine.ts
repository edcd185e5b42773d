/**
 * Engine benchmark: `npm run bench:engine [-- --runs N]`. Compiles and renders the public
 * "wright" theme page (shared/bench: template, 149 KB of page JSON, partials) many times
 * and prints the median compile and render times and renders per second.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, render } from '../../src/engine/index.ts';

const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/bench');
const template = readFileSync(resolve(benchDir, 'wright.html'), 'utf8');
const json = JSON.parse(readFileSync(resolve(benchDir, 'wright.json'), 'utf8')) as unknown;
const partials = JSON.parse(readFileSync(resolve(benchDir, 'wright-partials.json'), 'utf8')) as Record<
  string,
  string
>;

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg === -1 ? 2000 : Number(process.argv[runsArg + 1]);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

function time(fn: () => void, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return out;
}

const { code, errors: compileErrors } = compile(template);
const first = render(code, json, { partials });

// Warm up so the JIT has settled before measuring.
time(() => compile(template), 200);
time(() => render(code, json, { partials }), 200);

const compileTimes = time(() => compile(template), runs);
// Reading a character flattens V8's concatenation rope, so the time includes building the real string.
let sink = 0;
const renderTimes = time(() => {
  const { output } = render(code, json, { partials });
  sink += output.charCodeAt(output.length >> 1);
}, runs);
const total = renderTimes.reduce((a, b) => a + b, 0);

const ms = (x: number) => `${x.toFixed(3)} ms`;
console.log(
  `wright.html: ${template.length} chars, data ${JSON.stringify(json).length} chars, output ${first.output.length} chars`,
);
console.log(`errors: ${compileErrors.length} compile, ${first.errors.length} render`);
console.log(`compile median ${ms(median(compileTimes))} over ${runs} runs`);
console.log(`render  median ${ms(median(renderTimes))} over ${runs} runs`);
console.log(`${Math.round((runs * 1000) / total)} renders per second${sink < 0 ? '' : ''}`);
