// The engine's JSON reader (src/engine/parseJson.ts): JSON.parse's value for every valid text,
// the number tokens JavaScript would write otherwise kept and printed as the Java reference
// prints them, and a line and column for every mistake.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, parseJson, render } from '../../../src/engine/index.ts';
import { numberToken } from '../../../src/engine/parseJson.ts';

/** The error parseJson throws for `text`. */
function refusal(text: string): JsonSyntaxError {
  try {
    parseJson(text);
  } catch (e) {
    if (e instanceof JsonSyntaxError) return e;
    throw e;
  }
  throw new Error(`accepted: ${text.slice(0, 40)}`);
}

/** A JSON number token: sign, integer part, optional fraction (trailing zeros too), optional exponent. */
const numberTokenText = fc
  .tuple(
    fc.boolean(),
    fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9]\d{0,24}$/)),
    fc.option(fc.stringMatching(/^\d{1,8}$/), { nil: undefined }),
    fc.option(fc.stringMatching(/^[eE][-+]?\d{1,3}$/), { nil: undefined }),
  )
  .map(
    ([minus, int, frac, exp]) =>
      `${minus ? '-' : ''}${int}${frac === undefined ? '' : `.${frac}`}${exp ?? ''}`,
  );

/** A JSON document as written: number tokens kept as their text, objects with distinct keys. */
type Written =
  | { readonly kind: 'number' | 'literal'; readonly text: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'array'; readonly items: readonly Written[] }
  | { readonly kind: 'object'; readonly members: readonly (readonly [string, Written])[] };

const written = fc.letrec<{ node: Written }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    numberTokenText.map((text) => ({ kind: 'number' as const, text })),
    fc.constantFrom('true', 'false', 'null').map((text) => ({ kind: 'literal' as const, text })),
    fc.string({ unit: 'binary' }).map((value) => ({ kind: 'string' as const, value })),
    fc.array(tie('node'), { maxLength: 5 }).map((items) => ({ kind: 'array' as const, items })),
    fc
      .uniqueArray(fc.tuple(fc.string({ unit: 'binary', maxLength: 6 }), tie('node')), {
        maxLength: 5,
        selector: ([key]) => key,
      })
      .map((members) => ({ kind: 'object' as const, members })),
  ),
})).node;

/** The text of `node`, with some whitespace between tokens. */
function write(node: Written): string {
  switch (node.kind) {
    case 'number':
    case 'literal':
      return node.text;
    case 'string':
      return JSON.stringify(node.value);
    case 'array':
      return `[ ${node.items.map(write).join(' ,\n')}]`;
    case 'object':
      return `{${node.members.map(([k, v]) => `${JSON.stringify(k)}:\t${write(v)}`).join(',')}}`;
  }
}

/** Every number of `node` read into `value`: its kept text is the token exactly when JavaScript writes it otherwise. */
function expectTokens(node: Written, value: unknown): void {
  const at = (child: Written, container: object, key: string | number, v: unknown) => {
    if (child.kind === 'number') {
      expect(numberToken(container, key, v)).toBe(
        String(Number(child.text)) === child.text ? undefined : child.text,
      );
    } else expectTokens(child, v);
  };
  if (node.kind === 'array')
    node.items.forEach((item, i) => at(item, value as object, i, (value as unknown[])[i]));
  if (node.kind === 'object') {
    for (const [k, v] of node.members) at(v, value as object, k, (value as Record<string, unknown>)[k]);
  }
}

