import type { PluginFamily } from '../types.ts';
import { currentType } from './currentType.ts';

/** Cover pages (slides) and their slices. */
export const slide: PluginFamily = {
  formatters: {},
  predicates: {
    'current-type?': currentType,
  },
};
