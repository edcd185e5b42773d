import { Compiler } from '@squarespace/template-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../../src/engine/index.ts';

/**
 * Differential fuzz: generated templates over the core syntax (variables, sections, repeated
 * sections with .alternates with, .or, predicates, formatters without locale data) rendered by
 * our engine and by the public TypeScript engine (@squarespace/template-engine, a devDependency)
 * on generated data; every disagreement is reported.
 *
 * The generator stays clear of the spots where the TypeScript engine departs from the Java
 * engine, which we follow (each one has its own test elsewhere):
 * - it runs a section's `.or` inside the missing value's scope where Java pops it first, so an
 *   `.or` branch here holds no section, `{@}` or predicate on `@`;
 * - it prints an object inside an array as "[object Object]" and a nested array as its items
 *   where Java prints nothing (output-rule.test.ts), so printed arrays hold scalars only;
 * - its `count` of a string is 0 where Java counts its characters, so `count` reads containers only;
 * - its url-encode (JavaScript's escape) keeps / @ + where Java's URLEncoder encodes them, and
 *   writes a space as %20 where Java writes + (we keep %20, which the shared case expects), so
 *   url-encode is left out here.
 * Keys are named per depth, so a section's name is found in the scope it opens in or nowhere
 * (a section looks its name up in the current scope only, as both references do:
 * section-scope.test.ts covers the outward case).
 */

// Keys by kind and depth: s = string, n = integer, b = boolean, o = object, l = list of
// scalars, r = list of objects. The depth suffix keeps each level's names apart.
type Kind = 's' | 'n' | 'b' | 'o' | 'l' | 'r';
const key = (kind: Kind, depth: number, i: number) => `${kind}${depth}_${i}`;

const text = fc.constantFrom('', 'a', 'Hello World', '<b>x</b>', 'a&b "q"', '  ', 'é ü', 'x<y', '0', 'true');
const int = fc.integer({ min: -3, max: 12 });
const scalar = fc.oneof(text, int, fc.boolean(), fc.constant(null));

function level(depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries: Record<string, fc.Arbitrary<unknown>> = {};
  for (let i = 0; i < 2; i++) {
    entries[key('s', depth, i)] = text;
    entries[key('n', depth, i)] = int;
    entries[key('b', depth, i)] = fc.boolean();
    entries[key('l', depth, i)] = fc.array(scalar, { maxLength: 4 });
    if (depth < 2) {
      entries[key('o', depth, i)] = level(depth + 1);
      entries[key('r', depth, i)] = fc.array(level(depth + 1), { maxLength: 3 });
    }
  }
  return fc.record(entries, { requiredKeys: [] });
}

const FORMATTERS = [
  'html',
  'htmlattr',
  'htmltag',
  'safe',
  'json',
  'pluralize',
  'truncate 3',
  'slugify',
  'output x y',
];