describe('parseJson', () => {
  it('gives what JSON.parse gives for any valid text', () => {
    fc.assert(
      fc.property(written, (node) => {
        const text = write(node);
        expect(parseJson(text)).toStrictEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 2 }), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        expect(parseJson(text)).toStrictEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps exactly the number tokens String(Number(text)) would not give back, at any depth', () => {
    fc.assert(
      fc.property(written, (node) => expectTokens(node, parseJson(write(node)))),
      { numRuns: 500 },
    );
  });

  it('prints kept tokens as the Java reference does, and reads them as numbers everywhere else', () => {
    const data = parseJson(
      '{"n": [1, 1.0, 2.50, 1e3, -0.0, 12345678901234567890, 0.0], "one": 1.0, "zero": 0.0, "m": "{0} is {0 plural one{# ONE} other{# OTHER}}"}',
    );
    const lines = render('{.repeated section n}{m|message @}\n{.end}', data).output;
    // Jackson reads 1.0 as a double: Java's message prints "1.0", plural "other" (a visible
    // fraction digit); a double is written as Java writes it (2.50 → 2.5, 1e3 → 1000.0).
    expect(lines).toBe(
      [
        '1 is 1 ONE',
        '1.0 is 1.0 OTHER',
        '2.5 is 2.5 OTHER',
        '1000.0 is 1000.0 OTHER',
        '-0.0 is -0.0 OTHER',
        '12345678901234567890 is 12345678901234567890 OTHER',
        '0.0 is 0.0 OTHER',
        '',
      ].join('\n'),
    );
    expect(render('{m|message one}|{m|message n.1}', data).output).toBe('1.0 is 1.0 OTHER|1.0 is 1.0 OTHER');
    // An array printed whole reads each element as Jackson's asText: a double as "1.0".
    expect(render('{n}', data).output).toBe('1,1.0,2.5,1000.0,-0.0,12345678901234567890,0.0');
    // A plain {one} prints the double as both references do (Java's Formats.number, like
    // JavaScript); an integer token as Java's long or big-integer node, its digits whole.
    expect(render('{one}|{zero}|{n.5}|{.repeated section n}{@} {.end}', data).output).toBe(
      '1|0|12345678901234567890|1 1 2.5 1000 0 12345678901234567890 0 ',
    );
    // Lookup, truthiness, comparisons, arithmetic and number formatters see the number.
    expect(
      render(
        '{.if zero}t{.or}f{.end}{.equal? one 1}={.end}{.greaterThan? n.3 999}>{.end}{.eval one + 1}|{n.2|round}|{one|json}',
        data,
      ).output,
    ).toBe('f=>2|3|1');
  });

  it('keeps the last value of a repeated key, as JSON.parse does', () => {
    const data = parseJson('{"a": 1.0, "a": 1, "b": 2, "b": 2.0, "c": {"x": 1.0}, "c": {"x": 1}}');
    expect(
      render('{m|message a} {m|message b} {m|message c.x}', { ...(data as object), m: '{0}' }).output,
    ).toBe('1 2 1');
    const kept = data as Record<string, unknown>;
    expect(numberToken(kept, 'b', kept.b)).toBe('2.0');
    expect(numberToken(kept, 'a', kept.a)).toBeUndefined();
  });

  it('forgets a kept text once the value changes', () => {
    const data = parseJson('{"x": 1.0}') as { x: number };
    data.x = 2;
    expect(numberToken(data, 'x', data.x)).toBeUndefined();
  });

  it('names the line and column of a mistake, in the words the CLI uses', () => {
    const e = refusal('{\n  "a": 1,\n}');
    expect([e.line, e.column, e.reason]).toEqual([
      3,
      1,
      "A comma cannot come right before '}': JSON allows no trailing comma.",
    ]);
    expect(e.message).toBe(
      "line 3, column 1: A comma cannot come right before '}': JSON allows no trailing comma.",
    );
    expect(refusal('[1, 2,]').column).toBe(7);
    expect(refusal('{"price": 01}').reason).toContain("'01' is not a number JSON can read");
  });

  it('gives a clear error or the JSON.parse result for hostile text, never a crash or a hang', () => {
    // Deep nesting: read (an explicit stack, no recursion), with the token at the bottom kept.
    const depth = 100_000;
    const deep = `${'['.repeat(depth)}1.0${']'.repeat(depth)}`;
    let bottom = parseJson(deep);
    for (let i = 0; i < depth - 1; i++) bottom = (bottom as unknown[])[0];
    expect(numberToken(bottom, 0, (bottom as unknown[])[0])).toBe('1.0');
    expect(refusal('['.repeat(depth)).reason).toMatch(/^The JSON ends too early/);
    // Huge numbers: JSON.parse's Infinity and rounded integer, with their text kept.
    const huge = parseJson(`[1e400, ${'9'.repeat(5000)}, -1e-400]`) as number[];
    expect(huge).toStrictEqual(JSON.parse(`[1e400, ${'9'.repeat(5000)}, -1e-400]`));
    expect(numberToken(huge, 1, huge[1])).toBe('9'.repeat(5000));
    expect(render('{m|message n.0}', { n: huge, m: '{0}' }).output).toBe('Infinity');
    // Lone surrogates, escaped or not, and escaped keys: as JSON.parse reads them.
    for (const text of [
      '["\\ud800", "\\udc00x"]',
      '{"\\u0061\\ud800": 1.50}',
      `["\ud800"]`,
      '{"__proto__": 1.0}',
    ]) {
      expect(parseJson(text)).toStrictEqual(JSON.parse(text));
    }
    const escaped = parseJson('{"\\u0061\\"": 1.50}') as Record<string, number>;
    expect(numberToken(escaped, 'a"', escaped['a"'])).toBe('1.50');
    // A byte order mark, which JSON.parse refuses too: named, since an editor does not show it.
    expect(refusal('\ufeff{}')).toMatchObject({ line: 1, column: 1 });
    expect(refusal('\ufeff{}').reason).toContain('byte order mark');
    expect(refusal('')).toMatchObject({ line: 1, column: 1 });
    expect(refusal('{"a": 1} x').reason).toContain('more text after the JSON value');
  });
});
