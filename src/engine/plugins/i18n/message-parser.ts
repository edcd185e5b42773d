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
      if (ch === '{') {
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
