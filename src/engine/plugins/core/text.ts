import { asNumber, asText } from '../json.ts';
import { resolveArg } from '../resolveArg.ts';
import type { FormatterTable } from '../types.ts';
import { slugify } from '../content/slugify.ts';
import { smartypants } from './smartypants.ts';
import { truncate } from './truncate.ts';

export const textFormatters: FormatterTable = {
  /** Scalars as text; objects, arrays and null as nothing. */
  str: asText,
  /** `{0}`, `{1}` … replaced by the arguments, read as variables; out of range becomes nothing. */
  format: (value, args, ctx) => {
    const values = args.map((a) => resolveArg(a, ctx));
    return asText(value).replace(/\{(\d+)\}/g, (_m, i: string) => asText(values[Number(i)]));
  },
  truncate: (value, args) => {
    const max = args.length > 0 ? Number.parseInt(args[0]!, 10) : 100;
    return truncate(asText(value), Number.isFinite(max) ? max : 100, args.length > 1 ? args[1]! : '...');
  },
  smartypants: (value) => smartypants(asText(value)),
  /** `{n|pluralize}` → 's'; `{n|pluralize es}`; `{n|pluralize item items}`: singular only for exactly 1. */
  pluralize: (value, args) => {
    const [singular, plural] = args.length >= 2 ? [args[0]!, args[1]!] : ['', args[0] ?? 's'];
    return asNumber(value) === 1 ? singular : plural;
  },
  slugify: (value) => slugify(asText(value)),
  /** Newlines as `<br/>`, so text keeps its lines in HTML. */
  'line-breaks': (value) => asText(value).replace(/\n/g, '<br/>'),
  /** Writes its arguments in place of the value. */
  output: (_value, args) => args.join(' '),
};
