import type { PluginFamily } from '../types.ts';

/** The date family of formatters and predicates. */
export const date: PluginFamily = {
  formatters: {},
  predicates: {},
};
