import { elementText } from './numberText.ts';
import { hasNumberTokens } from './parseJson.ts';

/**
 * How a value reads in the page, the Java engine's rule (its `emitJsonNode`): strings as they
 * are, numbers and booleans as their text, missing and null as nothing, an object as nothing,
 * and an array as its elements' text joined by commas, where an element reads as Jackson's
 * `asText` (a nested object or array as nothing, null as `null`). Never JSON: a template that
 * prints a whole object (`{shoppingCart}`) shows nothing, as on the server.
 */
export function toOutput(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    case 'object':
      return Array.isArray(value) ? _joined(value) : '';
    default:
      return '';
  }
}

function _joined(items: readonly unknown[]): string {
  let out = '';
  // Read with kept number tokens (`[1.0, 2]`): Jackson's asText writes a double "1.0".
  const kept = hasNumberTokens(items);
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out += ',';
    const item = items[i];
    if (typeof item === 'string') out += item;
    else if (typeof item === 'number') out += (kept ? elementText(items, i) : undefined) ?? String(item);
    else if (typeof item === 'boolean') out += String(item);
    else if (item === null) out += 'null';
  }
  return out;
}
