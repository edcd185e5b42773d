import { FUNCTIONS } from './functions.ts';

export type Token =
  | { readonly t: 'value'; readonly v: unknown; readonly pos: number }
  | { readonly t: 'var'; readonly path: string; readonly pos: number }
  | { readonly t: 'fn'; readonly name: string; readonly pos: number }
  | { readonly t: 'op'; readonly v: string; readonly pos: number }
  | { readonly t: '(' | ')' | ',' | ';'; readonly pos: number };

export class ExpressionError extends Error {}

const CONSTANTS: Record<string, unknown> = {
  true: true,
  false: false,
  null: null,
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
};

// Longest first, so '**' wins over '*' and '>>>' over '>>'.
const OPERATORS = [
  '===',
  '!==',
  '>>>',
  '**',
  '<<',
  '>>',
  '<=',
  '>=',
  '==',
  '!=',
  '&&',
  '||',
  '=',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '!',
  '~',
  '&',
  '|',
  '^',
];

/** A variable path or function name; sticky, so scanning never copies the rest of the source. */
const WORD = /@?[\w$]*(?:\.[\w$]+)*/y;

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

const fail = (what: string, pos: number): never => {
  throw new ExpressionError(`${what} at position ${pos}`);
};

/** Splits expression source into tokens; throws ExpressionError with the tokeniser's reason. */
export function scanExpression(src: string): Token[] {
  const tokens: Token[] = [];
  let depth = 0;
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i]!;
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') {
      i++;
      continue;
    }
    const start = i;
    // Rule (both references): a number starts with a digit; `.5` is a parse error, not 0.5.
    if (/[0-9]/.test(c)) {
      i = scanNumber(src, i, tokens);
    } else if (c === '"' || c === "'") {
      i = scanString(src, i, tokens);
    } else if (/[A-Za-z_$@]/.test(c)) {
      WORD.lastIndex = i;
      const word = WORD.exec(src)![0];
      i += word.length;
      let j = i;
      while (src[j] === ' ' || src[j] === '\t') j++;
      if (src[j] === '(') {
        if (!Object.hasOwn(FUNCTIONS, word)) fail(`invalid function name '${word}'`, start);
        tokens.push({ t: 'fn', name: word, pos: start });
      } else if (Object.hasOwn(CONSTANTS, word)) tokens.push({ t: 'value', v: CONSTANTS[word], pos: start });
      else tokens.push({ t: 'var', path: word, pos: start });
    } else if (c === '(' || c === ')' || c === ',' || c === ';') {
      if (c === '(') depth++;
      if (c === ')' && --depth < 0) fail('mismatched parenthesis', i);
      tokens.push({ t: c, pos: i });
      i++;
    } else {
      const op = OPERATORS.find((o) => src.startsWith(o, i));
      if (op === undefined) fail(`unexpected character '${c}'`, i);
      tokens.push({ t: 'op', v: op!, pos: i });
      i += op!.length;
    }
  }
  if (depth !== 0) fail('mismatched parenthesis', n);
  return tokens;
}

function scanNumber(src: string, i: number, tokens: Token[]): number {
  const start = i;
  if (src[i] === '0' && (src[i + 1] === 'x' || src[i + 1] === 'X')) {
    i += 2;
    let v = 0;
    const from = i;
    while (i < src.length && /[0-9a-fA-F]/.test(src[i]!)) v = v * 16 + Number.parseInt(src[i++]!, 16);
    if (i === from) fail('bad hex number', start);
    tokens.push({ t: 'value', v, pos: start });
    return i;
  }
  let dot = false;
  while (i < src.length) {
    const c = src[i]!;
    if (c === '.') {
      if (dot) fail('duplicate decimal point', i);
      dot = true;
    } else if (!/[0-9]/.test(c)) break;
    i++;
  }
  if ((src[i] === 'e' || src[i] === 'E') && /^[eE][-+]?[0-9]/.test(src.slice(i, i + 3))) {
    i += src[i + 1] === '-' || src[i + 1] === '+' ? 2 : 1;
    while (/[0-9]/.test(src[i] ?? '')) i++;
  }
  if (src[i] === '.') fail('duplicate decimal point', i);
  tokens.push({ t: 'value', v: Number(src.slice(start, i)), pos: start });
  return i;
}

function scanString(src: string, i: number, tokens: Token[]): number {
  const start = i;
  const quote = src[i++];
  let out = '';
  for (;;) {
    if (i >= src.length) fail('unterminated string', start);
    const c = src[i]!;
    if (c === quote) break;
    if (c === '\n' || c === '\r') fail('bare newline in string', i);
    if (c !== '\\') {
      out += c;
      i++;
      continue;
    }
    const e = src[i + 1];
    if (e === undefined) fail('unterminated string', start);
    if (e === 'x') {
      const hex = src.slice(i + 2, i + 4);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) fail('bad hex escape', i);
      out += String.fromCharCode(Number.parseInt(hex, 16));
      i += 4;
    } else if (e === 'u') {
      const hex = src.slice(i + 2, i + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('bad unicode escape', i);
      out += String.fromCharCode(Number.parseInt(hex, 16));
      i += 6;
    } else {
      out += ESCAPES[e!] ?? e;
      i += 2;
    }
  }
  tokens.push({ t: 'value', v: out, pos: start });
  return i + 1;
}
