import type { PluginFamily } from '../types.ts';

/** The slide family of formatters and predicates. */
export const slide: PluginFamily = {
  formatters: {},
  predicates: {},
};
