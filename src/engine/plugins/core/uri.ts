import type { FormatterTable } from '../types.ts';
import { text } from './text-of.ts';

export const uriFormatters: FormatterTable = {
  'url-encode': (value) => encodeURIComponent(text(value)),
  'encode-uri': (value) => encodeURI(text(value)),
  'encode-uri-component': (value) => encodeURIComponent(text(value)),
  'encode-space': (value) => text(value).replace(/\s/g, '&nbsp;'),
};
