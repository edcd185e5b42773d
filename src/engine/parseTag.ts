import { messages } from './errors.ts';
import {
  BindNode,
  CtxNode,
  EvalNode,
  IfNode,
  IncludeNode,
  InjectNode,
  MacroNode,
  PredicateNode,
  RepeatedNode,
  SectionNode,
  TextNode,
  VariableNode,
  type FormatterCall,
  type IfCondition,
  type Instruction,
  type Loc,
  type Node,
  type PredicateCall,
  type ValueRef,
} from './nodes.ts';
import { parseFormatters } from './parseFormatters.ts';
import { isPath, parseLiteral } from './path.ts';
import type { FormatterTable, PredicateTable } from './plugins/types.ts';
import { splitArgs } from './splitArgs.ts';

export interface TagContext {
  readonly formatters: FormatterTable;
  readonly predicates: PredicateTable;
  /** A parser error at the tag being parsed. */
  report(message: string): void;
}

const PREDICATE = /^([A-Za-z][\w-]*\?)([\s\S]*)$/;
const BIND = /^\s+@([\w$-]+)\s+(\S[\s\S]*)$/;
const PAIR = /^([\w$-]+)=(\S+)$/;

const DOT = 46;

/** Reads one tag's content; null when it is not an instruction or variable (then it is text). */
export function parseTag(content: string, loc: Loc, tc: TagContext): Instruction | null {
  if (content.charCodeAt(0) === DOT) return parseInstruction(content, loc, tc);
  return parseVariable(content, loc, tc);
}

function parseVariable(content: string, loc: Loc, tc: TagContext): Instruction | null {
  const bar = content.indexOf('|');
  const head = bar === -1 ? content : content.slice(0, bar);
  const paths = head.includes(',') ? _splitAround(head, ',') : null;
  if (paths === null ? !isPath(head) : !paths.every(isPath)) return null;
  const chain = parseFormatters(bar === -1 ? '' : content.slice(bar), tc.formatters);
  if (!chain.ok) {
    if (chain.unknown === null) return null;
    tc.report(messages.formatterUnknown(chain.unknown));
    return { op: 'skip' };
  }
  const value: ValueRef = paths === null ? { kind: 'path', path: head } : { kind: 'list', paths };
  return { op: 'node', node: new VariableNode(loc, value, chain.calls) };
}

const NO_ARGS: readonly string[] = Object.freeze([]);

// The most frequent tags, answered without parsing (instructions are never mutated).
const END: Instruction = { op: 'end' };
const OR_ELSE: Instruction = { op: 'or', call: null };

