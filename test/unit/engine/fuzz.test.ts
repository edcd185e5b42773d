import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, render } from '../../../src/engine/index.ts';
import type { RenderResult, TemplateError } from '../../../src/engine/types.ts';
import { loadCases } from '../../conformance/cases.ts';

/** Random and mutated templates must never make compile or render throw, hang or return junk. */

const cases = loadCases().filter((c) => (c.sections.TEMPLATE ?? '').length < 4000);
const realTemplates = cases.map((c) => c.sections.TEMPLATE ?? '');
const parse = (text: string | undefined): unknown => {
  try {
    return text === undefined || text.trim() === '' ? {} : (JSON.parse(text) as unknown);
  } catch {
    return {};
  }
};
const realData = cases.map((c) => parse(c.sections.JSON));
const realPartials = cases.map((c) => parse(c.sections.PARTIALS) as Record<string, string>);

const PIECES = [
  '{',
  '}',
  '{.',
  '|',
  '@',
  '@index',
  '.',
  ' ',
  '\n',
  '#',
  '##',
  '^',
  ':',
  '"',
  "'",
  '\\',
  '(',
  ')',
  'a',
  'b.c',
  'items',
  '$x',
  '{.section a}',
  '{.repeated section items}',
  '{.alternates with}',
  '{.or}',
  '{.end}',
  '{.if a || b && c}',
  '{.equal? a 1}',
  '{.or equal? b "x"}',
  '{.var @v items|count}',
  '{.ctx @c k=a v=b.c}',
  '{.macro m}',
  '{.include m output}',
  '{@|apply m}',
  '{@|apply m private k=v}',
  '{.inject @i x.json}',
  '{.eval ',
  '1 + 2 * (3 ** 4) % 5',
  '@v = a ; max(1, @v)',
  "'\\u00e9\\x41'",
  '{a|json}',
  '{a|truncate 3 ~}',
  '{a|get b c}',
  '{a|nope}',
  '{.nope?}',
  '{# c}',
  '{## c ##}',
  '{.meta-left}',
  '{.newline}',
];

const pieceTemplate = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join(''));

/** Cuts, duplicates and splices of real case templates: near-valid input finds the most paths. */
const mutatedTemplate = fc
  .tuple(
    fc.nat(realTemplates.length - 1),
    fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(3), fc.constantFrom(...PIECES)), {
      minLength: 1,
      maxLength: 6,
    }),
  )
  .map(([which, edits]) => {
    let t = realTemplates[which]!;
    for (const [a, b, op, piece] of edits) {
      const i = t.length === 0 ? 0 : a % (t.length + 1);
      const j = Math.min(t.length, i + (b % 40));
      if (op === 0) t = t.slice(0, i) + t.slice(j);
      else if (op === 1) t = t.slice(0, i) + piece + t.slice(i);
      else if (op === 2) t = t.slice(0, j) + t.slice(i, j) + t.slice(j);
      else t = t.slice(0, i) + t.slice(j) + t.slice(i, j);
    }
    return { template: t, which };
  });

const json = fc.jsonValue({ maxDepth: 3 });
const TYPES = new Set(['parser', 'assembler', 'engine']);

function wellFormed(errors: readonly TemplateError[]): void {
  for (const e of errors) {
    expect(TYPES.has(e.type)).toBe(true);
    expect(typeof e.message).toBe('string');
    expect(Number.isInteger(e.line) && e.line >= 1).toBe(true);
    expect(Number.isInteger(e.column) && e.column >= 1).toBe(true);
  }
}

function check(template: string, data: unknown, partials: Record<string, string> = {}): void {
  const started = performance.now();
  const compiled = compile(template);
  wellFormed(compiled.errors);
  const result: RenderResult = render(compiled.code, data, {
    partials: { m: template.slice(0, 200), ...partials },
    injects: { 'x.json': '{"a":1}' },
    maxSteps: 20_000,
  });
  expect(typeof result.output).toBe('string');
  wellFormed(result.errors);
  // A hang guard, not a speed test (speed is the benchmark's, as a ratio against the peer): a
  // template that nests its own partial 16 deep renders in ~1 s on a busy 2-core machine.
  expect(performance.now() - started).toBeLessThan(5000);
}

// Thousands of renders each: seconds on a busy 2-core machine, more than Vitest's 5 s default.
describe('engine fuzz', { timeout: 120_000 }, () => {
  it('survives templates built from syntax pieces', () => {
    fc.assert(
      fc.property(pieceTemplate, json, (t, d) => check(t, d)),
      { numRuns: 1500 },
    );
  });

  it('survives mutated conformance templates with their own data', () => {
    fc.assert(
      fc.property(mutatedTemplate, ({ template, which }) =>
        check(template, realData[which], realPartials[which]),
      ),
      { numRuns: 1500 },
    );
  });

  it('survives real templates against random data', () => {
    fc.assert(
      fc.property(fc.nat(realTemplates.length - 1), json, (which, d) =>
        check(realTemplates[which]!, d, realPartials[which]),
      ),
      { numRuns: 800 },
    );
  });

  it('survives arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (t) => check(t, {})),
      { numRuns: 800 },
    );
  });
});
