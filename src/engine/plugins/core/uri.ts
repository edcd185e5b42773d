import { asText } from '../json.ts';
import type { FormatterTable } from '../types.ts';

export const uriFormatters: FormatterTable = {
  'url-encode': (value) => encodeURIComponent(asText(value)),
  'encode-uri': (value) => encodeURI(asText(value)),
  'encode-uri-component': (value) => encodeURIComponent(asText(value)),
  'encode-space': (value) => asText(value).replace(/\s/g, '&nbsp;'),
};