function parseInstruction(content: string, loc: Loc, tc: TagContext): Instruction | null {
  if (content === '.end') return END;
  if (content === '.or') return OR_ELSE;
  const split = _nameEnd(content);
  if (split === -1) return null;
  const name = content.slice(1, split);
  const rest = content.slice(split);
  // A switch, not a table keyed by name: reading a key made from the tag's text costs a hash of
  // it (a third of the parse of a typical tag), and a plain object's table would answer
  // `{.constructor}` from its prototype.
  switch (name) {
    case 'meta-left':
      return literalText(rest, '{');
    case 'meta-right':
      return literalText(rest, '}');
    case 'newline':
      return literalText(rest, '\n');
    case 'space':
      return literalText(rest, ' ');
    case 'tab':
      return literalText(rest, '\t');
    case 'end':
      return rest.trim() === '' ? { op: 'end' } : null;
    case 'section': {
      const path = rest.trim();
      const valid = isPath(path);
      if (!valid || !_startsWithSpace(rest)) _invalid(tc, content, 'expected a variable name');
      const body: Node[] = [];
      return {
        op: 'open',
        kind: 'section',
        loc,
        body,
        node: new SectionNode(loc, valid ? path : '', body),
      };
    }
    case 'repeated': {
      const r = /^\s+section\s+(\S+)\s*$/.exec(rest);
      const path = r !== null && isPath(r[1]!) ? r[1]! : '';
      if (path === '') _invalid(tc, content, "expected 'section' and a variable name");
      const body: Node[] = [];
      return {
        op: 'open',
        kind: 'repeated',
        loc,
        body,
        node: new RepeatedNode(loc, path, body),
      };
    }
    case 'or': {
      if (rest.trim() === '') return { op: 'or', call: null };
      const call = parsePredicate(rest.trim(), tc);
      if (call === null) {
        _invalid(tc, content, 'expected a predicate');
        return { op: 'or', call: { name: '', args: [], fn: null } };
      }
      return { op: 'or', call };
    }
    case 'alternates':
      return /^\s+with\s*$/.test(rest) ? { op: 'alternates' } : null;
    case 'if': {
      const body: Node[] = [];
      return {
        op: 'open',
        kind: 'if',
        loc,
        body,
        node: new IfNode(loc, parseIf(rest, tc, content), body),
      };
    }
    // `.var` binds; `.bindvar` is no instruction in either reference (Java's InstructionTable
    // names only `.var`, for its BINDVAR type), so its tag is text, as any unknown instruction.
    case 'var':
      return parseBind(rest, loc, tc, content);
    case 'ctx':
      return parseCtx(rest, loc, tc, content);
    case 'macro': {
      const r = /^\s+(\S+)\s*$/.exec(rest);
      if (r === null) _invalid(tc, content, 'expected a macro name');
      const body: Node[] = [];
      return { op: 'open', kind: 'macro', loc, body, node: new MacroNode(loc, r?.[1] ?? '', body) };
    }
    case 'inject': {
      const r = /^\s+@([\w$-]+)\s+(\S+)/.exec(rest);
      if (r === null) {
        _invalid(tc, content, 'expected a @variable and a name');
        return { op: 'skip' };
      }
      return { op: 'node', node: new InjectNode(loc, r[1]!, r[2]!) };
    }
    case 'include': {
      const r = /^\s+(\S+)((?:\s+\S+)*)\s*$/.exec(rest);
      if (r === null) {
        _invalid(tc, content, 'expected a name');
        return { op: 'skip' };
      }
      const output = r[2]!.trim().split(/\s+/).includes('output');
      return { op: 'node', node: new IncludeNode(loc, r[1]!, output) };
    }
    case 'eval':
      if (rest !== '' && !_startsWithSpace(rest)) return null;
      return { op: 'node', node: new EvalNode(loc, rest) };
    default: {
      if (!name.endsWith('?')) return null;
      const call = predicateCall(name, rest, tc);
      const body: Node[] = [];
      return call === null
        ? null
        : {
            op: 'open',
            kind: 'predicate',
            loc,
            body,
            node: new PredicateNode(loc, call, body),
          };
    }
  }
}

/** `{.space}`, `{.newline}` …: the character they stand for; with anything after the name, no instruction. */
function literalText(rest: string, text: string): Instruction | null {
  return rest.trim() === '' ? { op: 'text', node: new TextNode(text) } : null;
}

/** `name? args`; reports an unknown name and returns a call that tests false. */
function parsePredicate(text: string, tc: TagContext): PredicateCall | null {
  const m = PREDICATE.exec(text);
  if (m === null) return null;
  return predicateCall(m[1]!, m[2]!, tc);
}

function predicateCall(name: string, rest: string, tc: TagContext): PredicateCall {
  const args = rest === '' ? NO_ARGS : splitArgs(rest);
  // A table may spell the name with or without its '?'.
  const bare = name.slice(0, -1);
  const fn = Object.hasOwn(tc.predicates, name)
    ? tc.predicates[name]!
    : Object.hasOwn(tc.predicates, bare)
      ? tc.predicates[bare]!
      : null;
  if (fn === null) tc.report(messages.predicateUnknown(name));
  return { name, args, fn };
}

function parseIf(rest: string, tc: TagContext, content: string): IfCondition {
  const text = rest.trim();
  const never: IfCondition = { kind: 'paths', paths: [], ors: [] };
  if (!_startsWithSpace(rest) || text === '') {
    _invalid(tc, content, 'expected a condition');
    return never;
  }
  // The usual case: one variable.
  if (isPath(text)) return { kind: 'paths', paths: [text], ors: [] };
  if (/^[A-Za-z][\w-]*\?/.test(text)) {
    const call = parsePredicate(text, tc);
    if (call !== null) return { kind: 'predicate', call };
  }
  const parts = text.split(/(\|\||&&)/);
  const paths: string[] = [];
  const ors: boolean[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 1) ors.push(parts[i] === '||');
    else paths.push(parts[i]!.trim());
  }
  if (!paths.every(isPath)) {
    _invalid(tc, content, "expected variables joined by '||' or '&&'");
    return never;
  }
  return { kind: 'paths', paths, ors };
}

