/**
 * The ICU-style message syntax of the `message` formatter, parsed once into a tree:
 *
 *   text {0} {name} {0 money style:short} {0;1 datetime-interval yMMMd}
 *   {0 plural one{# item} other{# items}}  {0 selectordinal one{#st} …}  {0 select a{…} other{…}}
 *
 * Inside plural and selectordinal branches '#' stands for the number.
 */

export type MessageNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'number' }
  | {
      readonly kind: 'arg';
      readonly refs: readonly string[];
      readonly formatter: string;
      readonly options: readonly string[];
    }
  | {
      readonly kind: 'choice';
      readonly ref: string;
      readonly type: 'plural' | 'selectordinal' | 'select';
      readonly branches: ReadonlyMap<string, readonly MessageNode[]>;
    };

const _CHOICES = new Set(['plural', 'selectordinal', 'select']);

class _Parser {
  private i = 0;

  constructor(private readonly s: string) {}

  /** Nodes up to the end, or up to the '}' closing the branch we are in (`inChoice`). */
  message(inChoice: boolean, nested: boolean): MessageNode[] {
    const nodes: MessageNode[] = [];
    let text = '';
    const flush = (): void => {
      if (text !== '') nodes.push({ kind: 'text', text });
      text = '';
    };
    while (this.i < this.s.length) {
      const ch = this.s.charAt(this.i);
      if (ch === '}' && nested) break;
      if (ch === "'") {
        // Quoted text is literal but for '#', which both references still read as the number.
        this.quoted((t) => {
          const parts = inChoice ? t.split('#') : [t];
          for (let j = 0; j < parts.length; j++) {
            if (j > 0) {
              flush();
              nodes.push({ kind: 'number' });
            }
            text += parts[j]!;
          }
        });
        continue;
      }
      if (ch === '{') {
        if (this.seek(this.i) === -1) {
          // No closing brace outside quotes: the rest is text, as both references keep it.
          text += this.s.slice(this.i);
          this.i = this.s.length;
          break;
        }
        flush();
        const node = this.argument();
        if (node !== undefined) nodes.push(node);
        continue;
      }
      if (ch === '#' && inChoice) {
        flush();
        nodes.push({ kind: 'number' });
        this.i++;
        continue;
      }
      text += ch;
      this.i++;
    }
    flush();
    return nodes;
  }

  /**
   * At an apostrophe, ICU quoting as both references read it: `''` is one apostrophe, and any
   * other `'` starts literal text (braces included) up to the next `'` or the end.
   */
  private quoted(add: (text: string) => void): void {
    if (this.s.charAt(this.i + 1) === "'") {
      add("'");
      this.i += 2;
      return;
    }
    const close = this.s.indexOf("'", this.i + 1);
    const end = close === -1 ? this.s.length : close;
    add(this.s.slice(this.i + 1, end));
    this.i = end + 1;
  }

  private closers: Int32Array | null = null;

  /**
   * The '}' closing the '{' at `from`, skipping quoted text; -1 when there is none. Every pair is
   * found in one pass over the message on first use, so deep nesting stays linear.
   */
  private seek(from: number): number {
    if (this.closers === null) {
      const s = this.s;
      const closers = new Int32Array(s.length).fill(-1);
      const open: number[] = [];
      for (let i = 0; i < s.length; i++) {
        const c = s.charAt(i);
        if (c === '{') open.push(i);
        else if (c === '}') {
          const o = open.pop();
          if (o !== undefined) closers[o] = i;
        } else if (c === "'") {
          if (s.charAt(i + 1) === "'") i++;
          else {
            const k = s.indexOf("'", i + 1);
            if (k === -1) break;
            i = k;
          }
        }
      }
      this.closers = closers;
    }
    return this.closers[from] ?? -1;
  }

  private skipSpace(): void {
    while (/\s/.test(this.s.charAt(this.i))) this.i++;
  }

  private word(): string {
    const start = this.i;
    while (this.i < this.s.length && !/[\s{}]/.test(this.s.charAt(this.i))) this.i++;
    return this.s.slice(start, this.i);
  }

  /** At '{': one argument, through its closing '}'. Unbalanced input is kept as text. */
  private argument(): MessageNode | undefined {
    const open = this.i;
    this.i++;
    this.skipSpace();
    const ref = this.word();
    this.skipSpace();
    const formatter = this.s.charAt(this.i) === '}' ? '' : this.word();
    if (_CHOICES.has(formatter)) {
      const branches = new Map<string, MessageNode[]>();
      for (;;) {
        this.skipSpace();
        const ch = this.s.charAt(this.i);
        if (ch === '}' || ch === '') break;
        const key = this.word();
        this.skipSpace();
        if (this.s.charAt(this.i) !== '{') break;
        this.i++;
        branches.set(key, this.message(formatter !== 'select', true));
        this.i++; // the branch's '}'
      }
      this.i++; // the argument's '}'
      return { kind: 'choice', ref, type: formatter as 'plural' | 'selectordinal' | 'select', branches };
    }
    const start = this.i;
    const close = this.s.indexOf('}', start);
    if (close === -1) {
      this.i = this.s.length;
      return { kind: 'text', text: this.s.slice(open) };
    }
    this.i = close + 1;
    const options = this.s
      .slice(start, close)
      .split(/\s+/)
      .filter((o) => o !== '');
    return { kind: 'arg', refs: ref.split(';'), formatter, options };
  }
}

const _cache = new Map<string, readonly MessageNode[]>();

/** The parsed form of `source`, memoised: the same few messages render on every page. */
export function parseMessage(source: string): readonly MessageNode[] {
  let nodes = _cache.get(source);
  if (nodes === undefined) {
    nodes = new _Parser(source).message(false, false);
    if (_cache.size >= 500) _cache.clear();
    _cache.set(source, nodes);
  }
  return nodes;
}
