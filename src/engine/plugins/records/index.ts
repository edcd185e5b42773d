import type { PluginFamily } from '../types.ts';

/** The records family of formatters and predicates. */
export const records: PluginFamily = {
  formatters: {},
  predicates: {},
};
