/** The syntax tree the assembler builds and the code generator turns into closures. */
import type { Formatter, Predicate } from './plugins/types.ts';

export interface Loc {
  readonly line: number;
  readonly column: number;
}

export interface FormatterCall {
  readonly name: string;
  readonly args: readonly string[];
  readonly fn: Formatter;
}

/** A predicate test; `fn` is null for an unknown predicate (already reported), which tests false. */
export interface PredicateCall {
  readonly name: string;
  readonly args: readonly string[];
  readonly fn: Predicate | null;
}

/** `.if` operands joined by `||` / `&&` (`&&` binds tighter), or a predicate. */
export type IfCondition =
  /**
   * `.if a && b || c`: the variables in order and, between each two, whether it is `||`
   * (else `&&`); read left to right, as both references do (generate.ts `generateIf`).
   */
  | { readonly kind: 'paths'; readonly paths: readonly string[]; readonly ors: readonly boolean[] }
  | { readonly kind: 'predicate'; readonly call: PredicateCall };

/** A value written in an instruction: a variable path, or a JSON literal (number, quoted string …). */
export type ValueRef =
  | { readonly kind: 'path'; readonly path: string }
  | { readonly kind: 'literal'; readonly value: unknown }
  /** `{start, end|datetime-interval}`: the formatters get the values as one array. */
  | { readonly kind: 'list'; readonly paths: readonly string[] };

/** `.or` branch: taken when `call` is null or tests true; else the next one. */
export interface Alternative {
  readonly loc: Loc;
  readonly call: PredicateCall | null;
  body: Node[];
  next: Alternative | null;
}

export type Node =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'variable';
      readonly loc: Loc;
      readonly value: ValueRef;
      readonly formatters: readonly FormatterCall[];
    }
  | {
      readonly kind: 'section';
      readonly loc: Loc;
      readonly path: string;
      body: Node[];
      alt: Alternative | null;
    }
  | {
      readonly kind: 'repeated';
      readonly loc: Loc;
      readonly path: string;
      body: Node[];
      between: Node[] | null;
      alt: Alternative | null;
    }
  | {
      readonly kind: 'predicate';
      readonly loc: Loc;
      readonly call: PredicateCall;
      body: Node[];
      alt: Alternative | null;
    }
  | {
      readonly kind: 'if';
      readonly loc: Loc;
      readonly cond: IfCondition;
      body: Node[];
      alt: Alternative | null;
    }
  | {
      readonly kind: 'bind';
      readonly loc: Loc;
      readonly name: string;
      readonly value: ValueRef;
      readonly formatters: readonly FormatterCall[];
    }
  | {
      readonly kind: 'ctx';
      readonly loc: Loc;
      readonly name: string;
      readonly pairs: readonly [string, ValueRef][];
    }
  | { readonly kind: 'macro'; readonly loc: Loc; readonly name: string; body: Node[] }
  | { readonly kind: 'inject'; readonly loc: Loc; readonly name: string; readonly file: string }
  | { readonly kind: 'include'; readonly loc: Loc; readonly name: string; readonly output: boolean }
  | { readonly kind: 'eval'; readonly loc: Loc; readonly source: string };

/** What one tag means, before blocks are assembled. */
export type Instruction =
  | { readonly op: 'node'; readonly node: Node }
  | { readonly op: 'open'; readonly node: Extract<Node, { body: Node[] }> }
  | { readonly op: 'or'; readonly call: PredicateCall | null }
  | { readonly op: 'alternates' }
  | { readonly op: 'end' }
  | { readonly op: 'skip' };
