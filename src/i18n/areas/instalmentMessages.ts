import type { PluralForms } from '../messageIds.ts';

/** Instalment messaging's English (storefront §5; engine spec §5, §9). */
export const instalmentMessages = {
  'instalments.offer': 'or {installmentStr} with',
  'instalments.upTo': 'available for orders up to {amount}',
  'instalments.over': 'available for orders over {amount}',
  'instalments.payments': '{numInstallments} interest-free payments',
  // The popup's description (engine spec §9)
  'instalments.use': 'Installments use {numInstallments} interest-free payments',
  // Not spec wording: installmentStr ('4 interest-free payments of $30.00'), the info button's
  // name, the popup while its content loads (its close button reads dialog.close, as every dialog's)
  'instalments.paymentsOf': '{payments} of {amount}',
  'instalments.moreInfo': 'More about {brand}',
  'instalments.loading': 'Loading…',
} satisfies Record<string, string | PluralForms>;
