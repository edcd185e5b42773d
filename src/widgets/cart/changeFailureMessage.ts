import { ApiError } from '../../api/ApiError.ts';
import type { CartCatalogue } from './CartView.tsx';

/**
 * What a line says when a quantity change or a removal was refused (engine spec §8): 'Unable to
 * update quantity' / 'Unable to remove item', then why: the server's own words for a refusal it
 * explained (not enough stock …), a refused crumb's 'Your session has expired…' or 'Please enable
 * cookies…', 429's 'Please try again in a few seconds.', 'Please check your internet
 * connection' offline, else 'Please try again'.
 */
export function changeFailureMessage(error: unknown, removing: boolean, c: CartCatalogue): string {
  const title = c.t(removing ? 'cart.unableToRemoveItem' : 'cart.unableToUpdateQuantity');
  let why = c.t('cart.tryAgain');
  if (error instanceof ApiError) {
    if (error.kind === 'crumb') why = error.message;
    else if (error.kind === 'rate-limited') why = c.t('request.rateLimited');
    else if (error.kind === 'network') why = c.t('cart.checkConnection');
    else if (error.kind === 'http' && error.status < 500 && error.serverMessage) why = error.serverMessage;
  }
  return `${title}. ${why}`;
}
