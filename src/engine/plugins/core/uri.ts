import { asText } from '../json.ts';
import type { FormatterTable } from '../types.ts';

// Both references encode ! ' ( ) ~, which encodeURIComponent keeps; a lone surrogate is '?'
// (Java's UTF-8 encoder), where encodeURIComponent would throw.
const _KEPT = /[!'()~]/g;
const _LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `url-encode`: UTF-8 percent-encoding of all but A–Z a–z 0–9 - _ . *, as Java's URLEncoder
 * (so / @ + are encoded, where the TypeScript reference keeps them: listed), except a space,
 * written %20 as the shared case (ts/f-url-encode-1) expects where Java writes + (listed).
 */
export function urlEncode(text: string): string {
  return encodeURIComponent(text.replace(_LONE, '?')).replace(
    _KEPT,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export const uriFormatters: FormatterTable = {
  'url-encode': (value) => urlEncode(asText(value)),
  'encode-uri': (value) => encodeURI(asText(value)),
  'encode-uri-component': (value) => encodeURIComponent(asText(value)),
  'encode-space': (value) => asText(value).replace(/\s/g, '&nbsp;'),
};
