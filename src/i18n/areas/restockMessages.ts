import type { PluralForms } from '../messageIds.ts';

/**
 * The restock sign-up's English (storefront §4, §5, §8). Its failure without a server message
 * reads as a visitor form's 401 does, under an id of its own: a translation may word the two apart.
 */
export const restockMessages = {
  'restock.signedUp': 'Signed up!',
  'restock.emailBlank': 'Email cannot be blank',
  'restock.emailInvalid': 'Email is invalid',
  'restock.failed': 'Unable to submit form. Please try again later.',
} satisfies Record<string, string | PluralForms>;
