/**
 * Site-translated labels. The page JSON carries `localizedStrings`; a label that is missing
 * or empty falls back to the English default of spec §9.
 */

import { asText } from '../json.ts';
import type { RenderContext } from '../types.ts';

/** `localizedStrings[key]` when it is a non-empty string, else `fallback`. */
export function localizedString(ctx: RenderContext, key: string, fallback: string): string {
  const text = asText(ctx.resolve(`localizedStrings.${key}`));
  return text === '' ? fallback : text;
}

/**
 * Fill `{name}` placeholders of a translated pattern ("{price} every {billingPeriodValue}
 * weeks"). `escapeText` is applied to the pattern's own text only: values go in as given,
 * since callers pass either markup they built (a price span) or text they escape themselves.
 * Unknown names stay as written.
 */
export function fillPattern(
  pattern: string,
  values: Readonly<Record<string, string>>,
  escapeText: (text: string) => string = (text) => text,
): string {
  let out = '';
  let last = 0;
  for (const m of pattern.matchAll(/\{\s*([A-Za-z][\w-]*)\s*\}/g)) {
    const value = values[m[1] ?? ''];
    if (value === undefined) continue;
    out += escapeText(pattern.slice(last, m.index)) + value;
    last = m.index + m[0].length;
  }
  return out + escapeText(pattern.slice(last));
}
