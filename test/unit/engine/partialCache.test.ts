import { describe, expect, it } from 'vitest';
import { render } from '../../../src/engine/index.ts';

const apply = (text: string, data: unknown = { x: 'X' }) =>
  render('{@|apply p}', data, { partials: { p: text } });

/** Partials arrive as text with every render and are compiled once per text (partialCache.ts). */
describe('a partial met again', () => {
  it('renders the text it is given, even where an edit leaves its fingerprint alone', () => {
    // 6,400 characters: the fingerprint reads every 100th, so an edit at 50…52 keeps it.
    const before = 'a'.repeat(6400);
    const after = `${before.slice(0, 50)}{x}${before.slice(53)}`;
    expect(after.length).toBe(before.length);
    for (let i = 0; i < 3; i++) expect(apply(before).output).toBe(before);
    for (let i = 0; i < 3; i++) expect(apply(after).output).toBe(`${'a'.repeat(50)}X${'a'.repeat(6347)}`);
    expect(apply(before).output).toBe(before);
  });

  it("reports the partial's errors on every render, compiled anew or kept", () => {
    const text = 'ok {.section} {x|nope}';
    const first = apply(text).errors.map((e) => e.message);
    expect(first).toHaveLength(3); // the bad .section, the unknown formatter, the block left open
    for (let i = 0; i < 3; i++) expect(apply(text).errors.map((e) => e.message)).toEqual(first);
  });
});
