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
    expect(out('{t|slugify}', { t: ' Hello, World! Café ' })).toBe('hello-world-café');
    expect(out('{t|safe}', { t: '<b>bold</b> <i>move</i>' })).toBe('bold move');
  });
});
