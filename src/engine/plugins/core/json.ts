import { messages } from '../../errors.ts';
import type { FormatterTable, RenderContext } from '../types.ts';

/**
 * `</script` inside a JSON string would close an inline script tag: like both public engines
 * (Java's escapeScriptTags), every `</` is written `<\/`, which JSON reads back the same.
 */
const CLOSE_TAG = /<\//g;

/**
 * The value as JSON text. Data JSON.stringify cannot write (circular, a BigInt, nested past
 * the stack) prints nothing and is reported, so a broken fragment is never silent.
 */
function stringify(value: unknown, ctx: RenderContext, name: string, indent?: number): string {
  if (value === undefined) return '';
  try {
    const text = JSON.stringify(value, null, indent) ?? '';
    // `raw` is the value's plain JSON in both references (Java's node.toString()), `</` kept.
    return name === 'raw' ? text : text.replace(CLOSE_TAG, '<\\/');
  } catch (e) {
    ctx.error(messages.jsonUnwritable(name, _why(e)));
    return '';
  }
}

function _why(e: unknown): string {
  if (e instanceof RangeError) return 'the data is nested too deeply';
  const detail = e instanceof Error ? e.message : String(e);
  if (/circular/i.test(detail)) return 'the data is circular';
  if (/bigint/i.test(detail)) return 'the data holds a BigInt';
  return detail;
}

export const jsonFormatters: FormatterTable = {
  json: (value, _args, ctx) => stringify(value, ctx, 'json'),
  'json-pretty': (value, _args, ctx) => stringify(value, ctx, 'json-pretty', 2),
  raw: (value, _args, ctx) => stringify(value, ctx, 'raw'),
};
