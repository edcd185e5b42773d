import type { Assembler } from './assemble.ts';
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
  VariableNode,
  type FormatterCall,
  type IfCondition,
  type Loc,
  type Node,
  type PredicateCall,
  type ValueRef,
} from './nodes.ts';
import { parseFormatters } from './parseFormatters.ts';
import { isPath, parseLiteral } from './path.ts';
import type { FormatterTable, Predicate, PredicateTable } from './plugins/types.ts';
import { splitArgs } from './splitArgs.ts';

export interface TagContext {
  readonly formatters: FormatterTable;
  readonly predicates: PredicateTable;
  /** Receives what each tag means, one call per tag. */
  readonly assembler: Assembler;
  /** A parser error at the tag being parsed. */
  report(message: string): void;
}

const BIND = /^\s+@([\w$-]+)\s+(\S[\s\S]*)$/;
const PAIR = /^([\w$-]+)=(\S+)$/;

const DOT = 46;
const QUESTION = 63;

/**
 * Reads one tag's content and hands the assembler what it means (one call, no instruction
 * object in between); false when it is not an instruction or variable (then it is text).
 */
export function parseTag(content: string, loc: Loc, tc: TagContext): boolean {
  if (content.charCodeAt(0) === DOT) return parseInstruction(content, loc, tc);
  return parseVariable(content, loc, tc);
}

function parseVariable(content: string, loc: Loc, tc: TagContext): boolean {
  const bar = content.indexOf('|');
  const head = bar === -1 ? content : content.slice(0, bar);
  const paths = head.includes(',') ? _splitAround(head, ',') : null;
  if (paths === null ? !isPath(head) : !paths.every(isPath)) return false;
  const chain = parseFormatters(bar === -1 ? '' : content.slice(bar), tc.formatters);
  if (!chain.ok) {
    if (chain.unknown === null) return false;
    tc.report(messages.formatterUnknown(chain.unknown));
    return true;
  }
  const value: ValueRef = paths === null ? { kind: 'path', path: head } : { kind: 'list', paths };
  tc.assembler.node(new VariableNode(loc, value, chain.calls));
  return true;
}

const NO_ARGS: readonly string[] = Object.freeze([]);

// The instructions, by name.
const SECTION = 0;
const IF = 1;
const OR = 2;
const END = 3;
const REPEATED = 4;
const VAR = 5;
const ALTERNATES = 6;
const META_LEFT = 7;
const META_RIGHT = 8;
const NEWLINE = 9;
const SPACE_CHAR = 10;
const TAB = 11;
const CTX = 12;
const MACRO = 13;
const INJECT = 14;
const INCLUDE = 15;
const EVAL = 16;

/**
 * The keyword's number, -1 for any other name. A `switch` on the name, not a table read: a
 * Map or object read first hashes a string it has not seen, every name of a new template, in
 * a call into the runtime (three times the cost of these comparisons, which look at the length
 * first). `.var` binds; `.bindvar` is no instruction in either reference (Java's
 * InstructionTable names only `.var`, for its BINDVAR type), so its tag is text, as any
 * unknown instruction.
 */
function _keyword(name: string): number {
  switch (name) {
    case 'section':
      return SECTION;
    case 'if':
      return IF;
    case 'or':
      return OR;
    case 'end':
      return END;
    case 'repeated':
      return REPEATED;
    case 'var':
      return VAR;
    case 'alternates':
      return ALTERNATES;
    case 'meta-left':
      return META_LEFT;
    case 'meta-right':
      return META_RIGHT;
    case 'newline':
      return NEWLINE;
    case 'space':
      return SPACE_CHAR;
    case 'tab':
      return TAB;
    case 'ctx':
      return CTX;
    case 'macro':
      return MACRO;
    case 'inject':
      return INJECT;
    case 'include':
      return INCLUDE;
    case 'eval':
      return EVAL;
    default:
      return -1;
  }
}

/** A predicate's name as `_nameEnd` reads it. */
const PREDICATE_NAME = /^[A-Za-z][\w-]*\??$/;

let predicatesFrom: PredicateTable | null = null;
let predicateNames = new Map<string, Predicate>();

/**
 * The predicates of `table` by name, each spelled with its '?', which a table may leave off (a
 * name written with it wins). Built once per table; a Map, so no name comes from a plain
 * object's prototype (`{.constructor?}` is unknown).
 */
function _predicates(table: PredicateTable): Map<string, Predicate> {
  if (predicatesFrom === table) return predicateNames;
  const built = new Map<string, Predicate>();
  const keys = Object.keys(table).filter((k) => PREDICATE_NAME.test(k));
  for (const k of keys) if (!k.endsWith('?')) built.set(`${k}?`, table[k]!);
  for (const k of keys) if (k.endsWith('?')) built.set(k, table[k]!);
  predicateNames = built;
  predicatesFrom = table;
  return predicateNames;
}

/** The predicate a table has for `name` (written with its '?'); null when it has none. */
function _predicate(tc: TagContext, name: string): Predicate | null {
  return _predicates(tc.predicates).get(name) ?? null;
}

