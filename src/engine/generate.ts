import { chainSteps, OVER_BUDGET } from './chain.ts';
import { messages } from './errors.ts';
import { compileExpression } from './expr/compileExpression.ts';
import { frame, setVar } from './frame.ts';
import { cachedPath, cachedSectionPath, type Getter } from './getter.ts';
import { Halt } from './halt.ts';
import { keepElementText, printedNumber } from './numberText.ts';
import { hasNumberTokens } from './parseJson.ts';
import {
  BindNode,
  CtxNode,
  IfNode,
  IncludeNode,
  InjectNode,
  MacroNode,
  PredicateNode,
  RepeatedNode,
  SectionNode,
  TextNode,
  VariableNode,
  type Alternative,
  type FormatterCall,
  type IfCondition,
  type Loc,
  type Node,
  type PredicateCall,
  type ValueRef,
} from './nodes.ts';
import type { Exec, Run } from './run.ts';
import { MULTI_VALUE, Values } from './plugins/types.ts';
import { toOutput } from './toOutput.ts';
import { isTruthy } from './truthy.ts';

/**
 * Turns the syntax tree into nested closures, once per template: rendering then only
 * calls functions, with no tree walking and no `eval` (safe under a strict CSP).
 */
export function generate(nodes: readonly Node[]): Exec {
  const execs = nodes.map(generateNode);
  if (execs.length === 0) return () => {};
  if (execs.length === 1) return execs[0]!;
  if (execs.length === 2) {
    const [a, b] = execs as [Exec, Exec];
    return (r) => {
      a(r);
      b(r);
    };
  }
  return (r) => {
    for (let i = 0; i < execs.length; i++) execs[i]!(r);
  };
}

const SKIP = Symbol('skip');

function reason(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Runs a formatter chain; a throwing formatter is reported and the whole fragment skipped. Each
 * formatter is charged to the render's formatter budget (one step, and one per character it
 * writes) and may start only on a value no longer than what is left: past the budget the
 * fragment is reported and skipped, so a chain whose value keeps growing stops in bounded time.
 */
function format(r: Run, value: unknown, calls: readonly FormatterCall[]): unknown {
  let v = value;
  for (let i = 0; i < calls.length; i++) {
    const c = calls[i]!;
    if (r.formatterStepsLeft < (typeof v === 'string' ? v.length : 0)) return overBudget(r, c);
    try {
      v = c.fn(v, c.args, r);
    } catch (e) {
      if (e instanceof Halt) throw e;
      r.error(messages.unexpected(`formatter '${c.name}'`, reason(e)));
      return SKIP;
    }
    if (v === OVER_BUDGET) return overBudget(r, c);
    r.formatterStepsLeft -= typeof v === 'string' ? v.length + 1 : 1;
    if (r.formatterStepsLeft < 0) return overBudget(r, c);
  }
  return v;
}

function overBudget(r: Run, c: FormatterCall): typeof SKIP {
  r.formatterStepsLeft = -1; // spent: every later chain is skipped at once
  r.error(messages.formatterBudget(c.name, r.maxFormatterSteps));
  return SKIP;
}

function valueGetter(ref: ValueRef): Getter {
  if (ref.kind === 'path') return cachedPath(ref.path);
  if (ref.kind === 'list') {
    const getters = ref.paths.map(cachedPath);
    return (s) => new Values(getters.map((get) => get(s)));
  }
  const v = ref.value;
  return () => v;
}

/**
 * What a tag's formatter chain starts from. Rule (both references): `{a, b}` prints `a`, and a
 * multi-variable tag hands all its values only to a formatter that reads several (MULTI_VALUE);
 * any other formats the first value (`{a, b|html}` is `{a|html}`, `{a, b|json}` is `{a|json}`).
 */
function chainInput(ref: ValueRef, calls: readonly FormatterCall[]): ValueRef {
  if (ref.kind !== 'list') return ref;
  if (calls.length > 0 && MULTI_VALUE.has(calls[0]!.name)) return ref;
  return { kind: 'path', path: ref.paths[0]! };
}

