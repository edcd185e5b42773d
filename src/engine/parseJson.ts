/**
 * The engine's JSON reader: JSON.parse's value, plus the source text of each number token
 * JavaScript would write otherwise (`1.0`, `2.50`, `1e3`, `-0.0`, `12345678901234567890`).
 *
 * Both reference engines' cases (f-message-plural-*) hold data such as `[1, 1.0]`, which the
 * Java engine reads as an int and a double: a message prints "1 ONE" and "1.0 OTHER" (1.0 has a
 * visible fraction digit). JSON.parse makes both the number 1. The data keeps plain numbers, so
 * lookup, truthiness, comparisons, arithmetic, predicates and formatters read them exactly as
 * before; the texts sit beside the data, by container and key, for the few places that print a
 * number as the reference does (`numberTextAt`, the message formatter, an array printed whole).
 */
import { findJsonProblem, position } from './jsonProblem.ts';

/** JSON text that cannot be read: where (1-based line and column) and why. */
export class JsonSyntaxError extends SyntaxError {
  constructor(
    /** Where the problem is; undefined in the rare case no place is known. */
    readonly line: number | undefined,
    readonly column: number | undefined,
    /** What is wrong, in words a theme author understands (a sentence). */
    readonly reason: string,
  ) {
    super(line === undefined ? reason : `line ${line}, column ${column}: ${reason}`);
    this.name = 'JsonSyntaxError';
  }
}

/** Number tokens kept by container (an array or object of read data): index or key → source text. */
const tokens = new WeakMap<object, Map<string | number, string>>();

/**
 * A digit followed by a point or exponent, 16 or more digits in a row (past 2^53 an integer may
 * not survive), or a minus zero: text without any is read with JSON.parse alone.
 */
const MAY_KEEP = /\d[.eE]|\d{16}|-0/;

/**
 * Reads JSON text as JSON.parse does (the same value for every valid document); keeps the
 * source text of number tokens that String(Number(text)) would not give back. Invalid text
 * throws a JsonSyntaxError naming the line and column.
 */
export function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (e) {
    throw syntaxError(text, e);
  }
  if (value !== null && typeof value === 'object' && MAY_KEEP.test(text)) keepNumberTokens(text, value);
  return value;
}

/** The one rule for a refused text: our reading of it (jsonProblem.ts), else JavaScript's words. */
function syntaxError(text: string, e: unknown): JsonSyntaxError {
  const problem = findJsonProblem(text);
  if (problem !== null) return new JsonSyntaxError(problem.line, problem.column, problem.message);
  // Not found by our reading (not expected): JavaScript's own words, with its position if any.
  const message = e instanceof Error ? e.message : String(e);
  const at = /position (\d+)/.exec(message);
  if (at === null) return new JsonSyntaxError(undefined, undefined, `${message}.`);
  const { line, column } = position(text, Number(at[1]));
  return new JsonSyntaxError(line, column, `${message}.`);
}

/**
 * The source text of the number `value` at `key` of `container` (an array index or an object
 * key), when parseJson read one JavaScript would write otherwise; undefined for anything else,
 * including a value changed since it was read.
 */
export function numberToken(container: unknown, key: string | number, value: unknown): string | undefined {
  if (typeof value !== 'number' || container === null || typeof container !== 'object') return undefined;
  const text = tokens.get(container)?.get(key);
  return text !== undefined && Object.is(Number(text), value) ? text : undefined;
}

/** Whether any text read so far kept a number token: before that, printing looks for none. */
export function anyNumberTokens(): boolean {
  return keptAny;
}

let keptAny = false;

/** Whether parseJson kept a number token in `container` itself (a cheap test before a loop). */
export function hasNumberTokens(container: object): boolean {
  return tokens.has(container);
}

interface Level {
  /** The container read here, or null when this text is an earlier duplicate key's value. */
  readonly node: object | null;
  readonly array: boolean;
  index: number;
  key: string;
}

/** After the quote that ends the string starting at `start` (the text is valid JSON). */
function stringEnd(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    let k = quote - 1;
    while (text.charCodeAt(k) === 0x5c) k--;
    // An odd run of backslashes escapes the quote.
    if ((quote - 1 - k) % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/**
 * Walks the text JSON.parse accepted, alongside the value it built, and records each number
 * token whose text differs from String(Number(text)). A loop with an explicit stack, so no
 * depth overflows it. Where a key repeats, JSON.parse keeps the last value: a token is recorded
 * only where the value there is its number, and a later plain number removes an earlier text.
 */
function keepNumberTokens(text: string, root: object): void {
  const stack: Level[] = [];
  let expectKey = false;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (c === 0x7b || c === 0x5b) {
      // '{' or '['
      const array = c === 0x5b;
      let node: unknown = top === undefined ? root : top.node === null ? null : slot(top);
      if (node === null || typeof node !== 'object' || Array.isArray(node) !== array) node = null;
      stack.push({ node: node as object | null, array, index: 0, key: '' });
      expectKey = !array;
      i++;
    } else if (c === 0x7d || c === 0x5d) {
      stack.pop();
      i++;
    } else if (c === 0x2c) {
      // ','
      if (top!.array) top!.index++;
      else expectKey = true;
      i++;
    } else if (c === 0x3a) {
      expectKey = false;
      i++;
    } else if (c === 0x22) {
      const end = stringEnd(text, i);
      if (expectKey) {
        const raw = text.slice(i + 1, end - 1);
        top!.key = raw.includes('\\') ? (JSON.parse(text.slice(i, end)) as string) : raw;
      }
      i = end;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      let j = i + 1;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        // digits . e E + -
        if (!((d >= 0x30 && d <= 0x39) || d === 0x2e || d === 0x65 || d === 0x45 || d === 0x2b || d === 0x2d))
          break;
      }
      if (top !== undefined && top.node !== null) record(top, text.slice(i, j));
      i = j;
    } else i++;
  }
}

/** The value JSON.parse put where `level` is now. */
function slot(level: Level): unknown {
  const node = level.node as Record<string | number, unknown>;
  return level.array ? node[level.index] : Object.hasOwn(node, level.key) ? node[level.key] : undefined;
}

function record(level: Level, source: string): void {
  const value = Number(source);
  if (!Object.is(slot(level), value)) return;
  const node = level.node!;
  const key = level.array ? level.index : level.key;
  let texts = tokens.get(node);
  if (String(value) === source) {
    texts?.delete(key);
    return;
  }
  if (texts === undefined) tokens.set(node, (texts = new Map()));
  texts.set(key, source);
  keptAny = true;
}
