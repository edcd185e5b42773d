/**
 * Conformance runner: `npm run conformance -- [DIR ...] [--filter NAME ...] [--quiet]`.
 * Renders every case (with .eval and .include on), compares trimmed output, prints a diff
 * per failure, a count per family, and ends with `N passed, N failed`.
 */
import { resolve } from 'node:path';
import { families } from '../../src/engine/plugins/index.ts';
import { type Case, DEFAULT_CASES_DIR, knownDifferences, loadCases, type Outcome, runCase } from './cases.ts';
import { diffLines } from './diffLines.ts';

const argv = process.argv.slice(2);
const dirs: string[] = [];
const filters: string[] = [];
let quiet = false;
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i]!;
  if (arg === '--filter' || arg === '-f') filters.push(argv[++i] ?? '');
  else if (arg.startsWith('--filter=')) filters.push(arg.slice('--filter='.length));
  else if (arg === '--quiet' || arg === '-q') quiet = true;
  else dirs.push(resolve(arg));
}

const cases = loadCases(dirs.length > 0 ? dirs : [DEFAULT_CASES_DIR]).filter(
  (c) => filters.length === 0 || filters.some((f) => c.name.includes(f)),
);
const known = knownDifferences();

/** The family that owns a formatter or predicate name, if any. */
function ownerOf(name: string, kind: 'formatters' | 'predicates'): string | undefined {
  for (const [family, table] of Object.entries(families)) {
    if (
      Object.hasOwn(table[kind], name) ||
      (kind === 'predicates' && Object.hasOwn(table[kind], `${name}?`))
    ) {
      return family;
    }
  }
  return undefined;
}

/**
 * Which family a case exercises: among the owners of the formatters and predicates its
 * template uses, the one its name points at, else the first; 'syntax' when it uses none.
 */
function familyOf(c: Case): string {
  const used: string[] = [];
  for (const m of (c.sections.TEMPLATE ?? '').matchAll(/\|\s*([\w-]+)|\{\.(?:or\s+)?([\w-]+\??)/g)) {
    const owner = m[1] ? ownerOf(m[1], 'formatters') : ownerOf(m[2]!, 'predicates');
    if (owner !== undefined) used.push(owner);
  }
  const stem = c.name.split('/').pop()!;
  const named = /^(f|p|i18n)-(.+)$/.exec(stem);
  if (named !== null) {
    const words = (named[1] === 'i18n' ? `i18n-${named[2]}` : named[2]!).split('-');
    for (let n = words.length; n > 0; n--) {
      const owner = ownerOf(words.slice(0, n).join('-'), named[1] === 'p' ? 'predicates' : 'formatters');
      if (owner !== undefined && (used.length === 0 || used.includes(owner))) return owner;
    }
  }
  return used[0] ?? 'syntax';
}

let passed = 0;
let failed = 0;
let knownCount = 0;
const perFamily = new Map<string, { passed: number; failed: number }>();

function report(o: Outcome): void {
  console.log(`\n✗ ${o.name}`);
  if (o.problem !== undefined) console.log(`  case could not run: ${o.problem}`);
  if (quiet) return;
  for (const line of diffLines(o.expected.trim(), o.actual.trim())) console.log(`  ${line}`);
  for (const e of o.errors) console.log(`  ! ${e.type} ${e.line}:${e.column} ${e.message}`);
}

for (const c of cases) {
  const o = runCase(c);
  const family = familyOf(c);
  const tally = perFamily.get(family) ?? { passed: 0, failed: 0 };
  perFamily.set(family, tally);
  if (o.passed && known.has(c.name)) {
    // A listed difference that no longer differs: the list must say only what is still true.
    failed++;
    tally.failed++;
    console.log(`\n✗ ${c.name} passes but is listed in known-differences.txt: remove its line`);
  } else if (o.passed) {
    passed++;
    tally.passed++;
  } else if (known.has(c.name)) {
    knownCount++;
    console.log(`\n~ ${c.name} (known: ${known.get(c.name)})`);
  } else {
    failed++;
    tally.failed++;
    report(o);
  }
}

console.log('\nby family:');
for (const [family, t] of [...perFamily].sort())
  console.log(`  ${family}: ${t.passed} passed, ${t.failed} failed`);
if (knownCount > 0) console.log(`${knownCount} known differences (test/conformance/known-differences.txt)`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
