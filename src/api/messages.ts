/** User-facing messages of the API layer, worded exactly as the spec gives them. */
export const apiMessages = {
  rateLimited: 'Please try again in a few seconds.',
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  cookiesDisabled: 'Please enable cookies in your browser, reload the page, and try again.',
} as const;
