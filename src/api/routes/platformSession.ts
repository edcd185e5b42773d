import * as z from 'zod/mini';
import { defineRoute, sending, serverRoute } from '../route.ts';
import * as wire from '../wire/platformSession.ts';

const _loginBody = () =>
  z.object({
    email: z.string().check(z.minLength(1)),
    password: z.string().check(z.minLength(1)),
    rememberMe: z._default(z.boolean(), false),
  });
const _localeBody = () => z.object({ language: z.string().check(z.minLength(1)) });

export const sessionLogin = sending<z.input<ReturnType<typeof _loginBody>>>()({
  ...wire.sessionLogin,
  response: z.object({ xsrfToken: z.string().check(z.minLength(1)) }),
});

export const sessionLogout = defineRoute({ ...wire.sessionLogout, response: z.undefined() });

export const sessionLocale = sending<z.input<ReturnType<typeof _localeBody>>>()({
  ...wire.sessionLocale,
  response: z.undefined(),
});

/** These calls as the server takes them (src/api/routes.ts). */
export const platformSessionOnServer = () => ({
  sessionLogin: serverRoute(sessionLogin, {
    body: _loginBody(),
    faults: ['429', '500', 'crumb', 'slow', 'garbage'],
  }),
  sessionLogout: serverRoute(sessionLogout, {
    query: z.object({ cloneCart: z.enum(['true', 'false']) }),
    faults: ['429', '500', 'crumb', 'slow'],
  }),
  sessionLocale: serverRoute(sessionLocale, { body: _localeBody(), faults: ['429', '500', 'crumb', 'slow'] }),
});
