import { ApiError } from '../api/ApiError.ts';
import { holdCrumb } from '../api/crumb.ts';
import { sessionLogin, sessionLogout } from '../api/routes/platformSession.ts';
import { crumb } from '../api/routes/session.ts';
import type { PlatformClient } from './PlatformClient.ts';

export interface Credentials {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/** Log a site member in; the answer's xsrfToken goes in the header of every later call. */
export async function login(client: PlatformClient, credentials: Credentials): Promise<string> {
  const { xsrfToken } = await client.call(sessionLogin, {
    body: {
      email: credentials.email,
      password: credentials.password,
      rememberMe: credentials.rememberMe ?? false,
    },
  });
  client.xsrfToken = xsrfToken;
  return xsrfToken;
}

/**
 * Log the member out; `cloneCart` leaves the visitor a copy of the member's cart. When the answer
 * says the crumb failed, the call is made once more (engine spec §4) with the page's crumb,
 * renewed first if it is no longer valid; a second refusal is thrown.
 */
export async function logout(client: PlatformClient, options: { cloneCart: boolean }): Promise<void> {
  const send = () => client.call(sessionLogout, { query: { cloneCart: String(options.cloneCart) } });
  try {
    await send();
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'crumb')) throw error;
    client.xsrfToken = undefined;
    // Renews the crumb cookie only when it is not valid; a failure here shows in the retry. The
    // answer's value is held for a page that cannot read the API's cookie (src/api/crumb.ts).
    await client.call(crumb).then(
      (renewed) => renewed && holdCrumb(renewed.crumb),
      () => undefined,
    );
    await send();
  }
  client.xsrfToken = undefined;
}
