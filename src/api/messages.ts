import { en } from '../i18n/en.ts';

/**
 * The API layer's messages, in English: an ApiError carries one so a log or an integrator reads
 * something useful. They are the catalogue's own entries (one wording, one place); widgets show
 * the shopper the catalogue's text for the error's kind, in the page's language.
 */
export const apiMessages = {
  rateLimited: en['request.rateLimited'],
  sessionExpired: en['addToCart.sessionExpired'],
  cookiesDisabled: en['addToCart.cookiesDisabled'],
  network: en['cart.checkConnection'],
  timeout: en['cart.tryAgain'],
  malformed: en['request.malformed'],
} as const;
