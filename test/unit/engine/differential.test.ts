import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../../src/engine/index.ts';
import { knownDifferences } from '../../conformance/cases.ts';
import { AVOIDED, data, NOW, template, theirs } from './differentialGenerator.ts';

/**
 * Differential test: seeded, generated templates over the whole language and every formatter
 * and predicate family (differentialGenerator.ts, the one generator), on generated data with
 * ill-typed and missing values, rendered by our engine and by the public TypeScript engine
 * (`@squarespace/template-engine`, with CLDR data) must give the same bytes. A difference fails
 * the test after fast-check has shrunk it to a minimal template and data, printed as the
 * reproducer. Where the two references disagree we follow Java; the generator stays clear of
 * those inputs, and every one it avoids must be a listed difference.
 */

const RUNS = 5000;
const SEED = 20_2611;

/** The reproducer of a difference, as the failure prints it. */
function reproducer(source: string, json: unknown, ours: string, expected: string): string {
  return [
    'ours differs from the TypeScript engine (not a listed difference):',
    `template ${JSON.stringify(source)}`,
    `data     ${JSON.stringify(json)}`,
    `ours     ${JSON.stringify(ours)}`,
    `theirs   ${JSON.stringify(expected)}`,
  ].join('\n');
}

// About 10 s alone on two cores; a budget for a machine busy with other suites, as the fuzz test has.
describe('differential test against the public TypeScript engine', { timeout: 120_000 }, () => {
  it(`renders ${RUNS} generated templates over every family exactly as it does`, () => {
    let runs = 0;
    fc.assert(
      fc.property(template, data, (source, json) => {
        runs++;
        const ours = render(source, json, { locale: 'en-US', now: NOW }).output;
        const expected = theirs(source, json);
        if (ours !== expected) throw new Error(reproducer(source, json, ours, expected));
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(runs).toBeGreaterThanOrEqual(RUNS);
  });

  it('lists every difference the generator steers clear of in known-differences.txt', () => {
    const known = knownDifferences();
    const unlisted = AVOIDED.filter((name) => !known.has(`differential/${name}`));
    expect(unlisted, 'avoided by the generator but not listed').toEqual([]);
    const listed = [...known.keys()].filter((name) => name.startsWith('differential/'));
    const unexplained = listed.filter((name) => !(AVOIDED as readonly string[]).includes(name.slice(13)));
    expect(unexplained, 'listed but not named by the generator').toEqual([]);
  });
});
