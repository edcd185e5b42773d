import { describe, expect, it } from 'vitest';
import { compileExpression } from '../../../src/engine/expr/compileExpression.ts';
import { compile, render } from '../../../src/engine/index.ts';

const run = (template: string, json: unknown = {}, options = {}) => render(template, json, options);

describe('template errors are data, and the page keeps rendering', () => {
  it('reports an unknown formatter where it is written and skips only that fragment', () => {
    const { code, errors } = compile('a\n  {name|shout} b {name}');
    expect(errors).toEqual([{ type: 'parser', message: "Formatter 'shout' is unknown", line: 2, column: 3 }]);
    expect(render(code, { name: 'Ann' }).output).toBe('a\n   b Ann');
  });

  it('reports an unknown predicate and takes its .or branch', () => {
    const result = run('{.nope?}yes{.or}no{.end}');
    expect(result.output).toBe('no');
    expect(result.errors).toEqual([
      { type: 'parser', message: "Predicate 'nope?' is unknown", line: 1, column: 1 },
    ]);
  });

  it('reports structure errors from the assembler and closes what is left open', () => {
    const result = run('{.end}x{.section a}{b}', { a: { b: 1 } });
    expect(result.output).toBe('x1');
    expect(result.errors.map((e) => [e.type, e.line, e.column])).toEqual([
      ['assembler', 1, 1],
      ['assembler', 1, 23],
    ]);
    expect(result.errors[0]!.message).toBe("Unexpected '.end' with no open block");
    expect(result.errors[1]!.message).toContain("inside '.section' opened at line 1, column 8");
  });

  it('reports a missing partial at the apply', () => {
    const result = run('<{@|apply nowhere}>');
    expect(result.output).toBe('<>');
    expect(result.errors).toEqual([
      { type: 'engine', message: 'Partial "nowhere" is not defined', line: 1, column: 2 },
    ]);
  });

  it('stops partials nested deeper than 16 levels', () => {
    const result = run('{@|apply loop}', 0, { partials: { loop: '.{@|apply loop}' } });
    expect(result.output).toBe('.'.repeat(16));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.message).toBe('Partial "loop" is nested deeper than the maximum of 16 levels');
  });

  it('reports a partial that fails to parse, naming it', () => {
    const result = run('{@|apply p}', {}, { partials: { p: '{x|bogus}ok' } });
    expect(result.output).toBe('ok');
    expect(result.errors[0]!.message).toBe(
      `Partial "p" failed to parse: Formatter 'bogus' is unknown (line 1, column 1)`,
    );
  });

  it.each([
    ["'\\x4'", 'bad hex escape'],
    ["'\\u12'", 'bad unicode escape'],
    ["'abc", 'unterminated string'],
    ['1.2.3', 'duplicate decimal point'],
    ['1 # 2', "unexpected character '#'"],
    ['(1 + 2', 'mismatched parenthesis'],
    ['1 + 2)', 'mismatched parenthesis'],
    ['exec(1)', "invalid function name 'exec'"],
  ])('reports the expression tokeniser error in {.eval %s}', (expr, reason) => {
    const result = run(`a{.eval ${expr}}b`);
    expect(result.output).toBe('ab');
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ type: 'engine', line: 1, column: 2 });
    expect(result.errors[0]!.message).toContain(reason);
  });

  it('reports a bare newline inside an expression string', () => {
    expect(compileExpression('"a\nb"')).toEqual({
      ok: false,
      message: 'bare newline in string at position 2',
    });
    // A tag may span lines (as in the public engines), so the expression meets the newline.
    expect(render('{.eval "a\nb"}', {})).toEqual({
      output: '',
      errors: [
        {
          type: 'engine',
          message: `Expression failed: '"a\nb"': bare newline in string at position 3`,
          line: 1,
          column: 1,
        },
      ],
    });
  });

  it('enforces the token-count and string-length limits of expressions', () => {
    const many = run('{.eval 1+1+1+1}', {}, { expressions: { maxTokens: 5 } });
    expect(many.output).toBe('');
    expect(many.errors[0]!.message).toContain('7 tokens, more than the limit of 5');
    const long = run("{.eval @a = 'abcd'; @a = @a + @a; @a}", {}, { expressions: { maxStringLength: 6 } });
    expect(long.errors[0]!.message).toContain('longer than the limit of 6');
    expect(run("{.eval 'abcdefg'}", {}, { expressions: { maxStringLength: 6 } }).output).toBe('');
  });

  it('stops a runaway template at the step budget instead of hanging', () => {
    const result = run(
      '{.repeated section a}{.repeated section b}x{.end}{.end}',
      { a: [{ b: [1, 2, 3] }, { b: [1, 2, 3] }, { b: [1, 2, 3] }] },
      { maxSteps: 5 },
    );
    expect(result.output).toBe('xxx');
    expect(result.errors[0]!.message).toContain('more than 5 steps');
  });

  it('skips the formatter chains past the formatter budget, each reported at its tag, and renders the rest', () => {
    // One step per formatter call and per character written: 'abc' costs 1 + 3, 'hello' 1 + 5.
    const result = run(
      '[{a|html}]\n[{b|html}] [{c|html}] {a} done',
      { a: 'abc', b: 'hello', c: 'x' },
      { maxFormatterSteps: 8 },
    );
    expect(result.output).toBe('[abc]\n[] [] abc done');
    const message =
      "Formatter 'html' skipped with its tag: more than 8 formatter steps (one per formatter call and per character written)";
    expect(result.errors).toEqual([
      { type: 'engine', message, line: 2, column: 2 },
      { type: 'engine', message, line: 2, column: 13 },
    ]);
  });

  it('stops a chain whose value doubles at each formatter at the default budget, not at the memory limit', () => {
    // Each |json doubles the backslashes: 40 of them would write terabytes.
    const result = run(`<p>{q${'|json'.repeat(40)}}</p>{n}`, { q: '"', n: 7 });
    expect(result.output).toBe('<p></p>7');
    expect(result.errors).toEqual([
      {
        type: 'engine',
        message:
          "Formatter 'json' skipped with its tag: more than 20000000 formatter steps (one per formatter call and per character written)",
        line: 1,
        column: 4,
      },
    ]);
  });

  it('reports a formatter that throws and drops only its fragment', () => {
    const result = run('[{s|encode-uri}]', { s: '\ud800' });
    expect(result.output).toBe('[]');
    expect(result.errors[0]!.message).toContain(
      "Unexpected error during execution of formatter 'encode-uri'",
    );
  });

  it('reports a formatter the dialect names but nobody built yet', () => {
    const result = run('a{n|units-metric}b', { n: 3 });
    expect(result.output).toBe('ab');
    expect(result.errors).toEqual([
      { type: 'engine', message: '"units-metric" formatter is not yet implemented', line: 1, column: 2 },
    ]);
  });

  it('never throws on input that is not what the types say', () => {
    expect(compile(undefined as unknown as string).errors).toEqual([]);
    expect(() => render({} as never, {})).not.toThrow();
    expect(render({} as never, {}).errors[0]!.type).toBe('engine');
  });
});