function testPredicate(call: PredicateCall, loc: Loc): (r: Run) => boolean {
  const fn = call.fn;
  if (fn === null) return () => false;
  const args = call.args;
  return (r) => {
    r.at = loc;
    try {
      return fn(r.frame.node, args, r) === true;
    } catch (e) {
      if (e instanceof Halt) throw e;
      r.error(messages.unexpected(`predicate '${call.name}'`, reason(e)));
      return false;
    }
  };
}

/**
 * A block's `.or` branches, tried in order. A loop, not a closure per branch calling the next:
 * a template of 10,000 `.or predicate?` overflowed the stack and lost the whole page. Each
 * branch's body is generated when it first runs (see `generateNode`).
 */
function generateAlt(alt: Alternative): Exec {
  if (alt.call === null) return generate(alt.body);
  const tests: ((r: Run) => boolean)[] = [];
  const bodies: Exec[] = [];
  for (let a: Alternative | null = alt; a !== null; a = a.next) {
    tests.push(a.call === null ? () => true : testPredicate(a.call, a.loc));
    const i = bodies.length;
    const nodes = a.body;
    bodies.push((r) => (bodies[i] = generate(nodes))(r));
    if (a.call === null) break; // nothing follows a plain `.or` (the assembler refuses it)
  }
  return (r) => {
    for (let i = 0; i < tests.length; i++) if (tests[i]!(r)) return bodies[i]!(r);
  };
}

function generateIf(cond: IfCondition, loc: Loc): (r: Run) => boolean {
  if (cond.kind === 'predicate') return testPredicate(cond.call, loc);
  // Rule (both references): left to right with no precedence, stopping at the first `||` that
  // finds the result true or `&&` that finds it false: `a && b || c` is false when a is.
  const gets = cond.paths.map(cachedPath);
  const ors = cond.ors;
  if (gets.length === 0) return () => false;
  return (r) => {
    let result = isTruthy(gets[0]!(r));
    for (let i = 1; i < gets.length; i++) {
      const or = ors[i - 1]!;
      result = or ? result || isTruthy(gets[i]!(r)) : result && isTruthy(gets[i]!(r));
      if (or === result) break;
    }
    return result;
  };
}

const NOTHING: Exec = () => {};

/** A block's `.or` branches, generated when the block first takes one (see `generateNode`). */
function lazyAlt(alt: Alternative | null): Exec {
  if (alt === null) return NOTHING;
  let exec: Exec | null = null;
  return (r) => (exec ??= generateAlt(alt))(r);
}

/**
 * A block's body and its `.or` branches become closures when they first run, not at compile:
 * each is a placeholder that generates the real code and puts it in its own place (the `let`
 * the block's closure reads), so later runs call it directly. Branches a page never takes
 * (most `.or`s, sections on data it lacks) cost only their parse, which is most of what
 * compiling a partial costs on a render that brings it for the first time.
 */
