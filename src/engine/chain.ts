import type { FormatterCall } from './nodes.ts';
import { asText } from './plugins/json.ts';
import { escapeFormatters } from './plugins/core/escape.ts';
import { uriFormatters } from './plugins/core/uri.ts';
import type { Formatter } from './plugins/types.ts';
import type { Run } from './run.ts';

/** Returned by a step whose result would pass the formatter budget: it is never built. */
export const OVER_BUDGET = Symbol('over budget');

/**
 * Each escaping formatter re-reads a value that every earlier one made longer (`&` → `&amp;`
 * → `&amp;amp;` …, `%` → `%25` → `%2525` …), so a run of k of them did k passes over a value
 * growing with k: quadratic (10,000 `|html` took 0.7 s, 40,000 took 19.5 s). A run's result has
 * a closed form, built here in one pass over the value, linear in what it writes.
 *
 * The chain as it runs: each run of two or more escaping formatters of one family (`html`,
 * `htmlattr`, `htmltag`; `url-encode`; `encode-uri-component`; `encode-uri`) becomes one call
 * named after its first formatter, which counts as one formatter call against the budget.
 */
export function chainSteps(calls: readonly FormatterCall[]): readonly FormatterCall[] {
  let steps: FormatterCall[] | null = null; // the chain itself unless a run is found (the usual case)
  for (let i = 0; i < calls.length;) {
    const kind = _kind(calls[i]!);
    let end = i + 1;
    if (kind !== null) while (end < calls.length && _joins(kind, _kind(calls[end]!))) end++;
    if (end - i > 1) {
      steps ??= calls.slice(0, i);
      const first = calls[i]!;
      const run = calls.slice(i, end);
      const fn = kind === 'html' || kind === 'attr' ? _escapeRun(run) : _percentRun(first, run.length);
      steps.push({ name: first.name, args: first.args, fn });
    } else steps?.push(calls[i]!);
    i = end;
  }
  return steps ?? calls;
}

type Kind = 'html' | 'attr' | 'url' | 'component' | 'uri';

function _kind(call: FormatterCall): Kind | null {
  const fn = call.fn;
  if (fn === escapeFormatters.html) return 'html';
  if (fn === escapeFormatters.htmlattr || fn === escapeFormatters.htmltag) return 'attr';
  if (fn === uriFormatters['url-encode']) return 'url';
  if (fn === uriFormatters['encode-uri-component']) return 'component';
  if (fn === uriFormatters['encode-uri']) return 'uri';
  return null;
}

/** Whether `next` continues a run begun with `kind`: HTML escapes mix; percent-encoders only with their own kind. */
function _joins(kind: Kind, next: Kind | null): boolean {
  if (next === null) return false;
  const html = kind === 'html' || kind === 'attr';
  return html ? next === 'html' || next === 'attr' : next === kind;
}

/**
 * `html` escapes `&`, `<`, `>`; `htmlattr` and `htmltag` also `"`. What they write holds no `<`,
 * `>` or `"`, so after its first escape a character only grows by `amp;` per later formatter:
 * k formatters make `&` into `&` + k × `amp;`, `<` into `&` + (k-1) × `amp;` + `lt;`, and `"`,
 * first escaped by the run's first attribute escape, at index j, into `&` + (k-1-j) × `amp;` + `quot;`.
 */
function _escapeRun(run: readonly FormatterCall[]): Formatter {
  const k = run.length;
  const firstAttr = run.findIndex((c) => _kind(c) === 'attr');
  let table: Record<string, string> | null = null; // built on first use: k × 4 characters each
  return (value, _args, ctx) => {
    const s = asText(value);
    let grows = 0;
    const growth = [4 * k, 4 * k - 1, 4 * k - 1, firstAttr === -1 ? 0 : 4 * (k - 1 - firstAttr) + 5];
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 38) grows += growth[0]!;
      else if (c === 60) grows += growth[1]!;
      else if (c === 62) grows += growth[2]!;
      else if (c === 34) grows += growth[3]!;
    }
    if (grows === 0) return s;
    if (s.length + grows > (ctx as Run).formatterStepsLeft) return OVER_BUDGET;
    if (table === null) {
      const amps = (n: number) => `&${'amp;'.repeat(n)}`;
      table = {
        '&': amps(k),
        '<': `${amps(k - 1)}lt;`,
        '>': `${amps(k - 1)}gt;`,
        '"': firstAttr === -1 ? '"' : `${amps(k - 1 - firstAttr)}quot;`,
      };
    }
    const t = table;
    return s.replace(/[&<>"]/g, (c) => t[c]!);
  };
}

/**
 * `url-encode`, `encodeURIComponent` and `encodeURI` write only characters they keep as they are, and `%XX`:
 * encoding again changes `%` alone, into `%25`. So k of one kind are the first, then each `%`
 * followed by (k-1) × `25`.
 */
function _percentRun(first: FormatterCall, k: number): Formatter {
  let more: string | null = null;
  return (value, args, ctx) => {
    const once = asText(first.fn(value, args, ctx));
    let percents = 0;
    for (let i = once.indexOf('%'); i !== -1; i = once.indexOf('%', i + 1)) percents++;
    if (percents === 0) return once;
    if (once.length + percents * 2 * (k - 1) > (ctx as Run).formatterStepsLeft) return OVER_BUDGET;
    more ??= `%${'25'.repeat(k - 1)}`;
    return once.replaceAll('%', more);
  };
}
