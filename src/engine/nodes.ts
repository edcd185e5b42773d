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

/**
 * The nodes are instances of one class per kind, and code generation tells them apart with
 * `instanceof` (generate.ts), not by reading `kind`: a read of `kind` from objects of a dozen
 * shapes is megamorphic, answered from V8's lookup cache shared with all code in the process,
 * and code such as the public engine rendering in between empties it (compile took 50% longer).
 */
export type Node =
  | TextNode
  | VariableNode
  | SectionNode
  | RepeatedNode
  | PredicateNode
  | IfNode
  | BindNode
  | CtxNode
  | MacroNode
  | InjectNode
  | IncludeNode
  | EvalNode;

export class TextNode {
  readonly kind = 'text';
  constructor(readonly text: string) {}
}

export class VariableNode {
  readonly kind = 'variable';
  constructor(
    readonly loc: Loc,
    readonly value: ValueRef,
    readonly formatters: readonly FormatterCall[],
  ) {}
}

export class SectionNode {
  readonly kind = 'section';
  alt: Alternative | null = null;
  constructor(
    readonly loc: Loc,
    readonly path: string,
    public body: Node[],
  ) {}
}

export class RepeatedNode {
  readonly kind = 'repeated';
  between: Node[] | null = null;
  alt: Alternative | null = null;
  constructor(
    readonly loc: Loc,
    readonly path: string,
    public body: Node[],
  ) {}
}

export class PredicateNode {
  readonly kind = 'predicate';
  alt: Alternative | null = null;
  constructor(
    readonly loc: Loc,
    readonly call: PredicateCall,
    public body: Node[],
  ) {}
}

export class IfNode {
  readonly kind = 'if';
  alt: Alternative | null = null;
  constructor(
    readonly loc: Loc,
    readonly cond: IfCondition,
    public body: Node[],
  ) {}
}

export class BindNode {
  readonly kind = 'bind';
  constructor(
    readonly loc: Loc,
    readonly name: string,
    readonly value: ValueRef,
    readonly formatters: readonly FormatterCall[],
  ) {}
}

export class CtxNode {
  readonly kind = 'ctx';
  constructor(
    readonly loc: Loc,
    readonly name: string,
    readonly pairs: readonly [string, ValueRef][],
  ) {}
}

export class MacroNode {
  readonly kind = 'macro';
  constructor(
    readonly loc: Loc,
    readonly name: string,
    public body: Node[],
  ) {}
}

export class InjectNode {
  readonly kind = 'inject';
  constructor(
    readonly loc: Loc,
    readonly name: string,
    readonly file: string,
  ) {}
}

export class IncludeNode {
  readonly kind = 'include';
  constructor(
    readonly loc: Loc,
    readonly name: string,
    readonly output: boolean,
  ) {}
}

export class EvalNode {
  readonly kind = 'eval';
  constructor(
    readonly loc: Loc,
    readonly source: string,
  ) {}
}

export type Block = Extract<Node, { body: Node[] }>;
