import { ApiError } from '../../api/ApiError.ts';
import type { Catalogue } from '../../i18n/createCatalogue.ts';

/**
 * What an alert says when an add failed (storefront §8): the server's message, or for a refused
 * crumb 'Your session has expired…' (cookies on) / 'Please enable cookies…' (cookies off), for
 * 429 'Please try again in a few seconds.'; the catalogue's words when nothing better is known.
 */
export function addFailureMessage(error: unknown, catalogue: Catalogue): string {
  if (error instanceof ApiError) {
    if (error.kind === 'crumb') {
      return navigator.cookieEnabled
        ? catalogue.t('addToCart.sessionExpired')
        : catalogue.t('addToCart.cookiesDisabled');
    }
    if (error.kind === 'rate-limited') return catalogue.t('request.rateLimited');
    if (error.kind === 'network') return catalogue.t('cart.checkConnection');
    if (error.kind === 'timeout') return catalogue.t('cart.tryAgain');
    return error.message || catalogue.t('cart.unableToAddItem');
  }
  return catalogue.t('cart.unableToAddItem');
}
