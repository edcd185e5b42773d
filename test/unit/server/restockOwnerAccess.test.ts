// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_OWNER } from '../../../fixtures/server/seed/demoMembers.ts';
import { Role } from '../../../src/enums/role.ts';
import { signUpForRestock } from './captchaHelpers.ts';
import { signIn } from './signIn.ts';
import { type RunningServer, startServer } from './startServer.ts';

// The owner's restock calls list visitors' email addresses and empty the lists: only a
// signed-in member with an owner role (admin, store manager) gets them.
const RESTOCK = '/api/site-users/account/notifications/restock';
const WAITING = ['ada@example.com', 'bob@example.com'];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ captchaSiteKey: null });
  for (const email of WAITING) {
    const res = await signUpForRestock(server, {
      productId: 'wool-scarf',
      variantId: '2',
      siteVisitorEmail: email,
      isJoinMailingList: false,
      recaptchaEnterpriseV3Token: '',
    });
    if (res.status !== 204) throw new Error(`sign-up answered ${res.status}`);
  }
  // Two more members of the site, as the platform gives roles: a store manager and an editor.
  const add = server.db.prepare('INSERT INTO site_members (id, email, password, role) VALUES (?, ?, ?, ?)');
  add.run('manager-1', 'manager@example.com', 'manager-pass', Role.STORE_MANAGER);
  add.run('editor-1', 'editor@example.com', 'editor-pass', Role.EDITOR);
});
afterAll(() => server.close());

/** Each owner call as a browser holding `crumb` (cookie and, for the sends, the header) makes it. */
function calls(crumb: string | undefined) {
  const headers = (json: boolean): Record<string, string> => ({
    ...(json ? { 'Content-Type': 'application/json' } : {}),
    ...(crumb ? { Cookie: `crumb=${crumb}`, 'X-CSRF-Token': crumb } : {}),
  });
  const post = (path: string, body: unknown) =>
    fetch(`${server.base}${RESTOCK}${path}`, {
      method: 'POST',
      headers: headers(true),
      body: JSON.stringify(body),
    });
  return {
    groups: () => fetch(`${server.base}${RESTOCK}/groups`, { headers: headers(false) }),
    signUps: () =>
      fetch(`${server.base}${RESTOCK}?productId=wool-scarf&variantId=2`, { headers: headers(false) }),
    send: () => post('/send', { productId: 'wool-scarf', variantId: '2' }),
    sendAll: () => post('/send/all', { sendRequests: [{ productId: 'wool-scarf', variantId: '2' }] }),
  };
}

/** Every call refused with `status`; a send without any crumb fails the crumb check first. */
async function expectRefused(crumb: string | undefined, status: number, code: string) {
  for (const [name, call] of Object.entries(calls(crumb))) {
    const res = await call();
    const text = await res.text();
    expect(res.status, `${name}: ${text}`).toBe(status);
    const crumbFirst = crumb === undefined && name.startsWith('send');
    expect(JSON.parse(text), name).toMatchObject({ code: crumbFirst ? 'crumb' : code });
    expect(text, name).not.toContain('@');
  }
}

async function waiting(crumb: string): Promise<string[]> {
  const res = await calls(crumb).signUps();
  expect(res.status).toBe(200);
  return ((await res.json()) as { signUps: Array<{ email: string }> }).signUps.map((s) => s.email);
}

describe("the owner's restock calls", () => {
  it('refuse a caller without any cookie, 401, showing no email address', async () => {
    await expectRefused(undefined, 401, 'not-signed-in');
  });

  it("refuse a visitor holding only a page's crumb, 401, and leave the list as it was", async () => {
    // For the sends the crumb passes (it is the visitor's own): the session is what is missing.
    for (const [name, call] of Object.entries(calls(server.crumb))) {
      const res = await call();
      const text = await res.text();
      expect(res.status, name).toBe(401);
      expect(JSON.parse(text), name).toMatchObject({ code: 'not-signed-in' });
      expect(text, name).not.toContain('@');
    }
    expect(await waiting(await signIn(server, DEMO_OWNER))).toEqual(WAITING);
  });

  it('refuse a signed-in member without an owner role, 403: the demo shopper, an editor', async () => {
    await expectRefused(await signIn(server, DEMO_MEMBER), 403, 'forbidden');
    await expectRefused(
      await signIn(server, { email: 'editor@example.com', password: 'editor-pass' }),
      403,
      'forbidden',
    );
  });

  it("refuse a session once it is logged out, and faults never show the list's addresses", async () => {
    const owner = await signIn(server, DEMO_OWNER);
    const garbage = await fetch(`${server.base}${RESTOCK}/groups?__fault=garbage`);
    expect(garbage.status).toBe(401);
    expect(await garbage.text()).not.toContain('@');
    const logout = await fetch(`${server.base}/api/site-users/account/session?cloneCart=true`, {
      method: 'DELETE',
      headers: { Cookie: `crumb=${owner}`, 'X-CSRF-Token': owner },
    });
    expect(logout.status).toBe(204);
    await expectRefused(owner, 401, 'not-signed-in');
  });

  it('answer the owner (admin) and the store manager: the list, then the send that empties it', async () => {
    const owner = await signIn(server, DEMO_OWNER);
    const manager = await signIn(server, { email: 'manager@example.com', password: 'manager-pass' });
    expect(await waiting(owner)).toEqual(WAITING);
    expect(await waiting(manager)).toEqual(WAITING);
    const groups = await calls(manager).groups();
    expect(groups.status).toBe(200);
    expect((await groups.json()).signUpGroups).toMatchObject([{ productId: 'wool-scarf', signUpCount: 2 }]);
    expect((await calls(owner).send()).status).toBe(204);
    expect(await waiting(owner)).toEqual([]);
    expect((await calls(manager).sendAll()).status).toBe(204);
  });
});
