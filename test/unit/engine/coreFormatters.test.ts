import { describe, expect, it } from 'vitest';
import { render } from '../../../src/engine/index.ts';

const out = (template: string, json: unknown = {}) => render(template, json).output;

describe('core formatters beyond the public cases', () => {
  const items = [
    { id: 'a', enabled: true },
    { id: 'b', enabled: true },
    { id: 'c', enabled: false },
  ];

  it('finds the first or last element, optionally where a path is truthy', () => {
    expect(out('{xs|find-first}{xs|find-last}', { xs: ['a', 'b', 'c'] })).toBe('ac');
    expect(out('{.var @x items|find-last enabled}{@x.id}', { items })).toBe('b');
    expect(out('{.var @x items|find-first enabled}{@x.id}', { items })).toBe('a');
    expect(out('[{xs|find-first}]', { xs: [] })).toBe('[]');
  });

  it('finds a key whose looked-up value is truthy at a path', () => {
    const data = { keys: ['x', 'y', 'z'], byKey: { x: { on: false }, y: { on: true }, z: { on: true } } };
    expect(out('{keys|find-first byKey on}|{keys|find-last byKey on}', data)).toBe('y|z');
  });

  it('turns newlines into <br/>', () => {
    expect(out('{q|line-breaks}', { q: 'Line 1\nLine 2\n\nEnd' })).toBe('Line 1<br/>Line 2<br/><br/>End');
  });

  it('slugifies and strips markup', () => {
    // Both public engines: drop all but ASCII letters, digits, spaces and '-', spaces to '-',
    // lower case; no trimming, so the outer spaces stay as dashes.
    expect(out('{t|slugify}', { t: ' Hello, World! Café ' })).toBe('-hello-world-caf-');
    expect(out('{t|slugify}', { t: 'snake_case  Two' })).toBe('snakecase-two');
    expect(out('{t|safe}', { t: '<b>bold</b> <i>move</i>' })).toBe('bold move');
  });
});

describe('core predicates beyond the public cases', () => {
  it('tests multiples with nth?', () => {
    const t = '{.repeated section xs}{.nth? 3}[{@}]{.or}{@}{.end}{.end}|{.nth? n 0}x{.or}y{.end}';
    expect(out(t, { xs: [1, 2, 3, 4, 5, 6], n: 4 })).toBe('12[3]45[6]|y');
    expect(out('{.repeated section xs}{.nth? @index 2}!{.end}{.end}', { xs: [0, 0, 0, 0] })).toBe('!!');
  });

  it('reads numeric strings in plural? and singular?', () => {
    expect(out('{.section n}{.plural?}p{.end}{.singular?}s{.end}{.end}', { n: '2' })).toBe('p');
    expect(out('{.section n}{.plural?}p{.end}{.singular?}s{.end}{.end}', { n: '1' })).toBe('s');
  });
});