/** A template body at a scope of `depth` (the data level it sees), `inAlt` inside an `.or`. */
function body(depth: number, size: number, inAlt: boolean): fc.Arbitrary<string> {
  const anyKey = (kinds: readonly Kind[]) =>
    fc
      .tuple(fc.constantFrom(...kinds), fc.nat(depth), fc.nat(1))
      .map(([k, d, i]) => key(k, Math.min(d, depth), i));
  const here = (kind: Kind) => fc.nat(1).map((i) => key(kind, depth, i));
  const scalarKinds: Kind[] = ['s', 'n', 'b', 'l', 'o'];
  const variable = fc
    .tuple(
      inAlt ? anyKey(scalarKinds) : fc.oneof(anyKey(scalarKinds), fc.constant('@')),
      fc.subarray(FORMATTERS, { maxLength: 2 }),
    )
    .map(([name, fmts]) => `{${[name, ...fmts].join('|')}}`);
  const counted = anyKey(['o', 'l', 'r']).map((name) => `{${name}|count}`);
  const words = fc.constantFrom('x', ' ', '-', '\n', 'ab');
  const predicate = fc.oneof(
    fc.tuple(anyKey(['n']), anyKey(['n'])).map(([a, b]) => `equal? ${a} ${b}`),
    fc.tuple(anyKey(['n']), fc.integer({ min: -1, max: 5 })).map(([a, b]) => `greaterThan? ${a} ${b}`),
    fc.tuple(anyKey(['s']), anyKey(['s'])).map(([a, b]) => `notEqual? ${a} ${b}`),
    ...(inAlt ? [] : [fc.constantFrom('odd?', 'even?', 'plural?', 'singular?')]),
  );
  if (size <= 0) return fc.oneof(words, variable, counted);
  const inner = (d: number, alt: boolean) => body(d, size - 1, alt);
  const blocks: fc.Arbitrary<string>[] = [
    words,
    variable,
    counted,
    fc
      .tuple(predicate, inner(depth, inAlt), fc.option(inner(depth, true)))
      .map(([p, a, b]) => `{.${p}}${a}${b === null ? '' : `{.or}${b}`}{.end}`),
  ];
  if (!inAlt && depth < 2) {
    blocks.push(
      fc
        .tuple(here('o'), inner(depth + 1, false), fc.option(inner(depth, true)))
        .map(([k, a, b]) => `{.section ${k}}${a}${b === null ? '' : `{.or}${b}`}{.end}`),
      fc
        .tuple(here('r'), inner(depth + 1, false), fc.option(words), fc.option(inner(depth, true)))
        .map(
          ([k, a, w, b]) =>
            `{.repeated section ${k}}${a}${w === null ? '' : `{.alternates with}${w}`}${b === null ? '' : `{.or}${b}`}{.end}`,
        ),
      fc
        .tuple(here('l'), fc.option(words))
        .map(
          ([k, w]) =>
            `{.repeated section ${k}}{@}{@index}${w === null ? '' : `{.alternates with}${w}`}{.end}`,
        ),
    );
  }
  return fc.array(fc.oneof(...blocks), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
}

const ts = new Compiler();
const theirs = (template: string, json: unknown): string => {
  const { code } = ts.parse(template);
  const props = { code, json, enableExpr: true };
  return ts.execute(props as Parameters<Compiler['execute']>[0]).ctx.render();
};

/**
 * Ill-typed and missing values (issue 20's agreement classes): every key may be absent, null,
 * a number, numeric text, a boolean, an object or an array. Left out, as listed differences
 * (test/conformance/known-differences.txt, `differential/…`) where the references disagree and
 * we follow Java: non-numeric text into date and number formatters, fractions into `mod`, and
 * objects with digit keys read by a digit path.
 */
const odd = fc.oneof(
  fc.integer({ min: -40, max: 40 }),
  fc.constantFrom(2.5, -2.5, 0.4, 1.5e12),
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom('12', '-3', ' 7 ', '0', '1699999999999'),
  fc.constant({}),
  fc.constant([]),
);
const oddInt = fc.oneof(
  fc.integer({ min: -40, max: 40 }),
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom('12', '-3', '0'),
  fc.constant({}),
);
const ODD_KEYS = ['p', 'q', 'r'] as const;
const oddData = fc.record(
  {
    p: odd,
    q: oddInt,
    r: fc.oneof(text, odd),
    arr: fc.array(fc.oneof(text, oddInt), { maxLength: 3 }),
    items: fc.array(fc.record({ p: oddInt, q: oddInt }, { requiredKeys: [] }), { maxLength: 3 }),
    // Scalars only for .eval: how an object or NaN prints from an expression is not covered here.
    e: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constant(null), fc.boolean(), fc.constant('12')),
  },
  { requiredKeys: [] },
);

/** One-value formatters of the families touched: number, date, escaping and JSON. */
const ODD_FORMATTERS = [
  'round',
  'mod',
  'mod 3',
  'cycle a b c',
  'date %Y',
  'date %m/%d',
  'html',
  'json',
  'count',
];

