import { type Frame, setVar } from '../frame.ts';
import { cachedPath } from '../getter.ts';
import { FUNCTIONS } from './functions.ts';
import { ExpressionError, scanExpression, type Token } from './scanExpression.ts';
import { compare, looseEquals, strictEquals, toBool, toNumber, toStr } from './values.ts';

/** What an expression reads and writes while it runs. */
export interface ExpressionScope {
  frame: Frame;
  readonly maxStringLength: number;
}

export type Evaluate = (s: ExpressionScope) => unknown;

export type CompiledExpression =
  | {
      readonly ok: true;
      readonly tokens: number;
      readonly longestString: number;
      /** Value of the last statement; undefined when it is an assignment or there is none. */
      readonly run: Evaluate;
    }
  | { readonly ok: false; readonly message: string };

interface Parsed {
  readonly run: Evaluate;
  readonly assignment: boolean;
  /** Set for a bare variable, the only thing that may be assigned to. */
  readonly variable?: string;
  /** How many operators deep its closures call each other when it runs (1 for a value). */
  readonly depth: number;
}

/**
 * Deepest nesting an expression may have, counting parentheses and operators inside one another
 * (`((1))`, `- - 1`, `1 + 1 + 1`): parsing and running recurse once per level, and ten thousand
 * levels overflowed the stack with a message that said nothing of the cause.
 */
export const MAX_EXPRESSION_DEPTH = 1000;

const BINARY: Record<string, [number, 'left' | 'right']> = {
  '=': [1, 'right'],
  '||': [2, 'left'],
  '&&': [3, 'left'],
  '|': [4, 'left'],
  '^': [5, 'left'],
  '&': [6, 'left'],
  '==': [7, 'left'],
  '!=': [7, 'left'],
  '===': [7, 'left'],
  '!==': [7, 'left'],
  '<': [8, 'left'],
  '<=': [8, 'left'],
  '>': [8, 'left'],
  '>=': [8, 'left'],
  '<<': [9, 'left'],
  '>>': [9, 'left'],
  '>>>': [9, 'left'],
  '+': [10, 'left'],
  '-': [10, 'left'],
  '*': [11, 'left'],
  '/': [11, 'left'],
  '%': [11, 'left'],
  '**': [12, 'right'],
};
const UNARY_PRECEDENCE = 13;

type Op2 = (a: unknown, b: unknown, s: ExpressionScope) => unknown;

const OPS: Record<string, Op2> = {
  '||': (a, b) => toBool(a) || toBool(b),
  '&&': (a, b) => toBool(a) && toBool(b),
  '|': (a, b) => toNumber(a) | toNumber(b),
  '^': (a, b) => toNumber(a) ^ toNumber(b),
  '&': (a, b) => toNumber(a) & toNumber(b),
  '==': (a, b) => looseEquals(a, b),
  '!=': (a, b) => !looseEquals(a, b),
  '===': (a, b) => strictEquals(a, b),
  '!==': (a, b) => !strictEquals(a, b),
  '<': (a, b) => compare(a, b) < 0,
  '<=': (a, b) => compare(a, b) <= 0,
  '>': (a, b) => compare(a, b) > 0,
  '>=': (a, b) => compare(a, b) >= 0,
  '<<': (a, b) => toNumber(a) << toNumber(b),
  '>>': (a, b) => toNumber(a) >> toNumber(b),
  '>>>': (a, b) => toNumber(a) >>> toNumber(b),
  '+': (a, b, s) => {
    if (typeof a !== 'string' && typeof b !== 'string') return toNumber(a) + toNumber(b);
    const joined = toStr(a) + toStr(b);
    if (joined.length > s.maxStringLength) {
      throw new ExpressionError(`string longer than the limit of ${s.maxStringLength} characters`);
    }
    return joined;
  },
  '-': (a, b) => toNumber(a) - toNumber(b),
  '*': (a, b) => toNumber(a) * toNumber(b),
  '/': (a, b) => toNumber(a) / toNumber(b),
  '%': (a, b) => toNumber(a) % toNumber(b),
  '**': (a, b) => toNumber(a) ** toNumber(b),
};

const UNARY: Record<string, (a: unknown) => unknown> = {
  '!': (a) => !toBool(a),
  '~': (a) => ~toNumber(a),
  '-': (a) => -toNumber(a),
  '+': (a) => toNumber(a),
};

/**
 * Compiles `.eval` source once into closures. Statements are separated by `,`, `;` or
 * simply follow each other (`1 2 3` is 3); the last one gives the value.
 */