function generateNode(node: Node): Exec {
  if (node instanceof TextNode) {
    const text = node.text;
    return (r) => {
      r.out += text;
    };
  }
  if (node instanceof VariableNode) {
    const calls = chainSteps(node.formatters);
    const input = chainInput(node.value, calls);
    const get = valueGetter(input);
    const loc = node.loc;
    if (calls.length === 0) {
      // A number may be a kept token whose digits JavaScript cannot hold (12345678901234567890).
      const path = input.kind === 'path' ? input.path : null;
      return (r) => {
        const v = get(r);
        r.out += typeof v === 'number' && path !== null ? printedNumber(r.frame, path, v) : toOutput(v);
      };
    }
    return (r) => {
      r.at = loc;
      const v = format(r, get(r), calls);
      if (v !== SKIP) r.out += toOutput(v);
    };
  }
  if (node instanceof SectionNode) {
    const get = cachedSectionPath(node.path);
    let body: Exec = (r) => (body = generate(node.body))(r);
    const alt = lazyAlt(node.alt);
    return (r) => {
      const v = get(r);
      if (!isTruthy(v)) return alt(r);
      const saved = r.frame;
      r.frame = frame(v, saved);
      body(r);
      r.frame = saved;
    };
  }
  if (node instanceof RepeatedNode) {
    const get = cachedSectionPath(node.path);
    let body: Exec = (r) => (body = generate(node.body))(r);
    const betweenNodes = node.between;
    let between: Exec | null = betweenNodes === null ? null : (r) => (between = generate(betweenNodes))(r);
    const alt = lazyAlt(node.alt);
    return (r) => {
      const v = get(r);
      if (!Array.isArray(v) || v.length === 0) return alt(r);
      const saved = r.frame;
      const last = v.length - 1;
      // Once per run, not per element: an array read with kept number tokens (`[1, 1.0]`).
      const kept = hasNumberTokens(v);
      for (let i = 0; i <= last; i++) {
        r.step();
        r.frame = frame(v[i], saved, i);
        if (kept) keepElementText(r.frame, v, i);
        body(r);
        // Rule (both references): `.alternates with` runs after each element but the last, in
        // that element's scope, seeing what its body bound: `{a}` there is the element's a.
        if (between !== null && i < last) between(r);
        r.frame = saved;
      }
    };
  }
  if (node instanceof PredicateNode) {
    const test = testPredicate(node.call, node.loc);
    let body: Exec = (r) => (body = generate(node.body))(r);
    const alt = lazyAlt(node.alt);
    return (r) => (test(r) ? body(r) : alt(r));
  }
  if (node instanceof IfNode) {
    const test = generateIf(node.cond, node.loc);
    let body: Exec = (r) => (body = generate(node.body))(r);
    const alt = lazyAlt(node.alt);
    return (r) => (test(r) ? body(r) : alt(r));
  }
  if (node instanceof BindNode) {
    const formatters = chainSteps(node.formatters);
    const get = valueGetter(chainInput(node.value, formatters));
    const { name, loc } = node;
    return (r) => {
      r.at = loc;
      const v = format(r, get(r), formatters);
      setVar(r.frame, name, v === SKIP ? undefined : v);
    };
  }
  if (node instanceof CtxNode) {
    const pairs = node.pairs.map(([key, ref]) => [key, valueGetter(ref)] as const);
    const name = node.name;
    return (r) => {
      const obj: Record<string, unknown> = {};
      for (const [key, get] of pairs) obj[key] = get(r);
      setVar(r.frame, name, obj);
    };
  }
  if (node instanceof MacroNode) {
    const body = generate(node.body);
    const name = node.name;
    return (r) => r.defineMacro(name, body);
  }
  if (node instanceof InjectNode) {
    const { name, file } = node;
    return (r) => setVar(r.frame, name, r.inject(file));
  }
  if (node instanceof IncludeNode) {
    const { name, output, loc } = node;
    return (r) => {
      if (!r.enableInclude) return;
      r.at = loc;
      r.include(name, output);
    };
  }
  return generateEval(node.source, node.loc);
}

/** The expression as quoted in messages: short, so a huge one cannot flood the error list. */
function quote(source: string): string {
  const s = source.trim();
  return `'${s.length > 60 ? `${s.slice(0, 60)}…` : s}'`;
}

function generateEval(source: string, loc: Loc): Exec {
  const expr = compileExpression(source);
  if (!expr.ok) {
    const message = messages.expression(`${quote(source)}: ${expr.message}`);
    return (r) => {
      if (!r.enableExpressions) return;
      r.at = loc;
      r.error(message);
    };
  }
  const { run, tokens, longestString } = expr;
  return (r) => {
    if (!r.enableExpressions) return;
    r.at = loc;
    if (tokens > r.maxTokens) {
      return r.error(messages.expression(`${tokens} tokens, more than the limit of ${r.maxTokens}`));
    }
    if (longestString > r.maxStringLength) {
      return r.error(
        messages.expression(`a string longer than the limit of ${r.maxStringLength} characters`),
      );
    }
    try {
      const v = run(r);
      r.out += toOutput(v);
    } catch (e) {
      if (e instanceof Halt) throw e;
      r.error(messages.expression(`${quote(source)}: ${reason(e)}`));
    }
  };
}
