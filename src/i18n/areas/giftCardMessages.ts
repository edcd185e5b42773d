import type { PluralForms } from '../messageIds.ts';

/**
 * The gift-card block's own English, beyond the core's gift-card messages (storefront §5, §8:
 * 'Select a denomination for the Gift Card', 'Unable to purchase Gift Card').
 */
export const giftCardMessages = {
  // Not spec wording: the block's choice of amounts and its button
  'giftCard.amount': 'Amount',
  'giftCard.buy': 'Buy',
} satisfies Record<string, string | PluralForms>;
