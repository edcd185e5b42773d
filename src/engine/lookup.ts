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
    for (let b = f.vars; b !== null; b = b.next) if (b.name === name) return b.value;
    if (f.moreVars !== null && name in f.moreVars) return f.moreVars[name];
  }
  return undefined;
}

/** 0-based index of the innermost `.repeated section` element, -1 outside one. */
export function lookupIndex(start: Frame): number {
  for (let f: Frame | null = start; f !== null; f = f.parent) if (f.index >= 0) return f.index;
  return -1;
}

/**
 * A digits-only path segment (`0`, `items.01`) as the Java reference reads it: an int index,
 * so it reaches into an array only (`{a.0}` on an object with a key "0" is missing there, where
 * the TypeScript engine reads the key: a listed difference). -1 for any other segment, or for
 * digits past an int, which Java keeps as a plain key.
 */
export function indexSegment(segment: string): number {
  const n = segment.length;
  if (n === 0 || n > 10) return -1;
  for (let i = 0; i < n; i++) {
    const c = segment.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
  }
  const v = Number(segment);
  return v <= 2147483647 ? v : -1;
}

/** Element `index` of an array value; undefined for anything else. */
export function childAt(value: unknown, index: number): unknown {
  return Array.isArray(value) ? value[index] : undefined;
}

/** A digits-only first segment: the element at `index` of the innermost array scope that has one. */
export function lookupAt(start: Frame, index: number): unknown {
  for (let f: Frame | null = start; f !== null; f = f.parent) {
    const node = f.node;
    if (Array.isArray(node) && index < node.length) {
      const v: unknown = node[index];
      if (v !== undefined) return v;
    }
  }
  return undefined;
}
