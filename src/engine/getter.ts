import type { Frame } from './frame.ts';
import { child, childAt, indexSegment, lookupAt, lookupIndex, lookupName, lookupVar } from './lookup.ts';

/** Reads a value at render time; compiled once per path. */
export type Getter = (scope: { readonly frame: Frame }) => unknown;

const MISSING: Getter = () => undefined;

export function compilePath(path: string, scopeOnly = false): Getter {
  if (path === '') return MISSING;
  const segments = path.split('.');
  const head = segments[0]!;
  const rest = segments.slice(1);
  const headIndex = indexSegment(head);
  const first =
    scopeOnly && head[0] !== '@'
      ? headIndex >= 0
        ? (s: { readonly frame: Frame }) => childAt(s.frame.node, headIndex)
        : (s: { readonly frame: Frame }) => child(s.frame.node, head)
      : headIndex >= 0
        ? (s: { readonly frame: Frame }) => lookupAt(s.frame, headIndex)
        : headGetter(head);
  if (rest.length === 0) return first;
  const indexes = rest.map(indexSegment);
  if (rest.length === 1) {
    const key = rest[0]!;
    const at = indexes[0]!;
    return at >= 0 ? (s) => childAt(first(s), at) : (s) => child(first(s), key);
  }
  return (s) => {
    let v = first(s);
    for (let i = 0; i < rest.length && v !== undefined; i++) {
      const at = indexes[i]!;
      v = at >= 0 ? childAt(v, at) : child(v, rest[i]!);
    }
    return v;
  };
}

function headGetter(head: string): Getter {
  if (head === '@') return (s) => s.frame.node;
  if (head === '@index') {
    return (s) => {
      const i = lookupIndex(s.frame);
      return i < 0 ? undefined : i + 1;
    };
  }
  if (head === '@index0') {
    return (s) => {
      const i = lookupIndex(s.frame);
      return i < 0 ? undefined : i;
    };
  }
  if (head[0] === '@') {
    const name = head.slice(1);
    return (s) => lookupVar(s.frame, name);
  }
  return (s) => lookupName(s.frame, head);
}

const cache = new Map<string, Getter>();
const sectionCache = new Map<string, Getter>();

/** For paths only known at render time (formatter arguments): compiled once, kept in a bounded cache. */
export function cachedPath(path: string): Getter {
  let g = cache.get(path);
  if (g === undefined) {
    if (cache.size > 2000) cache.clear();
    g = compilePath(path);
    cache.set(path, g);
  }
  return g;
}

/**
 * A section's name (`.section a.b`, `.repeated section a`): both reference engines look its first
 * key up in the current scope only, where a variable is searched outwards (Java
 * Context.pushSection; the TypeScript engine likewise). `@…` heads read as everywhere.
 */
export function cachedSectionPath(path: string): Getter {
  let g = sectionCache.get(path);
  if (g === undefined) {
    if (sectionCache.size > 2000) sectionCache.clear();
    g = compilePath(path, true);
    sectionCache.set(path, g);
  }
  return g;
}
