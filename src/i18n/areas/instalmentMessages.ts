import type { PluralForms } from '../messageIds.ts';

/** Instalment messaging's English (storefront §5; engine spec §5, §9). */
export const instalmentMessages = {
  'instalments.offer': 'or {installmentStr} with',
  'instalments.upTo': 'available for orders up to {amount}',
  'instalments.over': 'available for orders over {amount}',
  'instalments.payments': '{numInstallments} interest-free payments',
} satisfies Record<string, string | PluralForms>;
