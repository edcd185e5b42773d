import { describe, expect, it } from 'vitest';
import { render } from '../../../src/engine/index.ts';

const out = (template: string, json: unknown = {}, options = {}) => render(template, json, options).output;

describe('the template dialect', () => {
  it('looks names up from the innermost scope outwards', () => {
    const data = { title: 'Shop', item: { name: 'Mug', price: { value: 5 } } };
    expect(out('{.section item}{name} at {title}: {price.value}{.end}', data)).toBe('Mug at Shop: 5');
  });

  it('separates repeated items and numbers them from 1', () => {
    expect(
      out('{.repeated section xs}{@index}={@}{.alternates with}, {.or}none{.end}', { xs: ['a', 'b'] }),
    ).toBe('1=a, 2=b');
    expect(out('{.repeated section xs}x{.or}none{.end}', { xs: [] })).toBe('none');
  });

  it('splits formatter arguments on the character after the name', () => {
    const s = { s: 'one two three four' };
    expect(out('{s|truncate 8 ~}', s)).toBe('one two ~');
    expect(out('{s|truncate:8:~ ~}', s)).toBe('one two ~ ~');
  });

  it('chains .or predicates and ends with a plain .or', () => {
    const t = '{.equal? n 1}one{.or equal? n 2}two{.or}many{.end}';
    expect([1, 2, 3].map((n) => out(t, { n }))).toEqual(['one', 'two', 'many']);
  });

  it('evaluates .if with || and && left to right, as both references do', () => {
    const t = '{.if a && b || c}yes{.or}no{.end}';
    expect(out(t, { a: 1, b: 0, c: 0 })).toBe('no');
    expect(out(t, { a: 1, b: 1, c: 0 })).toBe('yes');
    // No precedence: a false `a &&` ends the test there, whatever follows.
    expect(out(t, { a: 0, b: 0, c: 'x' })).toBe('no');
  });

  it('binds variables with .var, .ctx and .eval', () => {
    expect(out('{.var @n items|count}{@n} items', { items: [1, 2] })).toBe('2 items');
    expect(out('{.ctx @p w=size.w h=size.h}{@p.w}x{@p.h}', { size: { w: 3, h: 4 } })).toBe('3x4');
    expect(out('{.eval @area = w * h}{@area}', { w: 3, h: 4 })).toBe('12');
  });

  it('keeps every variable a scope binds, however many, the latest value of each', () => {
    // Twelve names in one scope, then a rebinding of the first and the last: inner scopes
    // shadow, and the outer values come back after the section.
    const names = Array.from({ length: 12 }, (_, i) => `v${i}`);
    const bind = names.map((n, i) => `{.var @${n} xs.${i}}`).join('');
    const print = names.map((n) => `{@${n}}`).join(',');
    const t = `${bind}{.var @v0 w}{.var @v11 w}${print}|{.section s}{.var @v5 w}{.var @v10 w}${print}{.end}|${print}`;
    const xs = names.map((_, i) => i);
    expect(out(t, { xs, w: 'w', s: { a: 1 } })).toBe(
      'w,1,2,3,4,5,6,7,8,9,10,w|w,1,2,3,4,w,6,7,8,9,w,w|w,1,2,3,4,5,6,7,8,9,10,w',
    );
  });

  it('hands a one-value formatter of a multi-variable tag its first value', () => {
    // Both references: `{a, b|json}` is `{a|json}`; only relative-time and datetime-interval read both.
    expect(out('{a, b.c|json} {a,b.c|count}', { a: 1, b: { c: 'x' } })).toBe('1 0');
  });

  it('writes the literal instructions', () => {
    expect(out('{.meta-left}{.space}{.meta-right}{.tab}{.newline}')).toBe('{ }\t\n');
    // Names an object has from its prototype are no instructions: text, as in both references.
    expect(out('{.constructor}{.toString}{.__proto__}')).toBe('{.constructor}{.toString}{.__proto__}');
  });

  it('drops comments, single and multi-line', () => {
    expect(out('a{# note}b{## a\n{b}\nc ##}c')).toBe('abc');
  });

  it('keeps braces that are not tags: CSS, JSON and broken tags', () => {
    expect(out('a { color: red } {"k": 1} {foo bar} {\n}')).toBe('a { color: red } {"k": 1} {foo bar} {\n}');
  });

  it('applies macros with private scope and @args', () => {
    const t = '{.macro m}{x}/{y}/{@args.k}{.end}{.section o}{@|apply m k=v}|{@|apply m private}{.end}';
    expect(out(t, { y: 'Y', o: { x: 'X' } })).toBe('X/Y/v|X//');
  });

  it('includes a macro or partial in place, output only when asked', () => {
    const partials = { p: 'P{.eval @v = 2}' };
    expect(out('{.include p}{@v}|{.include p output}', {}, { partials })).toBe('2|P');
  });

  it('skips .eval and .include when they are switched off', () => {
    const options = { partials: { p: 'P' }, enableExpressions: false, enableInclude: false };
    expect(out('a{.eval 1 + 1}{.include p output}b', {}, options)).toBe('ab');
  });

  it('injects named JSON', () => {
    expect(out('{.inject @c conf.json}{@c.k}', {}, { injects: { 'conf.json': '{"k":"v"}' } })).toBe('v');
  });
});
