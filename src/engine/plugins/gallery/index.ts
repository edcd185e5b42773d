import type { PluginFamily } from '../types.ts';

/** The gallery family of formatters and predicates. */
export const gallery: PluginFamily = {
  formatters: {},
  predicates: {},
};
