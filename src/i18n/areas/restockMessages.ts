import type { PluralForms } from '../messageIds.ts';

/**
 * The restock sign-up's English (storefront §4, §5). Its failure without a server message is
 * formMessages' 'form.unableToSubmit'.
 */
export const restockMessages = {
  'restock.signedUp': 'Signed up!',
  'restock.emailBlank': 'Email cannot be blank',
  'restock.emailInvalid': 'Email is invalid',
} satisfies Record<string, string | PluralForms>;
