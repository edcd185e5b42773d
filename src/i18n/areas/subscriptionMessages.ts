import type { PluralForms } from '../messageIds.ts';

/**
 * The subscription block's English (storefront §4, §9). A plan's period ('every 2 weeks') is
 * worded by planWording (src/engine/plugins/commerce/subscriptionPlan.ts), the engine's rule; a
 * site translates it per shape of plan with ids `subscription.period.<shape>`, e.g.
 * 'subscription.period.nWeekly__indefinite': 'toutes les {billingPeriodValue} semaines'.
 */
export const subscriptionMessages = {
  'subscription.fromPrice': 'from {price}',
  // What subscribing saves on the chosen variant's one-time price
  'subscription.save': 'Save {percent}%',
  // The engine's hidden words around a sale price (product-price, subscription-price)
  'subscription.salePrice': 'Sale Price:',
  'subscription.originalPrice': 'Original Price:',
} satisfies Record<string, string | PluralForms>;
