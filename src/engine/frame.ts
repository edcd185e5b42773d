/** One level of the scope stack: the value `@` points at, plus what was bound at this level. */
export type Exec = (run: never) => void;

/** A variable bound at one level (`.var`, `.ctx`, an apply's `args`). */
export interface Binding {
  readonly name: string;
  value: unknown;
  readonly next: Binding | null;
}

export interface Frame {
  readonly node: unknown;
  /** Enclosing scope for name lookup; null at the root and inside a private `apply`. */
  readonly parent: Frame | null;
  /** Where macro lookup continues: the parent, or the caller of a private `apply`. */
  readonly caller: Frame | null;
  /** 0-based position in the enclosing `.repeated section`, -1 when not an element. */
  readonly index: number;
  /** The first few variables bound at this level (see `setVar`). */
  vars: Binding | null;
  /** Variables past the first few, for a level that binds many. */
  moreVars: Record<string, unknown> | null;
  macros: Record<string, unknown> | null;
}

/**
 * How many variables a level keeps in its short list. A level binds one or two (`.var` in a
 * section's body, run once per element): a list node costs a small allocation, where a
 * dictionary object (`Object.create(null)`) took a slow store on each first binding, a seventh
 * of running the Wright page. Past this, the dictionary again, so a level binding thousands
 * of names is not searched a list at a time.
 */
const LISTED = 8;

export function frame(node: unknown, parent: Frame | null, index = -1, caller: Frame | null = parent): Frame {
  return { node, parent, caller, index, vars: null, moreVars: null, macros: null };
}

export function setVar(f: Frame, name: string, value: unknown): void {
  let n = 0;
  for (let b = f.vars; b !== null; b = b.next, n++) {
    if (b.name === name) {
      b.value = value;
      return;
    }
  }
  if (n < LISTED) f.vars = { name, value, next: f.vars };
  else (f.moreVars ??= Object.create(null) as Record<string, unknown>)[name] = value;
}
