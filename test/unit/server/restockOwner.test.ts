// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../../../fixtures/server/seed/demoMembers.ts';
import { signUpForRestock } from './captchaHelpers.ts';
import { signIn } from './signIn.ts';
import { type RunningServer, startServer } from './startServer.ts';

// Pages of two rows, and no captcha key so sign-ups need no token. The owner's calls are made
// signed in as the demo's owner (restockOwnerAccess.test.ts: anyone else is refused).
let server: RunningServer;
let owner: string;
beforeAll(async () => {
  server = await startServer({ restockPageSize: 2, captchaSiteKey: null });
  owner = await signIn(server, DEMO_OWNER);
  const visitors: Array<[string, number, string, boolean, string?]> = [
    ['field-jacket', 11, 'ada@example.com', true, 'fr-FR'],
    ['field-jacket', 11, 'bob@example.com', false],
    ['field-jacket', 11, 'cy@example.com', false],
    ['field-jacket', 12, 'ada@example.com', false],
    ['wool-scarf', 2, 'dee@example.com', true],
    ['linen-shirt', 3, 'eve@example.com', false],
  ];
  for (const [productId, variantId, email, isJoinMailingList, language] of visitors) {
    const res = await signUpForRestock(server, {
      productId,
      variantId,
      siteVisitorEmail: email,
      isJoinMailingList,
      recaptchaEnterpriseV3Token: '',
      ...(language ? { language } : {}),
    });
    if (res.status !== 204) throw new Error(`sign-up answered ${res.status}`);
  }
});
afterAll(() => server.close());

const RESTOCK = '/api/site-users/account/notifications/restock';
const get = async (path: string) => {
  const res = await fetch(`${server.base}${path}`, { headers: { Cookie: `crumb=${owner}` } });
  return { status: res.status, body: await res.json() };
};
const send = (path: string, body: unknown, crumb = owner) =>
  fetch(`${server.base}${RESTOCK}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb, Cookie: `crumb=${owner}` },
    body: JSON.stringify(body),
  });

/** Every page of the groups, following nextPageCursor as the owner's client does. */
async function allGroups() {
  const pages = [];
  let cursor: string | null = null;
  do {
    const { body } = await get(`${RESTOCK}/groups${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    pages.push(body);
    cursor = body.nextPageCursor;
  } while (cursor);
  return pages;
}

describe('the waiting groups', () => {
  it('come a page at a time, by product and variant, with titles, labels and counts', async () => {
    const pages = await allGroups();
    expect(pages.map((p) => [p.hasNextPage, p.signUpGroups.length])).toEqual([
      [true, 2],
      [false, 2],
    ]);
    expect(pages.flatMap((p) => p.signUpGroups)).toEqual([
      {
        productId: 'field-jacket',
        variantId: '11',
        productTitle: 'Waxed Field Jacket',
        variantLabel: 'Olive / Small',
        signUpCount: 3,
      },
      {
        productId: 'field-jacket',
        variantId: '12',
        productTitle: 'Waxed Field Jacket',
        variantLabel: 'Olive / Medium',
        signUpCount: 1,
      },
      {
        productId: 'linen-shirt',
        variantId: '3',
        productTitle: 'Linen Shirt',
        variantLabel: 'Large',
        signUpCount: 1,
      },
      {
        productId: 'wool-scarf',
        variantId: '2',
        productTitle: 'Wool Scarf',
        variantLabel: 'Rust',
        signUpCount: 1,
      },
    ]);
    expect(pages.at(-1).nextPageCursor).toBeNull();
  });

  it('refuse a cursor the server did not give out with a clear 400', async () => {
    const signUpsCursor = (await get(`${RESTOCK}?productId=field-jacket&variantId=11`)).body.nextPageCursor;
    for (const cursor of ['nonsense', Buffer.from('["g",1]').toString('base64url'), signUpsCursor]) {
      const { status, body } = await get(`${RESTOCK}/groups?cursor=${encodeURIComponent(cursor)}`);
      expect(status, cursor).toBe(400);
      expect(body).toEqual({
        message:
          'The cursor is not a nextPageCursor this list gave out; ask without a cursor for the first page.',
        code: 'invalid-cursor',
      });
    }
  });
});

