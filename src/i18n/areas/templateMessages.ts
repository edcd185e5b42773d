import type { PluralForms } from '../messageIds.ts';

/** The template helpers' English (storefront §8). */
export const templateMessages = {
  'template.invalidDate': 'Invalid date.',
  'template.invalidSourceParameter': 'Invalid source parameter. Pass in originalSize.',
} satisfies Record<string, string | PluralForms>;
