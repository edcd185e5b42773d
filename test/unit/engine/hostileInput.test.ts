import { describe, expect, it } from 'vitest';
import { MAX_NESTING } from '../../../src/engine/assemble.ts';
import { compile, render } from '../../../src/engine/index.ts';

/** Pathological templates and data: bounded time, errors at their place, the rest of the page kept. */

/** Milliseconds one call takes (the best of three, so a busy machine's pause does not count). */
function timed(fn: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    fn();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

describe('hostile input', () => {
  it('|safe drops tags as before and stays linear on a run of "<" with no ">"', () => {
    expect(render('{s|safe}', { s: 'a<b>c<i x="1">d</i>e<f' }).output).toBe('acde<f');
    expect(render('{s|safe}', { s: '<<a>b>' }).output).toBe('b>');
    const small = '<'.repeat(50_000);
    const big = '<'.repeat(200_000);
    let out = '';
    const tSmall = timed(() => (out = render('{s|safe}', { s: small }).output));
    expect(out).toBe(small);
    const tBig = timed(() => (out = render('{s|safe}', { s: big }).output));
    expect(out).toBe(big);
    // The quadratic version took 8.7 s at 100,000 characters; linear work is far below a second
    // and grows ~4× (not ~16×) for 4× the input, with slack for timer noise on small figures.
    expect(tBig).toBeLessThan(1000);
    expect(tBig).toBeLessThan(Math.max(tSmall * 10, 50));
  });

  it('renders a 100,000-formatter escaping chain exactly, in time linear in its length', () => {
    // k escapes of `&` give `&` + k × `amp;`; of `<`, `&` + (k-1) × `amp;` + `lt;` …
    expect(render('{s|html|html|htmlattr|html}', { s: '<a title="&">' }).output).toBe(
      '&amp;amp;amp;lt;a title=&amp;quot;&amp;amp;amp;amp;&amp;quot;&amp;amp;amp;gt;',
    );
    expect(render('{s|url-encode|url-encode|url-encode}', { s: 'a b/é' }).output).toBe(
      encodeURIComponent(encodeURIComponent(encodeURIComponent('a b/é'))),
    );
    const chain = (k: number) => `[{s${'|html'.repeat(k)}}]`;
    const small = chain(10_000);
    const big = chain(100_000);
    let result = render(small, { s: '<b>&</b>' });
    const tSmall = timed(() => (result = render(small, { s: '<b>&</b>' })));
    const tBig = timed(() => (result = render(big, { s: '<b>&</b>' })));
    expect(result.errors).toEqual([]);
    const amps = (n: number) => `&${'amp;'.repeat(n)}`;
    const lt = `${amps(99_999)}lt;`;
    const gt = `${amps(99_999)}gt;`;
    expect(result.output).toBe(`[${lt}b${gt}${amps(100_000)}${lt}/b${gt}]`);
    // Each |html used to re-read a value the earlier ones had grown: 10,000 took 0.7 s and
    // 100,000 over a minute. One pass writes the 2,000,004 characters in milliseconds; 10× the
    // chain takes ~10× the time (not ~100×), with slack for timer noise on small figures.
    expect(tBig).toBeLessThan(3000);
    expect(tBig).toBeLessThan(Math.max(tSmall * 30, 300));
  });

  it('compiles and renders 20,000 .or branches without losing the page', () => {
    // Each branch used to call the next: 10,000 overflowed the stack when compiling.
    const { code, errors } = compile(
      `top {.section a}A${'{.or odd? x}X'.repeat(20_000)}{.or}none{.end} bottom`,
    );
    expect(errors).toEqual([]);
    expect(render(code, {})).toEqual({ output: 'top none bottom', errors: [] });
    expect(render(code, { x: 3 }).output).toBe('top X bottom');
    expect(render(code, { a: 1 }).output).toBe('top A bottom');
  });

  it('reports an expression nested past its limit as an expression error, not a stack overflow', () => {
    const deep = `{.eval ${'('.repeat(5000)}1${')'.repeat(5000)}}`;
    const result = render(`a${deep}b`, {}, { expressions: { maxTokens: 100_000 } });
    expect(result.output).toBe('ab');
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.message).toMatch(
      /^Expression failed: '\(+…': nested deeper than the maximum of 1000 levels at position 1001$/,
    );
    expect(render(`{.eval ${'('.repeat(300)}1${')'.repeat(300)}}`, {}).output).toBe('1');
  });

  it('splits long runs of spaces in .if conditions and variable lists in linear time', () => {
    const spaces = ' '.repeat(100_000);
    expect(timed(() => compile(`{.if a${spaces}b}x{.end}`))).toBeLessThan(1000);
    expect(timed(() => compile(`{a,${spaces}, ${spaces}b}`))).toBeLessThan(1000);
    expect(render('{.if a  ||  b}yes{.end}', { b: 1 }).output).toBe('yes');
    expect(render('{.if a && b || c}yes{.or}no{.end}', { a: 1, c: 0 }).output).toBe('no');
  });

  it('reports nesting past the limit at the too-deep block and renders the rest of the page', () => {
    const n = 3000;
    const open = '{.section a}';
    const template = `top {t}\n${open.repeat(n)}deep${'{.end}'.repeat(n)} bottom {b}`;
    const nested: Record<string, unknown> = {};
    let cursor = nested;
    for (let i = 0; i < MAX_NESTING + 5; i++) cursor = cursor.a = {};
    const { output, errors } = render(template, { t: 'T', b: 'B', a: nested.a });
    expect(output).toBe('top T\n bottom B');
    expect(errors).toEqual([
      {
        type: 'assembler',
        message: `'.section' is nested deeper than the maximum of ${MAX_NESTING} levels: skipped up to its '.end'`,
        line: 2,
        column: MAX_NESTING * open.length + 1,
      },
    ]);
  });

  it('keeps blocks at the nesting limit, and skips only the too-deep ones among their siblings', () => {
    const within = `${'{.section a}'.repeat(MAX_NESTING)}in${'{.end}'.repeat(MAX_NESTING)}`;
    const nested: Record<string, unknown> = {};
    let cursor = nested;
    for (let i = 0; i < MAX_NESTING; i++) cursor = cursor.a = {};
    cursor.leaf = 1; // an empty object is false, so the innermost section needs a key
    expect(render(within, nested)).toEqual({ output: 'in', errors: [] });
    const beyond = `${'{.section a}'.repeat(MAX_NESTING)}[{.if x}gone{.end}]{.repeated section l}{@}{.end}${'{.end}'.repeat(MAX_NESTING)}`;
    cursor.x = true;
    cursor.l = [1, 2];
    const r = render(beyond, nested);
    expect(r.output).toBe('[]'); // the text beside the too-deep blocks stays
    expect(r.errors.map((e) => e.message)).toEqual([
      `'.if' is nested deeper than the maximum of ${MAX_NESTING} levels: skipped up to its '.end'`,
      `'.repeated section' is nested deeper than the maximum of ${MAX_NESTING} levels: skipped up to its '.end'`,
    ]);
  });

  it('renders deep blocks inside partials nested to their own limit without losing the page', () => {
    const depth = MAX_NESTING - 1;
    const body = `${'{.section a}'.repeat(depth)}<{@|apply p}>${'{.end}'.repeat(depth)}`;
    const a: Record<string, unknown> = {};
    let cursor = a;
    for (let i = 0; i < depth - 1; i++) cursor = cursor.a = {};
    cursor.a = a;
    const r = render('start {@|apply p} end', { a }, { partials: { p: body } });
    expect(r.output).toBe(`start ${'<'.repeat(16)}${'>'.repeat(16)} end`);
    expect(r.errors.map((e) => e.message)).toEqual([
      'Partial "p" is nested deeper than the maximum of 16 levels',
    ]);
  });

  it('keeps every text formatter and the excerpt test fast on pathological page text', () => {
    // Runs that make a backtracking regex retry from every start: each input is 100,000
    // characters, where quadratic work takes seconds and linear work a few milliseconds.
    const n = 100_000;
    const inputs = [
      `http://${'.'.repeat(n)}`,
      'http://a.'.repeat(n / 9),
      `{${' '.repeat(n)}`,
      '{a'.repeat(n / 2),
      '&nbsp'.repeat(n / 5),
      '<'.repeat(n),
      ' \u00a0'.repeat(n / 2),
    ];
    const formatters = [
      'activate-twitter-links',
      'safe',
      'slugify',
      'html',
      'htmlattr',
      'truncate 10',
      'smartypants',
      'url-encode',
      'format',
      'line-breaks',
      'json',
      'message',
    ];
    for (const text of inputs) {
      for (const f of formatters) {
        expect(
          timed(() => render(`{s|${f}}`, { s: text })),
          `${f} on ${text.slice(0, 12)}…`,
        ).toBeLessThan(500);
      }
      expect(timed(() => render('{.excerpt?}x{.end}', { excerpt: { html: text } }))).toBeLessThan(500);
    }
  });

  it('reports |json on circular, BigInt and too-deep data as errors at the tag, printing nothing there', () => {
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    const deep = JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`) as unknown;
    const { output, errors } = render('a{c|json}b\n{n|json}c{d|json-pretty}d{ok|json}', {
      c: circular,
      n: 10n,
      d: deep,
      ok: { x: [1] },
    });
    expect(output).toBe('ab\ncd{"x":[1]}');
    expect(errors).toEqual([
      {
        type: 'engine',
        message: "Formatter 'json' cannot write JSON: the data is circular",
        line: 1,
        column: 2,
      },
      {
        type: 'engine',
        message: "Formatter 'json' cannot write JSON: the data holds a BigInt",
        line: 2,
        column: 1,
      },
      {
        type: 'engine',
        message: "Formatter 'json-pretty' cannot write JSON: the data is nested too deeply",
        line: 2,
        column: 10,
      },
    ]);
  });
});