function oddBody(size: number): fc.Arbitrary<string> {
  const name = fc.constantFrom(...ODD_KEYS);
  // q: every formatter; p (fractions too): all but mod and cycle; r (any text): the text formatters only.
  const keyed = fc.oneof(
    fc.tuple(fc.constant('q'), fc.constantFrom(...ODD_FORMATTERS)),
    fc.tuple(fc.constant('p'), fc.constantFrom(...ODD_FORMATTERS.filter((f) => !/^(mod|cycle)/.test(f)))),
    fc.tuple(fc.constant('r'), fc.constantFrom('html', 'json', 'count')),
  );
  const oneValue = fc
    .tuple(keyed, fc.option(fc.constantFrom('html', 'json'), { nil: undefined }))
    .map(([[k, f], g]) => `{${[k, f, ...(g === undefined ? [] : [g])].join('|')}}`);
  const multi = fc.tuple(keyed, name).map(([[a, f], b]) => `{${a},${b}|${f}}`);
  const digits = fc.constantFrom('{arr.0}', '{arr.1|json}', '{.section arr}{0}{.end}', '{.var @x arr.2}{@x}');
  const evals = fc
    .tuple(
      fc.constantFrom('e', 'missing'),
      fc.constantFrom('+', '-', '*', '==', '<', '&&', '||'),
      fc.constantFrom('e', 'missing', '1', 'null'),
    )
    .map(([a, op, b]) => `{.eval ${a} ${op} ${b}}`);
  const cond = fc
    .array(fc.tuple(name, fc.constantFrom('&&', '||')), { minLength: 1, maxLength: 3 })
    .map((parts) => parts.map(([k, op], i) => (i === 0 ? k : `${op} ${k}`)).join(' '));
  const leaf = fc.oneof(oneValue, multi, digits, evals, fc.constantFrom('x', '-', ' '));
  if (size <= 0) return leaf;
  const inner = oddBody(size - 1);
  return fc
    .array(
      fc.oneof(
        leaf,
        fc.tuple(cond, inner, inner).map(([c, a, b]) => `{.if ${c}}${a}{.or}${b}{.end}`),
        fc
          .tuple(inner, fc.constantFrom('|', '{p}', '{q|round}', '{@index}'))
          .map(([a, w]) => `{.repeated section items}${a}{.alternates with}${w}{.end}`),
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((parts) => parts.join(''));
}

describe('differential fuzz against the public TypeScript engine', () => {
  it('renders generated core-syntax templates exactly as it does', () => {
    const disagreements: string[] = [];
    fc.assert(
      fc.property(body(0, 3, false), level(0), (template, data) => {
        const ours = render(template, data, { locale: null });
        const expected = theirs(template, data);
        if (ours.output !== expected) {
          disagreements.push(
            `template ${JSON.stringify(template)}\ndata ${JSON.stringify(data)}\nours   ${JSON.stringify(ours.output)}\ntheirs ${JSON.stringify(expected)}`,
          );
        }
        expect(ours.errors).toEqual([]);
      }),
      { numRuns: 5000 },
    );
    expect(disagreements.slice(0, 5).join('\n\n')).toBe('');
  });

  it('renders ill-typed and missing values, multi-variable tags, .if chains and .eval as it does', () => {
    const disagreements: string[] = [];
    fc.assert(
      fc.property(oddBody(2), oddData, (template, data) => {
        const ours = render(template, data, { locale: null });
        const expected = theirs(template, data);
        if (ours.output !== expected) {
          disagreements.push(
            `template ${JSON.stringify(template)}\ndata ${JSON.stringify(data)}\nours   ${JSON.stringify(ours.output)}\ntheirs ${JSON.stringify(expected)}`,
          );
        }
      }),
      { numRuns: 4000 },
    );
    expect(disagreements.slice(0, 5).join('\n\n')).toBe('');
  });
});
