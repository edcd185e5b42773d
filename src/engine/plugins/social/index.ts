import type { PluginFamily } from '../types.ts';

/** The social family of formatters and predicates. */
export const social: PluginFamily = {
  formatters: {},
  predicates: {},
};
