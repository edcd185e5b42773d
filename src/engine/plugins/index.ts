import { commerce } from './commerce/index.ts';
import { content } from './content/index.ts';
import { core } from './core/index.ts';
import { date } from './date/index.ts';
import { gallery } from './gallery/index.ts';
import { i18n } from './i18n/index.ts';
import { records } from './records/index.ts';
import { slide } from './slide/index.ts';
import { social } from './social/index.ts';
import type { FormatterTable, PluginFamily, PredicateTable } from './types.ts';

/** Every family, merged once: a name defined twice is a bug caught by the unit tests. */
export const families: Readonly<Record<string, PluginFamily>> = {
  core,
  commerce,
  content,
  date,
  i18n,
  social,
  slide,
  gallery,
  records,
};

export const formatters: FormatterTable = Object.assign(
  {},
  ...Object.values(families).map((f) => f.formatters),
);
export const predicates: PredicateTable = Object.assign(
  {},
  ...Object.values(families).map((f) => f.predicates),
);
