import { coreMessages } from '../i18n/coreMessages.ts';

/**
 * The API layer's messages, in English: an ApiError carries one so a log or an integrator reads
 * something useful. They are the catalogue's own entries (one wording, one place); widgets show
 * the shopper the catalogue's text for the error's kind, in the page's language.
 */
export const apiMessages = {
  rateLimited: coreMessages['request.rateLimited'],
  sessionExpired: coreMessages['addToCart.sessionExpired'],
  cookiesDisabled: coreMessages['addToCart.cookiesDisabled'],
  network: coreMessages['cart.checkConnection'],
  timeout: coreMessages['cart.tryAgain'],
  malformed: coreMessages['request.malformed'],
  failed: coreMessages['request.failed'],
} as const;
