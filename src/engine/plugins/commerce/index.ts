import type { PluginFamily } from '../types.ts';

/** The commerce family of formatters and predicates. */
export const commerce: PluginFamily = {
  formatters: {},
  predicates: {},
};
