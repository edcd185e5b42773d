// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/ApiError.ts';
import { DEMO_MEMBER } from '../../../fixtures/server/siteMembers.ts';
import { login, logout } from '../../../src/platform/session.ts';
import { updateLocale } from '../../../src/platform/updateLocale.ts';
import { callsTo, type PlatformSetup, startPlatform } from './browserLike.ts';

let setup: PlatformSetup;
beforeEach(async () => {
  setup = await startPlatform();
});
afterEach(() => setup.server.close());

const member = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password };
const sentTokens = () =>
  (
    setup.server.db
      .prepare("SELECT headers FROM requests WHERE path LIKE '/api/site-users/%' ORDER BY seq")
      .all() as Array<{ headers: string }>
  ).map((r) => JSON.parse(r.headers)['x-csrf-token'] as string | undefined);

describe('session login', () => {
  it('answers an xsrfToken that later calls send in the crumb header', async () => {
    const { client, server, jar } = setup;
    const token = await login(client, { ...member, rememberMe: true });
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(client.xsrfToken).toBe(token);
    // The page's crumb cookie is replaced too, and the member is signed in for the storefront.
    expect(jar.cookies.get('crumb')).toBe(token);
    await updateLocale(client, { currentLanguage: 'fr-FR', customCodeLanguages: ['en-US'] });
    expect(sentTokens()).toEqual([server.crumb, token]);
    expect(token).not.toBe(server.crumb);
    expect(JSON.parse(decodeURIComponent(jar.cookies.get('SiteUserInfo')!))).toEqual({
      authenticated: true,
      siteUserId: DEMO_MEMBER.id,
    });
  });

  it('refuses wrong credentials with the server message and keeps no token', async () => {
    const refusal = await login(setup.client, { ...member, password: 'nope' }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 401, code: 'invalid-credentials' });
    expect(setup.client.xsrfToken).toBeUndefined();
  });

  it('refuses an empty email before any session exists (400 with the field named)', async () => {
    const refusal = (await login(setup.client, { ...member, email: '' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(refusal.status).toBe(400);
    expect(refusal.message).toMatch(/email/);
  });
});

describe('session logout', () => {
  it('sends cloneCart and ends the session; without cloneCart the cart cookies go', async () => {
    const { client, server, jar } = setup;
    await login(client, member);
    jar.cookies.set('ss_cart', 'cart-1');
    await logout(client, { cloneCart: false });
    expect(client.xsrfToken).toBeUndefined();
    expect(jar.cookies.has('ss_cart')).toBe(false);
    expect(jar.cookies.has('SiteUserInfo')).toBe(false);
    expect(callsTo(server, '/api/site-users/account/session').at(-1)).toBe(
      'DELETE /api/site-users/account/session?cloneCart=false 204',
    );
    const sessions = server.db.prepare('SELECT ended, clone_cart FROM member_sessions').all();
    expect(sessions).toEqual([{ ended: expect.any(Number), clone_cart: 0 }]);
  });

  it('keeps the cart with cloneCart=true', async () => {
    await login(setup.client, member);
    setup.jar.cookies.set('ss_cart', 'cart-1');
    await logout(setup.client, { cloneCart: true });
    expect(setup.jar.cookies.get('ss_cart')).toBe('cart-1');
  });

  it('is called once more when the answer says the crumb failed', async () => {
    const { client, server } = setup;
    await login(client, member);
    server.fixture.faults.arm('crumb', { route: 'sessionLogout' }, 1);
    await logout(client, { cloneCart: true });
    expect(callsTo(server, '/api/site-users/account/session').slice(1)).toEqual([
      'DELETE /api/site-users/account/session?cloneCart=true 401',
      'DELETE /api/site-users/account/session?cloneCart=true 204',
    ]);
  });

  it('retries with a renewed crumb when the token it held has expired', async () => {
    const { client, server, jar } = setup;
    client.xsrfToken = 'expired-token';
    jar.cookies.set('crumb', 'expired-token');
    await logout(client, { cloneCart: false });
    const calls = callsTo(server, '/api/');
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([
      'DELETE /api/site-users/account/session?cloneCart=false 401',
      'DELETE /api/site-users/account/session?cloneCart=false 204',
    ]);
    expect(calls).toContain('GET /api/commerce/crumb 204');
    expect(jar.cookies.get('crumb')).not.toBe('expired-token');
  });

  it('retries only once: a second crumb failure is thrown', async () => {
    const { client, server } = setup;
    await login(client, member);
    server.fixture.faults.arm('crumb', { route: 'sessionLogout' }, 2);
    const refusal = await logout(client, { cloneCart: true }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ kind: 'crumb', status: 401 });
    expect(
      callsTo(server, '/api/site-users/account/session').filter((c) => c.startsWith('DELETE')),
    ).toHaveLength(2);
  });

  it('does not retry other failures', async () => {
    const { client, server } = setup;
    server.fixture.faults.arm('500', { route: 'sessionLogout' }, 1);
    await expect(logout(client, { cloneCart: true })).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(callsTo(server, '/api/site-users/account/session')).toHaveLength(1);
  });
});

describe('locale update', () => {
  it('is sent only when the current language is not among the custom-code languages', async () => {
    const { client, server } = setup;
    await login(client, member);
    expect(await updateLocale(client, undefined)).toBe(false);
    expect(await updateLocale(client, { currentLanguage: undefined, customCodeLanguages: [] })).toBe(false);
    expect(await updateLocale(client, { currentLanguage: 'de-DE', customCodeLanguages: ['de-DE'] })).toBe(
      false,
    );
    expect(await updateLocale(client, { currentLanguage: 'fr-FR', customCodeLanguages: ['de-DE'] })).toBe(
      true,
    );
    expect(callsTo(server, '/api/site-users/account/locale')).toEqual([
      'POST /api/site-users/account/locale 204',
    ]);
    expect(server.db.prepare('SELECT language FROM member_sessions').get()).toEqual({ language: 'fr-FR' });
  });

  it('is refused for a visitor who is not logged in', async () => {
    await expect(
      updateLocale(setup.client, { currentLanguage: 'fr-FR', customCodeLanguages: [] }),
    ).rejects.toMatchObject({ status: 401, code: 'not-signed-in' });
  });
});