export function compileExpression(source: string): CompiledExpression {
  try {
    const tokens = scanExpression(source);
    const p = new Parser(tokens);
    const statements: Parsed[] = [];
    while (!p.done()) {
      if (p.skipSeparator()) continue;
      statements.push(p.expression(0));
    }
    const last = statements[statements.length - 1];
    const runs = statements.map((st) => st.run);
    const lastIsValue = last !== undefined && !last.assignment;
    const run: Evaluate = (s) => {
      let v: unknown;
      for (const r of runs) v = r(s);
      return lastIsValue ? v : undefined;
    };
    let longestString = 0;
    for (const t of tokens)
      if (t.t === 'value' && typeof t.v === 'string') longestString = Math.max(longestString, t.v.length);
    return { ok: true, tokens: tokens.length, longestString, run };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

class Parser {
  private i = 0;
  /** Parentheses, unary operators and right operands being read, one inside the other. */
  private nesting = 0;
  constructor(private readonly tokens: Token[]) {}

  done(): boolean {
    return this.i >= this.tokens.length;
  }

  skipSeparator(): boolean {
    const t = this.tokens[this.i];
    if (t !== undefined && (t.t === ',' || t.t === ';')) {
      this.i++;
      return true;
    }
    return false;
  }

  private fail(what: string, t: Token | undefined): never {
    throw new ExpressionError(t === undefined ? `${what} at the end` : `${what} at position ${t.pos}`);
  }

  expression(min: number): Parsed {
    if (++this.nesting > MAX_EXPRESSION_DEPTH) this._tooDeep(this.tokens[this.i]);
    let left = this.prefix();
    for (;;) {
      const t = this.tokens[this.i];
      if (t === undefined || t.t !== 'op') break;
      const info = BINARY[t.v];
      if (info === undefined || info[0] < min) break;
      this.i++;
      const right = this.expression(info[1] === 'right' ? info[0] : info[0] + 1);
      left = t.v === '=' ? this.assign(left, right, t) : binary(OPS[t.v]!, left, right);
      if (left.depth > MAX_EXPRESSION_DEPTH) this._tooDeep(t);
    }
    this.nesting--;
    return left;
  }

  private _tooDeep(t: Token | undefined): never {
    return this.fail(`nested deeper than the maximum of ${MAX_EXPRESSION_DEPTH} levels`, t);
  }

  private assign(target: Parsed, value: Parsed, t: Token): Parsed {
    const name = target.variable;
    if (name === undefined || name[0] !== '@' || name.length < 2 || name.includes('.')) {
      this.fail('invalid assignment target', t);
    }
    const key = name!.slice(1);
    const get = value.run;
    return {
      assignment: true,
      depth: value.depth + 1,
      run: (s) => {
        const v = get(s);
        setVar(s.frame, key, v);
        return v;
      },
    };
  }

  private prefix(): Parsed {
    const t = this.tokens[this.i++];
    if (t === undefined) return this.fail('expected a value', t);
    switch (t.t) {
      case 'value': {
        const v = t.v;
        return { assignment: false, depth: 1, run: () => v };
      }
      case 'var': {
        // Rule (both references): a missing variable is null (`x + 1` is 1 for a missing x).
        const get = cachedPath(t.path);
        const run: Evaluate = (r) => {
          const v = get(r);
          return v === undefined ? null : v;
        };
        return { assignment: false, depth: 1, run, variable: t.path };
      }
      case 'fn':
        return this.call(t.name);
      case '(': {
        const inner = this.expression(0);
        if (this.tokens[this.i]?.t !== ')') this.fail('mismatched parenthesis', this.tokens[this.i]);
        this.i++;
        return { assignment: false, depth: inner.depth, run: inner.run };
      }
      case 'op': {
        const op = UNARY[t.v];
        if (op === undefined) return this.fail(`unexpected operator '${t.v}'`, t);
        const inner = this.expression(UNARY_PRECEDENCE);
        const operand = inner.run;
        return { assignment: false, depth: inner.depth + 1, run: (s) => op(operand(s)) };
      }
      default:
        return this.fail(`unexpected '${t.t}'`, t);
    }
  }

  private call(name: string): Parsed {
    const fn = FUNCTIONS[name]!;
    this.i++; // the '(' the scanner saw after the name
    const args: Evaluate[] = [];
    let depth = 1;
    while (this.tokens[this.i]?.t !== ')') {
      if (args.length > 0) {
        if (this.tokens[this.i]?.t !== ',') this.fail("expected ',' between arguments", this.tokens[this.i]);
        this.i++;
      }
      const arg = this.expression(2);
      args.push(arg.run);
      depth = Math.max(depth, arg.depth + 1);
    }
    this.i++;
    return { assignment: false, depth, run: (s) => fn(args.map((a) => a(s))) };
  }
}

function binary(op: Op2, left: Parsed, right: Parsed): Parsed {
  const a = left.run;
  const b = right.run;
  return { assignment: false, depth: Math.max(left.depth, right.depth) + 1, run: (s) => op(a(s), b(s), s) };
}
