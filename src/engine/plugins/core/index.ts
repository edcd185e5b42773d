import type { PluginFamily } from '../types.ts';

/** The core family of formatters and predicates. */
export const core: PluginFamily = {
  formatters: {},
  predicates: {},
};
