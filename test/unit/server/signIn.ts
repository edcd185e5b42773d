import { cookieFrom, type RunningServer } from './startServer.ts';

/** The login call as the platform client sends it (JSON, the page's crumb); the raw answer. */
export function login(server: RunningServer, email: string, password: string) {
  return fetch(`${server.base}/api/site-users/account/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': server.crumb, Cookie: server.cookies() },
    body: JSON.stringify({ email, password }),
  });
}

/**
 * Signs in and gives the session's crumb, the xsrfToken login answered, which is also the crumb
 * cookie it set: a signed-in browser sends it as its cookie and in X-CSRF-Token.
 */
export async function signIn(server: RunningServer, member: { email: string; password: string }) {
  const res = await login(server, member.email, member.password);
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const { xsrfToken } = (await res.json()) as { xsrfToken: string };
  if (cookieFrom(res, 'crumb') !== `crumb=${xsrfToken}`) throw new Error('login set another crumb');
  return xsrfToken;
}
