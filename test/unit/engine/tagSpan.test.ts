import { describe, expect, it } from 'vitest';
import { render } from '../../../src/engine/index.ts';

/**
 * Rules read from the public engines' tokenizers and cases: a tag runs from its last `{` to the
 * next `}` across line breaks (what parses as nothing is put back as text), and `{a, b}` with
 * no formatter prints its first variable.
 */
describe('tags across lines', () => {
  it('drops a {# comment} that spans lines', () => {
    expect(render('a{# one\n  two #}b\n{x}', { x: 1 }).output).toBe('ab\n1');
  });

  it('puts CSS and script blocks back unchanged', () => {
    const css = '<style>\n.a {\n  color: red;\n}\n@media x { .b { top: 0 } }\n</style>';
    expect(render(css, {})).toEqual({ output: css, errors: [] });
    const js = 'function f() {\n  return {a: 1};\n}';
    expect(render(js, {}).output).toBe(js);
  });

  it('reads an instruction written over two lines, as the references do', () => {
    expect(render('{.section a\n}[{b}]{.end}', { a: { b: 'B' } }).output).toBe('[B]');
  });

  it('cuts mutually recursive macros at the partial depth, printing what ran before', () => {
    const template =
      '{# mutual recursion\n stops at the depth limit #}\n{.macro emit}{@}{.end}\n' +
      '{.macro foo}{@|apply emit}{@|apply bar}{.end}\n{.macro bar}{@|apply foo}{.end}\n{n|apply foo}';
    const { output, errors } = render(template, { n: 7 });
    // emit runs at depths 2, 4 … 16: eight times before the 16-level limit stops the chain.
    expect(output.trim()).toBe('77777777');
    expect(errors.map((e) => e.message)).toEqual([
      'Partial "foo" is nested deeper than the maximum of 16 levels',
    ]);
  });
});

describe('a variable list without formatters', () => {
  it('prints only its first variable', () => {
    expect(render('{a, b}|{b , a}', { a: 'A', b: 'B' }).output).toBe('A|B');
    expect(render('{a, b}', { a: [1, 2], b: 'B' }).output).toBe('1,2');
  });
});
