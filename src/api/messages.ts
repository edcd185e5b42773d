/**
 * User-facing messages of the API layer, worded exactly as the specs give them (storefront
 * section 8; network and timeout from the cart messages of engine-and-platform section 8).
 * To move into the i18n catalogue once it exists.
 */
export const apiMessages = {
  rateLimited: 'Please try again in a few seconds.',
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  cookiesDisabled: 'Please enable cookies in your browser, reload the page, and try again.',
  network: 'Please check your internet connection',
  timeout: 'Please try again',
  malformed: 'The server sent an unexpected answer.',
} as const;
