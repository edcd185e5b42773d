// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/ApiError.ts';
import { DEMO_MEMBER } from '../../../fixtures/server/seed/demoMembers.ts';
import { login, logout } from '../../../src/platform/session.ts';
import { updateLocale } from '../../../src/platform/updateLocale.ts';
import { sessionLogout } from '../../../src/api/routes/platformSession.ts';
import {
  callsTo,
  type Platform,
  PLATFORMS,
  type PlatformSetup,
  startPlatform,
  startPlatformOf,
} from './browserLike.ts';

// What the client does, asked of both the fixture server and the second stand-in (test/secondPlatform.ts).
describe.each(PLATFORMS)('against the %s', (kind) => {
  let platform: Platform;
  beforeEach(async () => {
    platform = await startPlatformOf(kind);
  });
  afterEach(() => platform.close());

  describe('session login', () => {
    it('answers an xsrfToken that later calls send in the crumb header', async () => {
      const { client, member } = platform;
      const token = await login(client, { ...member, rememberMe: true });
      expect(token).toEqual(expect.any(String));
      expect(client.xsrfToken).toBe(token);
      await updateLocale(client, { currentLanguage: 'fr-FR', customCodeLanguages: ['en-US'] });
      expect(platform.tokens('/api/site-users/')).toEqual([platform.crumb, token]);
      expect(token).not.toBe(platform.crumb);
    });

    it('refuses wrong credentials with a 401 and keeps no token', async () => {
      const refusal = await login(platform.client, { ...platform.member, password: 'nope' }).catch(
        (e: unknown) => e,
      );
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 401 });
      expect(platform.client.xsrfToken).toBeUndefined();
    });

    it('refuses an empty email before any session exists (400 with the field named)', async () => {
      const refusal = (await login(platform.client, { ...platform.member, email: '' }).catch(
        (e: unknown) => e,
      )) as ApiError;
      expect(refusal.status).toBe(400);
      expect(refusal.message).toMatch(/email/);
    });
  });

  describe('session logout', () => {
    it('sends cloneCart and forgets the token', async () => {
      await login(platform.client, platform.member);
      await logout(platform.client, { cloneCart: false });
      expect(platform.client.xsrfToken).toBeUndefined();
      expect(platform.calls('/api/site-users/account/session').at(-1)).toBe(
        'DELETE /api/site-users/account/session?cloneCart=false 2xx',
      );
    });

    it('is called once more when the answer says the crumb failed', async () => {
      await login(platform.client, platform.member);
      platform.fault(sessionLogout, 'crumb', 1);
      await logout(platform.client, { cloneCart: true });
      expect(platform.calls('/api/site-users/account/session').slice(1)).toEqual([
        'DELETE /api/site-users/account/session?cloneCart=true 401',
        'DELETE /api/site-users/account/session?cloneCart=true 2xx',
      ]);
    });

    it('retries with a renewed crumb when the token it held has expired', async () => {
      const { client, jar } = platform;
      client.xsrfToken = 'expired-token';
      jar.cookies.set('crumb', 'expired-token');
      await logout(client, { cloneCart: false });
      const calls = platform.calls('/api/');
      expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([
        'DELETE /api/site-users/account/session?cloneCart=false 401',
        'DELETE /api/site-users/account/session?cloneCart=false 2xx',
      ]);
      expect(calls).toContain('GET /api/commerce/crumb 2xx');
      expect(jar.cookies.get('crumb')).not.toBe('expired-token');
    });

    it('retries only once: a second crumb failure is thrown', async () => {
      await login(platform.client, platform.member);
      platform.fault(sessionLogout, 'crumb', 2);
      const refusal = await logout(platform.client, { cloneCart: true }).catch((e: unknown) => e);
      expect(refusal).toMatchObject({ kind: 'crumb', status: 401 });
      expect(
        platform.calls('/api/site-users/account/session').filter((c) => c.startsWith('DELETE')),
      ).toHaveLength(2);
    });

    it('does not retry other failures', async () => {
      platform.fault(sessionLogout, '500', 1);
      await expect(logout(platform.client, { cloneCart: true })).rejects.toMatchObject({
        kind: 'http',
        status: 500,
      });
      expect(platform.calls('/api/site-users/account/session')).toHaveLength(1);
    });
  });

  describe('locale update', () => {
    it('is sent only when the current language is not among the custom-code languages', async () => {
      const { client } = platform;
      await login(client, platform.member);
      expect(await updateLocale(client, undefined)).toBe(false);
      expect(await updateLocale(client, { currentLanguage: undefined, customCodeLanguages: [] })).toBe(false);
      expect(await updateLocale(client, { currentLanguage: 'de-DE', customCodeLanguages: ['de-DE'] })).toBe(
        false,
      );
      expect(await updateLocale(client, { currentLanguage: 'fr-FR', customCodeLanguages: ['de-DE'] })).toBe(
        true,
      );
      expect(platform.calls('/api/site-users/account/locale')).toEqual([
        'POST /api/site-users/account/locale 2xx',
      ]);
      expect(platform.bodies('/api/site-users/account/locale')).toEqual([{ language: 'fr-FR' }]);
    });
  });
});

// What the fixture server keeps of a session (its SQLite, its cookies): its own behaviour.
describe('the fixture server’s session', () => {
  let setup: PlatformSetup;
  beforeEach(async () => {
    setup = await startPlatform();
  });
  afterEach(() => setup.server.close());

  const member = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password };

  it('login replaces the page’s crumb cookie with the token and signs the member in for the storefront', async () => {
    const { client, jar } = setup;
    const token = await login(client, { ...member, rememberMe: true });
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(jar.cookies.get('crumb')).toBe(token);
    expect(JSON.parse(decodeURIComponent(jar.cookies.get('SiteUserInfo')!))).toEqual({
      authenticated: true,
      siteUserId: DEMO_MEMBER.id,
    });
  });

  it('names why it refused wrong credentials', async () => {
    await expect(login(setup.client, { ...member, password: 'nope' })).rejects.toMatchObject({
      status: 401,
      code: 'invalid-credentials',
    });
  });

  it('logout ends the session; without cloneCart the cart cookies go, with it they stay', async () => {
    const { client, server, jar } = setup;
    await login(client, member);
    jar.cookies.set('ss_cart', 'cart-1');
    await logout(client, { cloneCart: false });
    expect(jar.cookies.has('ss_cart')).toBe(false);
    expect(jar.cookies.has('SiteUserInfo')).toBe(false);
    expect(callsTo(server, '/api/site-users/account/session').at(-1)).toBe(
      'DELETE /api/site-users/account/session?cloneCart=false 204',
    );
    const sessions = server.db.prepare('SELECT ended, clone_cart FROM member_sessions').all();
    expect(sessions).toEqual([{ ended: expect.any(Number), clone_cart: 0 }]);

    await login(client, member);
    jar.cookies.set('ss_cart', 'cart-1');
    await logout(client, { cloneCart: true });
    expect(jar.cookies.get('ss_cart')).toBe('cart-1');
  });

  it('keeps the locale with the session, and refuses it to a visitor who is not logged in', async () => {
    await expect(
      updateLocale(setup.client, { currentLanguage: 'fr-FR', customCodeLanguages: [] }),
    ).rejects.toMatchObject({ status: 401, code: 'not-signed-in' });
    await login(setup.client, member);
    await updateLocale(setup.client, { currentLanguage: 'fr-FR', customCodeLanguages: [] });
    expect(setup.server.db.prepare('SELECT language FROM member_sessions').get()).toEqual({
      language: 'fr-FR',
    });
  });
});
