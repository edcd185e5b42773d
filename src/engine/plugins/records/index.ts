import type { PluginFamily } from '../types.ts';
import { backgroundSourcePredicates } from './backgroundSourcePredicates.ts';
import { promotedBlockPredicates } from './promotedBlockPredicates.ts';
import { recordTypePredicates } from './recordTypePredicates.ts';

/** What kind of record an item is: record type, promoted block and background source predicates. */
export const records: PluginFamily = {
  formatters: {},
  predicates: {
    ...recordTypePredicates,
    ...promotedBlockPredicates,
    ...backgroundSourcePredicates,
  },
};