describe("a variant's waiting sign-ups", () => {
  it('come oldest first, a page at a time', async () => {
    const first = await get(`${RESTOCK}?productId=field-jacket&variantId=11`);
    expect(first.status).toBe(200);
    expect(first.body.hasNextPage).toBe(true);
    expect(first.body.signUps.map((s: { email: string }) => s.email)).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
    expect(first.body.signUps[0]).toMatchObject({ isJoinMailingList: true, language: 'fr-FR' });
    expect(first.body.signUps[0].signedUpAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const next = await get(
      `${RESTOCK}?productId=field-jacket&variantId=11&cursor=${encodeURIComponent(first.body.nextPageCursor)}`,
    );
    expect(next.body).toMatchObject({ hasNextPage: false, nextPageCursor: null });
    expect(next.body.signUps.map((s: { email: string }) => s.email)).toEqual(['cy@example.com']);
  });

  it('need both ids, and refuse a bad cursor', async () => {
    expect((await get(`${RESTOCK}?productId=field-jacket`)).status).toBe(400);
    expect((await get(`${RESTOCK}?productId=field-jacket&variantId=11&cursor=zz`)).status).toBe(400);
  });
});

describe('sending the restock email', () => {
  it('needs the crumb, and names an unknown variant', async () => {
    expect((await send('/send', { productId: 'wool-scarf', variantId: '2' }, 'wrong')).status).toBe(401);
    const unknown = await send('/send', { productId: 'wool-scarf', variantId: '9' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('Variant "9" of "wool-scarf" was not found.');
  });

  it('marks one variant notified: it leaves the groups and its list, and the inspector shows when', async () => {
    expect((await send('/send', { productId: 'wool-scarf', variantId: '2' })).status).toBe(204);
    const groups = (await allGroups()).flatMap((p) => p.signUpGroups);
    expect(groups.map((g) => `${g.productId}/${g.variantId}`)).not.toContain('wool-scarf/2');
    expect((await get(`${RESTOCK}?productId=wool-scarf&variantId=2`)).body.signUps).toEqual([]);
    const inspected = (await get('/__vitrine/restock')).body;
    const dee = inspected.find((s: { email: string }) => s.email === 'dee@example.com');
    expect(dee.notified).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('sends all or nothing: one unknown entry marks none', async () => {
    const bad = await send('/send/all', {
      sendRequests: [
        { productId: 'linen-shirt', variantId: '3' },
        { productId: 'nope', variantId: '1' },
      ],
    });
    expect(bad.status).toBe(404);
    expect((await get(`${RESTOCK}?productId=linen-shirt&variantId=3`)).body.signUps).toHaveLength(1);
    expect((await send('/send/all', { sendRequests: [] })).status).toBe(400);
  });

  it('sends several variants at once', async () => {
    const ok = await send('/send/all', {
      sendRequests: [
        { productId: 'linen-shirt', variantId: '3' },
        { productId: 'field-jacket', variantId: '11' },
      ],
    });
    expect(ok.status).toBe(204);
    const groups = (await allGroups()).flatMap((p) => p.signUpGroups);
    expect(groups.map((g) => `${g.productId}/${g.variantId}`)).toEqual(['field-jacket/12']);
  });

  it('a visitor who signs up again after the email waits again', async () => {
    const again = await signUpForRestock(server, {
      productId: 'wool-scarf',
      variantId: 2,
      siteVisitorEmail: 'dee@example.com',
      isJoinMailingList: true,
      recaptchaEnterpriseV3Token: '',
    });
    expect(again.status).toBe(204);
    const list = (await get(`${RESTOCK}?productId=wool-scarf&variantId=2`)).body.signUps;
    expect(list.map((s: { email: string }) => s.email)).toEqual(['dee@example.com']);
  });
});
