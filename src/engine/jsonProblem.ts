/**
 * Where JSON text goes wrong, and why, in words a theme author understands. Called only once
 * JSON.parse has refused the text (whose own messages name no line, and often no position).
 */

export interface JsonProblem {
  /** 1-based line and column (in UTF-16 code units, as editors count most characters). */
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** Line and column of a character offset. */
export function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

interface Container {
  readonly kind: 'object' | 'array';
  readonly at: number;
  /** The property whose value is being read (objects). */
  key: string;
}

const VALUE = 'a value (a string in double quotes, a number, an object, an array, true, false or null)';

function quoteKey(key: string): string {
  return JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key);
}

function describeChar(text: string, i: number): string {
  const c = text[i]!;
  if (c === "'") return 'a single quote';
  if (c === '\t') return 'a tab';
  if (c === '\n' || c === '\r') return 'a line break';
  // Invisible in an editor: a file saved "with BOM" starts with one, which JSON does not allow.
  if (c === '\ufeff') return 'a byte order mark (U+FEFF)';
  return `'${c}'`;
}

/** The first problem in `text`, which JSON.parse has refused; `null` when none is found. */
export function findJsonProblem(text: string): JsonProblem | null {
  const stack: Container[] = [];
  let i = 0;
  const at = (offset: number, message: string): JsonProblem => ({ ...position(text, offset), message });
  const skip = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const comment = () => text.startsWith('//', i) || text.startsWith('/*', i);
  const lineCol = (offset: number) => {
    const p = position(text, offset);
    return `line ${p.line}, column ${p.column}`;
  };
  /** The text ended while `expecting` something, inside the innermost container still open. */
  const ended = (expecting: string): JsonProblem => {
    const open = stack[stack.length - 1];
    const where = open === undefined ? '' : `: the ${open.kind} opened at ${lineCol(open.at)} is not closed`;
    return at(text.trimEnd().length, `The JSON ends too early, where ${expecting} should follow${where}.`);
  };
  if (text.trim() === '') return at(0, 'The file is empty: it needs a JSON value, such as {} for no data.');

  /** Reads a string from its opening quote; a problem, or null with `i` after the closing quote. */
  const string = (): JsonProblem | null => {
    const start = i++;
    for (;;) {
      if (i >= text.length) return at(start, `The string starting here is not closed with a double quote.`);
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return null;
      }
      if (c === 0x5c) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
            return at(i, 'A \\u escape needs four hexadecimal digits, as in \\u00e9.');
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else if (e === undefined) i++;
        else
          return at(
            i,
            `'\\${e}' is not an escape JSON knows: use \\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u followed by four hexadecimal digits.`,
          );
        continue;
      }
      if (c < 0x20) {
        return at(
          i,
          c === 0x0a || c === 0x0d
            ? 'A string cannot run over a line break: close it on the same line, or write \\n for a line break.'
            : `A string cannot hold ${c === 0x09 ? 'a tab' : 'a control character'} as is: write ${c === 0x09 ? '\\t' : 'it as a \\u escape'}.`,
        );
      }
      i++;
    }
  };

  /** Reads one value that is not an object or array; a problem, or null with `i` after it. */
  const scalar = (): JsonProblem | null => {
    const c = text[i]!;
    if (c === '"') return string();
    if (c === "'") return at(i, 'Strings are written in double quotes in JSON, not single quotes.');
    if (c === '-' || c === '+' || c === '.' || (c >= '0' && c <= '9')) {
      const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
      const word = /^[-+.\w]*/.exec(text.slice(i, i + 60))![0];
      if (m === null || m[0].length !== word.length) {
        return at(
          i,
          `'${word}' is not a number JSON can read (no leading zeros, a digit on both sides of the point).`,
        );
      }
      i += m[0].length;
      return null;
    }
    const word = /^[$\w.+]+/.exec(text.slice(i, i + 60))?.[0];
    if (word === 'true' || word === 'false' || word === 'null') {
      i += word.length;
      return null;
    }
    if (word !== undefined) return at(i, `'${word}' is not a JSON value: expected ${VALUE}.`);
    return at(i, `Expected ${VALUE}, found ${describeChar(text, i)}.`);
  };

  // A loop over states with an explicit stack of containers (no recursion): however deep or
  // long the data, the walk cannot overflow the call stack.
  type State = 'value' | 'first' | 'key' | 'after';
  let state: State = 'value';
  for (;;) {
    skip();
    const top = stack[stack.length - 1];
    if (state !== 'after' && comment()) return at(i, 'JSON does not allow comments.');
    switch (state) {
      case 'value': {
        if (i >= text.length) return ended('a value');
        const c = text[i];
        if (c === '{' || c === '[') {
          stack.push({ kind: c === '{' ? 'object' : 'array', at: i, key: '' });
          i++;
          state = 'first';
          break;
        }
        const problem = scalar();
        if (problem !== null) return problem;
        state = 'after';
        break;
      }
      case 'first': {
        // Just inside '{' or '[': the close, or a first member.
        const close = top!.kind === 'object' ? '}' : ']';
        if (text[i] === close) {
          stack.pop();
          i++;
          state = 'after';
        } else state = top!.kind === 'object' ? 'key' : 'value';
        break;
      }
      case 'key': {
        if (i >= text.length) return ended('a property name in double quotes');
        if (text[i] === '}')
          return at(i, "A comma cannot come right before '}': JSON allows no trailing comma.");
        if (text[i] === "'")
          return at(i, 'Property names are written in double quotes in JSON, not single quotes.');
        if (text[i] !== '"') {
          const word = /^[$\w]+/.exec(text.slice(i, i + 60))?.[0];
          return at(
            i,
            word === undefined
              ? `Expected a property name in double quotes, found ${describeChar(text, i)}.`
              : `Property names are written in double quotes in JSON: write "${word}".`,
          );
        }
        const start = i;
        const problem = string();
        if (problem !== null) return problem;
        top!.key = JSON.parse(text.slice(start, i)) as string;
        skip();
        if (i >= text.length) return ended(`':' after the property name ${quoteKey(top!.key)}`);
        if (text[i] !== ':') return at(i, `Expected ':' after the property name ${quoteKey(top!.key)}.`);
        i++;
        state = 'value';
        break;
      }
      case 'after': {
        // After a complete value: a comma, the close of its container, or the end of the text.
        if (top === undefined) {
          if (i >= text.length) return null;
          if (comment()) return at(i, 'JSON does not allow comments.');
          return at(
            i,
            'There is more text after the JSON value: a file holds one value (wrap several in [ ]).',
          );
        }
        const close = top.kind === 'object' ? '}' : ']';
        const what = top.kind === 'object' ? `the value of ${quoteKey(top.key)}` : 'an array element';
        if (i >= text.length) return ended(`',' or '${close}' after ${what}`);
        if (text[i] === close) {
          stack.pop();
          i++;
        } else if (text[i] === ',') {
          i++;
          skip();
          if (top.kind === 'array' && text[i] === ']')
            return at(i, "A comma cannot come right before ']': JSON allows no trailing comma.");
          state = top.kind === 'object' ? 'key' : 'value';
        } else if (comment()) return at(i, 'JSON does not allow comments.');
        else if (/["\w[{'-]/.test(text[i]!)) return at(i, `A comma is missing before this, after ${what}.`);
        else return at(i, `Expected ',' or '${close}' after ${what}, found ${describeChar(text, i)}.`);
        break;
      }
    }
  }
}
