import type { PluginFamily } from '../types.ts';
import { galleryPredicates } from './galleryPredicates.ts';

/** Gallery block options: design, alignment, meta position and the on/off options. */
export const gallery: PluginFamily = {
  formatters: {},
  predicates: galleryPredicates,
};