/** A value plus formatters, as in `.var @x people|get @ paths.name`. */
function parseValue(
  text: string,
  tc: TagContext,
  content: string,
): { value: ValueRef; formatters: readonly FormatterCall[] } | null {
  const bar = text.indexOf('|');
  const head = (bar === -1 ? text : text.slice(0, bar)).trim();
  let value: ValueRef;
  if (isPath(head)) value = { kind: 'path', path: head };
  else {
    const lit = parseLiteral(head);
    if (lit === null) {
      _invalid(tc, content, 'expected a variable or a literal value');
      return null;
    }
    value = { kind: 'literal', value: lit.value };
  }
  const chain = parseFormatters(bar === -1 ? '' : text.slice(bar).trimEnd(), tc.formatters);
  if (!chain.ok) {
    if (chain.unknown === null) _invalid(tc, content, 'expected formatters after the value');
    else tc.report(messages.formatterUnknown(chain.unknown));
    return null;
  }
  return { value, formatters: chain.calls };
}

function parseBind(rest: string, loc: Loc, tc: TagContext, content: string): Instruction {
  const m = BIND.exec(rest);
  if (m === null) {
    _invalid(tc, content, 'expected a @variable and a value');
    return { op: 'skip' };
  }
  const parsed = parseValue(m[2]!, tc, content);
  if (parsed === null) return { op: 'skip' };
  return { op: 'node', node: new BindNode(loc, m[1]!, parsed.value, parsed.formatters) };
}

function parseCtx(rest: string, loc: Loc, tc: TagContext, content: string): Instruction {
  const words = rest.trim().split(/\s+/);
  const head = /^@([\w$-]+)$/.exec(words[0] ?? '');
  if (!_startsWithSpace(rest) || head === null) {
    _invalid(tc, content, 'expected a @variable and key=value pairs');
    return { op: 'skip' };
  }
  const pairs: [string, ValueRef][] = [];
  for (const word of words.slice(1)) {
    const p = PAIR.exec(word);
    if (p === null) {
      _invalid(tc, content, `expected key=value, found '${word}'`);
      continue;
    }
    const lit = isPath(p[2]!) ? null : parseLiteral(p[2]!);
    pairs.push([p[1]!, lit === null ? { kind: 'path', path: p[2]! } : { kind: 'literal', value: lit.value }]);
  }
  return { op: 'node', node: new CtxNode(loc, head[1]!, pairs) };
}

/**
 * Splits on a separator, dropping the whitespace next to it (the text's own ends stay as they
 * are). A regex with a whitespace run on each side of the separator retries a long run of
 * spaces from every start, quadratic in the tag's length (100,000 spaces took 11 s).
 */
function _splitAround(text: string, separator: string): string[] {
  const parts = text.split(separator);
  const last = parts.length - 1;
  return parts.map((part, i) => {
    const start = i === 0 ? part : part.trimStart();
    return i === last ? start : start.trimEnd();
  });
}

/**
 * Where an instruction's name ends in `.name? rest` (a letter, then letters, digits, `_` or
 * `-`, then an optional `?`); -1 when the tag does not start with one.
 */
function _nameEnd(content: string): number {
  if (!_isLetter(content.charCodeAt(1))) return -1;
  let i = 2;
  for (; i < content.length; i++) {
    const c = content.charCodeAt(i);
    if (!(_isLetter(c) || (c >= 48 && c <= 57) || c === 95 || c === 45)) break;
  }
  return content.charCodeAt(i) === 63 ? i + 1 : i;
}

function _isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Reports the tag as an invalid instruction, saying why (built only when there is an error). */
function _invalid(tc: TagContext, content: string, why: string): void {
  tc.report(messages.instructionInvalid(`{${content}}`, why));
}

const SPACE_START = /^\s/;

/** `/^\s/.test(text)`, answered from the first char code for ASCII (most tags) without the regex. */
function _startsWithSpace(text: string): boolean {
  const c = text.charCodeAt(0);
  if (c === 32 || (c >= 9 && c <= 13)) return true;
  return c > 127 && SPACE_START.test(text);
}
