/** One level of the scope stack: the value `@` points at, plus what was bound at this level. */
export type Exec = (run: never) => void;

export interface Frame {
  readonly node: unknown;
  /** Enclosing scope for name lookup; null at the root and inside a private `apply`. */
  readonly parent: Frame | null;
  /** Where macro lookup continues: the parent, or the caller of a private `apply`. */
  readonly caller: Frame | null;
  /** 0-based position in the enclosing `.repeated section`, -1 when not an element. */
  readonly index: number;
  vars: Record<string, unknown> | null;
  macros: Record<string, unknown> | null;
}

export function frame(node: unknown, parent: Frame | null, index = -1, caller: Frame | null = parent): Frame {
  return { node, parent, caller, index, vars: null, macros: null };
}

export function setVar(f: Frame, name: string, value: unknown): void {
  if (f.vars === null) f.vars = Object.create(null) as Record<string, unknown>;
  f.vars[name] = value;
}
