import type { PluginFamily } from '../types.ts';

/** The content family of formatters and predicates. */
export const content: PluginFamily = {
  formatters: {},
  predicates: {},
};
