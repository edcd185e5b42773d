import type { Wire } from '../route.ts';

/**
 * The site member's session (engine spec §7 "Platform helpers"): login answers the xsrfToken the
 * client sends in the crumb header from then on; logout may clone the member's cart to the
 * visitor; the locale call records the language a translation tool chose. The spec shows no answer
 * for logout and the locale: any 2xx is success (ours answer 204).
 */
export const sessionLogin = {
  name: 'sessionLogin',
  method: 'POST',
  path: '/api/site-users/account/session',
  encoding: 'json',
  // The visitor's page crumb, as on every mutating call; the answer's token replaces it.
  crumb: 'header',
} as const satisfies Wire;

export const sessionLogout = {
  name: 'sessionLogout',
  method: 'DELETE',
  path: '/api/site-users/account/session',
  encoding: 'none',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;

export const sessionLocale = {
  name: 'sessionLocale',
  method: 'POST',
  path: '/api/site-users/account/locale',
  encoding: 'json',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;
