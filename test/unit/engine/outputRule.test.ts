import { describe, expect, it } from 'vitest';
import { render } from '../../../src/engine/index.ts';

/**
 * How a value prints, the Java engine's rule: an object as nothing, an array as its elements'
 * text joined by commas (a nested object or array as nothing, null as "null"), never as JSON.
 * The TypeScript engine prints a nested object as "[object Object]"; we follow Java.
 */
describe('printing a variable', () => {
  const data = {
    cart: { entries: [{ id: 1 }], subtotal: 5 },
    tags: ['red', 'blue'],
    mixed: ['a', 1, 2.5, true, false, null, { x: 1 }, [2, 3], ''],
    empty: [],
    n: 0,
    f: -1.25,
    t: false,
    nul: null,
  };

  it('prints an object as nothing', () => {
    expect(render('[{cart}]', data).output).toBe('[]');
    expect(render('{.section cart}[{@}]{.end}', data).output).toBe('[]');
  });

  it('prints an array as its elements joined by commas', () => {
    expect(render('{tags}', data).output).toBe('red,blue');
    expect(render('{mixed}', data).output).toBe('a,1,2.5,true,false,null,,,');
    expect(render('[{empty}]', data).output).toBe('[]');
    expect(render('{cart.entries}', data).output).toBe('');
  });

  it('prints scalars as their text and null or missing as nothing', () => {
    expect(render('{n} {f} {t} [{nul}] [{missing}]', data).output).toBe('0 -1.25 false [] []');
  });

  it('gives text formatters a container as empty text (Jackson asText), as Java does', () => {
    expect(
      render('[{tags|html}|{cart|html}|{mixed|safe}|{tags|slugify}|{n|html}|{t|url-encode}]', data).output,
    ).toBe('[||||0|false]');
  });

  it('prints what a formatter returns, and .eval results, by the same rule', () => {
    expect(render('{cart|get entries}', data).output).toBe('');
    expect(render('[{.eval tags}][{.eval cart}][{.eval null}]', data).output).toBe('[red,blue][][]');
  });

  it('still writes JSON when asked with |json', () => {
    expect(render('{cart|json}', data).output).toBe('{"entries":[{"id":1}],"subtotal":5}');
  });
});