/**
 * The usual tag is a keyword or a known predicate then a space or nothing, found with one
 * `indexOf`; the grammar's own reading of the name (`_nameEnd`, a char at a time) runs only when
 * that fails. The same name results: a known name is all name characters, and a space or the
 * end stops `_nameEnd` there. Compiling a partial is timed on every render that brings a new one.
 */
function parseInstruction(content: string, loc: Loc, tc: TagContext): boolean {
  const asm = tc.assembler;
  if (content === '.end') {
    asm.end(loc);
    return true;
  }
  if (content === '.or') {
    asm.or(null, loc);
    return true;
  }
  const space = content.indexOf(' ');
  let split = space === -1 ? content.length : space;
  let name = content.slice(1, split);
  let keyword = _keyword(name);
  let fn: Predicate | null = null;
  if (keyword === -1 && content.charCodeAt(split - 1) === QUESTION) fn = _predicate(tc, name);
  if (keyword === -1 && fn === null) {
    split = _nameEnd(content);
    if (split === -1) return false;
    name = content.slice(1, split);
    keyword = _keyword(name);
    if (keyword === -1) {
      if (content.charCodeAt(split - 1) !== QUESTION) return false;
      fn = _predicate(tc, name);
      // An unknown predicate is reported, and its block tests false.
      if (fn === null) tc.report(messages.predicateUnknown(name));
    }
  }
  if (keyword === -1) {
    const call: PredicateCall = {
      name,
      args: split >= content.length ? NO_ARGS : splitArgs(content, split),
      fn,
    };
    const body: Node[] = [];
    asm.open('predicate', new PredicateNode(loc, call, body), body, loc);
    return true;
  }
  switch (keyword) {
    case SECTION: {
      const path = _trimmedFrom(content, split);
      const valid = isPath(path);
      if (!valid || !_spaceAt(content, split)) _invalid(tc, content, 'expected a variable name');
      const body: Node[] = [];
      asm.open('section', new SectionNode(loc, valid ? path : '', body), body, loc);
      return true;
    }
    case IF: {
      const cond = parseIf(content, split, tc);
      const body: Node[] = [];
      asm.open('if', new IfNode(loc, cond, body), body, loc);
      return true;
    }
    case OR: {
      const text = _trimmedFrom(content, split);
      if (text === '') asm.or(null, loc);
      else {
        const call = parsePredicate(text, tc);
        if (call === null) _invalid(tc, content, 'expected a predicate');
        asm.or(call ?? { name: '', args: [], fn: null }, loc);
      }
      return true;
    }
    case END:
      if (_trimmedFrom(content, split) !== '') return false;
      asm.end(loc);
      return true;
  }
  const rest = content.slice(split);
  switch (keyword) {
    case REPEATED: {
      const r = /^\s+section\s+(\S+)\s*$/.exec(rest);
      const path = r !== null && isPath(r[1]!) ? r[1]! : '';
      if (path === '') _invalid(tc, content, "expected 'section' and a variable name");
      const body: Node[] = [];
      asm.open('repeated', new RepeatedNode(loc, path, body), body, loc);
      return true;
    }
    case VAR:
      return parseBind(rest, loc, tc, content);
    case ALTERNATES:
      if (!/^\s+with\s*$/.test(rest)) return false;
      asm.alternates(loc);
      return true;
    case META_LEFT:
      return literalText(rest, '{', tc);
    case META_RIGHT:
      return literalText(rest, '}', tc);
    case NEWLINE:
      return literalText(rest, '\n', tc);
    case SPACE_CHAR:
      return literalText(rest, ' ', tc);
    case TAB:
      return literalText(rest, '\t', tc);
    case CTX:
      return parseCtx(rest, loc, tc, content);
    case MACRO: {
      const r = /^\s+(\S+)\s*$/.exec(rest);
      if (r === null) _invalid(tc, content, 'expected a macro name');
      const body: Node[] = [];
      asm.open('macro', new MacroNode(loc, r?.[1] ?? '', body), body, loc);
      return true;
    }
    case INJECT: {
      const r = /^\s+@([\w$-]+)\s+(\S+)/.exec(rest);
      if (r === null) _invalid(tc, content, 'expected a @variable and a name');
      else asm.node(new InjectNode(loc, r[1]!, r[2]!));
      return true;
    }
    case INCLUDE: {
      const r = /^\s+(\S+)((?:\s+\S+)*)\s*$/.exec(rest);
      if (r === null) _invalid(tc, content, 'expected a name');
      else asm.node(new IncludeNode(loc, r[1]!, r[2]!.trim().split(/\s+/).includes('output')));
      return true;
    }
    case EVAL:
      if (rest !== '' && !_spaceAt(rest, 0)) return false;
      asm.node(new EvalNode(loc, rest));
      return true;
  }
  return false;
}

/** `{.space}`, `{.newline}` …: the character they stand for; with anything after the name, no instruction. */
function literalText(rest: string, text: string, tc: TagContext): boolean {
  if (rest.trim() !== '') return false;
  tc.assembler.text(text);
  return true;
}

