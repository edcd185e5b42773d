import type { Frame } from './frame.ts';

/** A key of a JSON object, or an index of an array; undefined when absent. */
export function child(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    const i = Number(key);
    return Number.isInteger(i) && i >= 0 && String(i) === key ? value[i] : undefined;
  }
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** The first key of a path, searched from the innermost scope outwards; stops at the first scope that has it. */
export function lookupName(start: Frame, key: string): unknown {
  for (let f: Frame | null = start; f !== null; f = f.parent) {
    const node = f.node;
    if (node !== null && typeof node === 'object') {
      if (Array.isArray(node)) {
        const v = child(node, key);
        if (v !== undefined) return v;
      } else if (Object.hasOwn(node, key)) return (node as Record<string, unknown>)[key];
    }
  }
  return undefined;
}

export function lookupVar(start: Frame, name: string): unknown {
  for (let f: Frame | null = start; f !== null; f = f.parent) {
    if (f.vars !== null && name in f.vars) return f.vars[name];
  }
  return undefined;
}

/** 0-based index of the innermost `.repeated section` element, -1 outside one. */
export function lookupIndex(start: Frame): number {
  for (let f: Frame | null = start; f !== null; f = f.parent) if (f.index >= 0) return f.index;
  return -1;
}
