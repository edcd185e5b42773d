import { messages } from './errors.ts';
import {
  TextNode,
  type MacroNode,
  type RepeatedNode,
  type Alternative,
  type Block,
  type Loc,
  type Node,
} from './nodes.ts';

/**
 * A block being assembled; its kind and place as the parser gave them, so they are never read
 * from nodes of many shapes (a megamorphic read, slow whenever other code has filled V8's shared
 * lookup cache, as the public engine rendering in the same process does).
 */
interface Open {
  readonly node: Block;
  readonly kind: Block['kind'];
  readonly loc: Loc;
  target: Node[];
  lastAlt: Alternative | null;
  closed: boolean;
  /** Blocks closed inside this one by an '.end' indented like an outer block (see `close`). */
  misclosed: Misclosed[] | null;
}

interface Misclosed {
  readonly node: Block;
  readonly end: Loc;
}

const BLOCK_NAMES: Record<Block['kind'], string> = {
  section: '.section',
  repeated: '.repeated section',
  predicate: 'predicate',
  if: '.if',
  macro: '.macro',
};

/**
 * Deepest block nesting a template may use. Code generation and rendering recurse once per
 * level (and partials, up to 16 deep, stack theirs on top), so an unbounded depth would
 * overflow the stack and lose the whole page; real themes nest a few dozen at most.
 */
export const MAX_NESTING = 100;

/**
 * Builds the block tree from the tag stream: the parser calls one method per tag (parseTag.ts),
 * with no instruction object in between. Structure errors are reported and the stray
 * instruction ignored; blocks left open at the end are closed there.
 */
export class Assembler {
  readonly root: Node[] = [];
  private readonly stack: Open[] = [];
  /** Blocks open inside one that was nested too deep: all of it is skipped up to its `.end`. */
  private skipping = 0;

  constructor(private readonly report: (message: string, loc: Loc) => void) {}

  private get target(): Node[] {
    return this.stack.length === 0 ? this.root : this.stack[this.stack.length - 1]!.target;
  }

  // Where the last text node went (its list and index), so neighbouring text merges into it
  // without reading the kind of whatever node came last (nodes of many shapes: a slow read).
  private textList: Node[] | null = null;
  private textIndex = -1;

  text(text: string): void {
    if (this.skipping > 0) return;
    const target = this.target;
    const n = target.length;
    if (this.textList === target && this.textIndex === n - 1) {
      const last = target[n - 1] as TextNode;
      target[n - 1] = new TextNode(last.text + text);
      return;
    }
    target.push(new TextNode(text));
    this.textList = target;
    this.textIndex = n;
  }

  /** A node that opens no block. */
  node(node: Node): void {
    if (this.skipping === 0) this.target.push(node);
  }

  /** A block, its body filled by what follows up to its `.end`. */
  open(kind: Block['kind'], node: Block, body: Node[], loc: Loc): void {
    if (this.skipping > 0) {
      this.skipping++;
      return;
    }
    if (this.stack.length >= MAX_NESTING) {
      this.report(messages.nestedTooDeep(BLOCK_NAMES[kind], MAX_NESTING), loc);
      this.skipping = 1;
      return;
    }
    this.target.push(node);
    this.stack.push({ node, kind, loc, target: body, lastAlt: null, closed: false, misclosed: null });
  }

  end(loc: Loc): void {
    if (this.skipping > 0) this.skipping--;
    else if (this.stack.length === 0) this.report(messages.unexpectedEnd(), loc);
    else this.close(loc);
  }

  or(call: Alternative['call'], loc: Loc): void {
    if (this.skipping === 0) this.orBranch(call, loc);
  }

  alternates(loc: Loc): void {
    if (this.skipping === 0) this.alternatesBranch(loc);
  }

  private orBranch(call: Alternative['call'], loc: Loc): void {
    const top = this.stack[this.stack.length - 1];
    if (top === undefined || top.kind === 'macro') {
      this.report(messages.unexpectedOr(), loc);
      return;
    }
    const node = top.node as Exclude<Block, MacroNode>;
    if (top.closed) {
      this.report(messages.orAfterOr(), loc);
      return;
    }
    const alt: Alternative = { loc, call, body: [], next: null };
    if (top.lastAlt === null) node.alt = alt;
    else top.lastAlt.next = alt;
    top.lastAlt = alt;
    top.target = alt.body;
    top.closed = call === null;
  }

  private alternatesBranch(loc: Loc): void {
    const top = this.stack[this.stack.length - 1];
    if (top === undefined || top.kind !== 'repeated') {
      this.report(messages.unexpectedAlternates(), loc);
      return;
    }
    const node = top.node as RepeatedNode;
    if (top.lastAlt !== null) {
      this.report(messages.alternatesAfterOr(), loc);
      return;
    }
    if (node.between !== null) {
      this.report(messages.alternatesTwice(), loc);
      return;
    }
    node.between = [];
    top.target = node.between;
  }

  /**
   * Closes the innermost block. An '.end' on a later line that is indented no deeper than the
   * block around it (`{.section}` / `  {.if}` / `{.end}`) was probably meant for that outer
   * block: remembered, so that if a block is left open at the end, the inner one is named as
   * the likely culprit (an outer block's own '.end' passes the suspicion on to the inner ones).
   */
  private close(loc: Loc): void {
    const closed = this.stack.pop()!;
    // Read only when there is one: `stack[-1]` is no array index but a property looked up by
    // name, on the array and its prototypes: a quarter of compiling top-level `.section`s.
    if (this.stack.length === 0) return;
    const outer = this.stack[this.stack.length - 1]!;
    const open = closed.loc;
    if (loc.line <= open.line || loc.column >= open.column) return;
    if (loc.column > outer.loc.column) return;
    outer.misclosed ??= [];
    if (closed.misclosed !== null) outer.misclosed.push(...closed.misclosed);
    else outer.misclosed.push({ node: closed.node, end: loc });
  }

  /**
   * Closes what is still open, reporting each block, innermost first; before each, the blocks
   * inside it that an '.end' meant for it probably closed instead. Returns the tree.
   */
  finish(eof: Loc): Node[] {
    while (this.stack.length > 0) {
      const open = this.stack.pop()!;
      const { line, column } = open.node.loc;
      for (const { node, end } of open.misclosed ?? []) {
        const name = BLOCK_NAMES[node.kind];
        this.report(
          messages.endMisplaced(name, node.loc.line, node.loc.column, end.line, end.column),
          node.loc,
        );
      }
      this.report(messages.eofInBlock(BLOCK_NAMES[open.node.kind], line, column), eof);
    }
    return this.root;
  }
}
