/**
 * Where a render prints a number as the Java reference does: the text of a number token that
 * parseJson kept (`1.0`), read from the container the value sits in. The data holds plain
 * numbers; this finds the container and key again for a path, on demand, so nothing is paid
 * on data without such tokens.
 */
import type { Frame } from './frame.ts';
import { child, childAt, indexSegment } from './lookup.ts';
import { anyNumberTokens, numberToken } from './parseJson.ts';
import { jacksonNumberText } from './plugins/json.ts';

/** The kept text of each `.repeated section` element frame whose element is a kept number. */
const elementTexts = new WeakMap<Frame, string>();

/** Remembers the kept text of element `index` of `array` for its frame `f` (the `@` there). */
export function keepElementText(f: Frame, array: readonly unknown[], index: number): void {
  const text = numberToken(array, index, array[index]);
  if (text !== undefined) elementTexts.set(f, text);
}

/**
 * Jackson's text of the number at `path` (resolved as a template reads it at `start`), when
 * its JSON text was kept: "1.0" for 1.0; undefined for any other value, a variable (`@x`) or
 * `@index`.
 */
export function numberTextAt(start: Frame, path: string): string | undefined {
  const text = anyNumberTokens() ? tokenAt(start, path) : undefined;
  return text === undefined ? undefined : jacksonNumberText(text);
}

/**
 * `{x}` of the number `value` at `path`, as the Java reference emits it: an integer token as
 * its digits (Jackson's long or big-integer node: 12345678901234567890 whole), any other as
 * JavaScript writes it (Java's Formats.number: 1.0 prints 1, as in the TypeScript engine).
 */
export function printedNumber(start: Frame, path: string, value: number): string {
  const text = anyNumberTokens() ? tokenAt(start, path) : undefined;
  return text !== undefined && INTEGER.test(text) && text !== '-0' ? text : String(value);
}

const INTEGER = /^-?\d+$/;

/** The kept source text of the number at `path`; undefined for any other value. */
function tokenAt(start: Frame, path: string): string | undefined {
  const segments = path.split('.');
  const head = segments[0]!;
  let container: unknown;
  let key: string | number;
  let value: unknown;
  if (head === '@') {
    value = start.node;
    if (segments.length === 1) return typeof value === 'number' ? elementTexts.get(start) : undefined;
  } else if (head[0] === '@') return undefined;
  else {
    // The scope that holds the head, searched outwards as lookupName and lookupAt do.
    const at = indexSegment(head);
    key = at >= 0 ? at : head;
    for (let f: Frame | null = start; f !== null; f = f.parent) {
      const v = at >= 0 ? (Array.isArray(f.node) ? childAt(f.node, at) : undefined) : child(f.node, head);
      if (v !== undefined) {
        container = f.node;
        value = v;
        break;
      }
    }
    if (container === undefined) return undefined;
  }
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i]!;
    const at = indexSegment(segment);
    container = value;
    value = at >= 0 ? childAt(container, at) : child(container, segment);
    if (value === undefined) return undefined;
    key = at >= 0 ? at : Array.isArray(container) ? Number(segment) : segment;
  }
  return numberToken(container, key!, value);
}

/** An array printed whole (`{list}`): element `index` as Jackson's text when it was kept. */
export function elementText(array: readonly unknown[], index: number): string | undefined {
  const text = numberToken(array, index, array[index]);
  return text === undefined ? undefined : jacksonNumberText(text);
}
