import type { PluginFamily } from '../types.ts';

/** The i18n family of formatters and predicates. */
export const i18n: PluginFamily = {
  formatters: {},
  predicates: {},
};
