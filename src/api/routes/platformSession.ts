import * as z from 'zod/mini';
import { defineRoute } from '../route.ts';

/**
 * The site member's session (engine spec §7 "Platform helpers"): login answers the xsrfToken the
 * client sends in the crumb header from then on; logout may clone the member's cart to the
 * visitor; the locale call records the language a translation tool chose. The spec shows no answer
 * for logout and the locale: any 2xx is success (ours answer 204).
 */
export const sessionLogin = defineRoute({
  name: 'sessionLogin',
  method: 'POST',
  path: '/api/site-users/account/session',
  encoding: 'json',
  body: z.object({
    email: z.string().check(z.minLength(1)),
    password: z.string().check(z.minLength(1)),
    rememberMe: z._default(z.boolean(), false),
  }),
  response: z.object({ xsrfToken: z.string().check(z.minLength(1)) }),
  // The visitor's page crumb, as on every mutating call; the answer's token replaces it.
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow', 'garbage'],
});

export const sessionLogout = defineRoute({
  name: 'sessionLogout',
  method: 'DELETE',
  path: '/api/site-users/account/session',
  encoding: 'none',
  query: z.object({ cloneCart: z.enum(['true', 'false']) }),
  response: z.undefined(),
  answer: 'any',
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow'],
});

export const sessionLocale = defineRoute({
  name: 'sessionLocale',
  method: 'POST',
  path: '/api/site-users/account/locale',
  encoding: 'json',
  body: z.object({ language: z.string().check(z.minLength(1)) }),
  response: z.undefined(),
  answer: 'any',
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow'],
});
