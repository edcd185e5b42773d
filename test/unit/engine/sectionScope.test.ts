import { describe, expect, it } from 'vitest';
import { compile, render } from '../../../src/engine/index.ts';

const out = (template: string, data: unknown) => {
  const { code, errors } = compile(template);
  expect(errors).toEqual([]);
  return render(code, data).output;
};

/**
 * Where a name is looked up (both reference engines: Java Context.pushSection resolves a
 * section's first key in the current frame; a variable, a predicate's or a formatter's argument
 * search outwards, innermost first).
 */
describe('a section looks its name up in the current scope only; a variable searches outwards', () => {
  const data = { a: { c: 1 }, b: 'y', list: ['p', 'q'], deep: { d: 'z' } };

  it('a section or a repeated section named by an outer key is not entered: its .or runs', () => {
    expect(out('{.section a}[{.section b}{@}{.or}none{.end}]{.end}', data)).toBe('[none]');
    expect(out('{.section a}[{.repeated section list}{@}{.or}none{.end}]{.end}', data)).toBe('[none]');
    expect(out('{.section a}[{.section deep.d}{@}{.or}none{.end}]{.end}', data)).toBe('[none]');
    // The page's reviews beside the item: a variable finds them from inside the item, a section
    // does not (the TypeScript engine prints the same '[none][3]').
    const page = { item: { title: 'Mug' }, reviews: { count: 3 } };
    expect(
      out('{.section item}[{.section reviews}{count}{.or}none{.end}][{reviews.count}]{.end}', page),
    ).toBe('[none][3]');
  });

  it('a section named by a key of the current scope is entered, at any depth', () => {
    expect(out('{.section a}[{.section c}{@}{.end}]{.end}', data)).toBe('[1]');
    expect(out('{.section deep}{.section d}{@}{.end}{.end}', data)).toBe('z');
    expect(out('{.section @}{.repeated section list}{@}{.end}{.end}', data)).toBe('pq');
  });

  it('a variable, a predicate and an .if reach outer scopes', () => {
    expect(out('{.section a}[{b}]{.end}', data)).toBe('[y]');
    expect(out('{.section a}[{.if b}yes{.or}no{.end}]{.end}', data)).toBe('[yes]');
    expect(out('{.section a}[{.equal? b "y"}same{.end}]{.end}', data)).toBe('[same]');
    expect(out('{.section a}[{deep.d}]{.end}', data)).toBe('[z]');
  });
});
