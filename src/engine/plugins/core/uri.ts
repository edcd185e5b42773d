import { printedText } from '../json.ts';
import type { FormatterTable } from '../types.ts';

export const uriFormatters: FormatterTable = {
  'url-encode': (value) => encodeURIComponent(printedText(value)),
  'encode-uri': (value) => encodeURI(printedText(value)),
  'encode-uri-component': (value) => encodeURIComponent(printedText(value)),
  'encode-space': (value) => printedText(value).replace(/\s/g, '&nbsp;'),
};
