import type { PluralForms } from '../messageIds.ts';

/** The subscription block's English (storefront §4, §9). */
export const subscriptionMessages = {
  'subscription.fromPrice': 'from {price}',
} satisfies Record<string, string | PluralForms>;