/** `name? args`; reports an unknown name and returns a call that tests false. */
function parsePredicate(text: string, tc: TagContext): PredicateCall | null {
  const end = _predicateEnd(text);
  return end === -1 ? null : predicateCall(text.slice(0, end), text, end, tc);
}

/** The predicate `name` with the arguments written in `text` from `from` on. */
function predicateCall(name: string, text: string, from: number, tc: TagContext): PredicateCall {
  const args = from >= text.length ? NO_ARGS : splitArgs(text, from);
  const fn = _predicate(tc, name);
  if (fn === null) tc.report(messages.predicateUnknown(name));
  return { name, args, fn };
}

/** `.if` and what follows its name in `content` from `from` on. */
function parseIf(content: string, from: number, tc: TagContext): IfCondition {
  const text = _trimmedFrom(content, from);
  const never: IfCondition = { kind: 'paths', paths: [], ors: [] };
  if (!_spaceAt(content, from) || text === '') {
    _invalid(tc, content, 'expected a condition');
    return never;
  }
  // The usual case: one variable.
  if (isPath(text)) return { kind: 'paths', paths: [text], ors: [] };
  const call = parsePredicate(text, tc);
  if (call !== null) return { kind: 'predicate', call };
  // Split at each `||` or `&&`, read left to right (`a |||b` is `a` or `|b`), found with
  // indexOf: a loop over char codes read the whole condition a char at a time, the most costly
  // line of compiling a partial whose `.if` tests five variables.
  const paths: string[] = [];
  const ors: boolean[] = [];
  let start = 0;
  let or = text.indexOf('||');
  let and = text.indexOf('&&');
  while (or !== -1 || and !== -1) {
    const isOr = and === -1 || (or !== -1 && or < and);
    const at = isOr ? or : and;
    paths.push(text.slice(start, at).trim());
    ors.push(isOr);
    start = at + 2;
    if (or !== -1 && or < start) or = text.indexOf('||', start);
    if (and !== -1 && and < start) and = text.indexOf('&&', start);
  }
  paths.push(text.slice(start).trim());
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

function parseBind(rest: string, loc: Loc, tc: TagContext, content: string): boolean {
  const m = BIND.exec(rest);
  if (m === null) {
    _invalid(tc, content, 'expected a @variable and a value');
    return true;
  }
  const parsed = parseValue(m[2]!, tc, content);
  if (parsed !== null) tc.assembler.node(new BindNode(loc, m[1]!, parsed.value, parsed.formatters));
  return true;
}

function parseCtx(rest: string, loc: Loc, tc: TagContext, content: string): boolean {
  const words = rest.trim().split(/\s+/);
  const head = /^@([\w$-]+)$/.exec(words[0] ?? '');
  if (!_spaceAt(rest, 0) || head === null) {
    _invalid(tc, content, 'expected a @variable and key=value pairs');
    return true;
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
  tc.assembler.node(new CtxNode(loc, head[1]!, pairs));
  return true;
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
  const i = _wordEnd(content, 1);
  return i !== -1 && content.charCodeAt(i) === QUESTION ? i + 1 : i;
}

/** Where a predicate's name (`name?`, as `_nameEnd` reads it) ends at the start of `text`; -1 when there is none. */
function _predicateEnd(text: string): number {
  const i = _wordEnd(text, 0);
  return i !== -1 && text.charCodeAt(i) === QUESTION ? i + 1 : -1;
}

/** The end of a letter then letters, digits, `_` or `-` at `from`; -1 when no letter is there. */
function _wordEnd(text: string, from: number): number {
  if (!_isLetter(text.charCodeAt(from))) return -1;
  let i = from + 1;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!(_isLetter(c) || (c >= 48 && c <= 57) || c === 95 || c === 45)) break;
  }
  return i;
}

function _isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Reports the tag as an invalid instruction, saying why (built only when there is an error). */
function _invalid(tc: TagContext, content: string, why: string): void {
  tc.report(messages.instructionInvalid(`{${content}}`, why));
}

const SPACE = /\s/;

/** `/\s/.test(text[i])` (false past the end), answered from the char code for ASCII (most tags) without the regex. */
function _spaceAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c === 32 || (c >= 9 && c <= 13)) return true;
  return c > 127 && SPACE.test(text[i]!);
}

/** `text.slice(from).trim()`, with one slice when the ends are ASCII (most tags). */
function _trimmedFrom(text: string, from: number): string {
  let i = from;
  let j = text.length;
  while (i < j && _isAsciiSpace(text.charCodeAt(i))) i++;
  while (j > i && _isAsciiSpace(text.charCodeAt(j - 1))) j--;
  // Other whitespace (U+00A0, U+2028 …) at either end: trim's own rule.
  if (i < j && (text.charCodeAt(i) > 127 || text.charCodeAt(j - 1) > 127)) return text.slice(from).trim();
  return text.slice(i, j);
}

function _isAsciiSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}
