import type { PluginFamily } from '../types.ts';
import { applyFormatters } from './apply.ts';
import { comparisonPredicates } from './comparisons.ts';
import { escapeFormatters } from './escape.ts';
import { findFormatters } from './find.ts';
import { jsonFormatters } from './json.ts';
import { numberFormatters } from './numbers.ts';
import { pathFormatters } from './paths.ts';
import { textFormatters } from './text.ts';
import { unimplementedFormatters } from './unimplemented.ts';
import { uriFormatters } from './uri.ts';
import { valuePredicates } from './valuePredicates.ts';

/** The core family of formatters and predicates. */
export const core: PluginFamily = {
  formatters: {
    ...applyFormatters,
    ...escapeFormatters,
    ...findFormatters,
    ...jsonFormatters,
    ...numberFormatters,
    ...pathFormatters,
    ...textFormatters,
    ...uriFormatters,
    ...unimplementedFormatters,
  },
  predicates: {
    ...comparisonPredicates,
    ...valuePredicates,
  },
};
