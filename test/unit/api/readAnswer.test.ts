import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../../src/api/messages.ts';
import { readAnswer } from '../../../src/api/readAnswer.ts';
import { request } from '../../../src/api/request.ts';
import { routes } from '../../../src/api/routes.ts';
import { fetchCart } from '../../../src/api/cartApi.ts';
import { sendAllRestock, sendRestock } from '../../../src/api/restockOwnerApi.ts';
import { PlatformClient } from '../../../src/platform/PlatformClient.ts';
import { SPELLING_NAMES, SPELLINGS } from '../../secondPlatform.ts';
import { leavePage, type StorefrontServer, startStorefront } from '../harness/storefrontServers.ts';

/** A fetch answering every call with `reply` (a status, a content type, a body). */
function answering(reply: { status: number; type?: string; body?: string }) {
  return vi.fn(
    async () =>
      new Response(reply.body ?? null, {
        status: reply.status,
        headers: reply.type ? { 'Content-Type': reply.type } : {},
      }),
  );
}

beforeEach(() => Cookies.set('crumb', 'abc123'));
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove('crumb');
});

describe('a success answer, read as its route declares (one reading for both clients)', () => {
  it.each(SPELLING_NAMES)(
    'where the spec shows none, "done" spelled as %s is success for request() and PlatformClient alike',
    async (spelling) => {
      const fetch = answering(SPELLINGS[spelling]);
      vi.stubGlobal('fetch', fetch);
      const restock = {
        isJoinMailingList: false,
        productId: 'scarf',
        variantId: '1',
        siteVisitorEmail: 'a@b.co',
        recaptchaEnterpriseV3Token: '',
      };
      await expect(request(routes.restockSignUp, { body: restock })).resolves.toBeUndefined();
      await expect(
        request(routes.formSave, { body: { formId: 'f', form: '{}', key: 'k' } }),
      ).resolves.toEqual(spelling === 'success flag' ? { success: true } : undefined);
      await expect(
        request(routes.restockSendAll, { body: { sendRequests: [{ productId: 'p', variantId: 'v' }] } }),
      ).resolves.toBeUndefined();
      const client = new PlatformClient({ base: 'https://api.example.com', fetch, readCrumb: () => 'c' });
      await expect(
        client.call(routes.sessionLogout, { query: { cloneCart: 'true' } }),
      ).resolves.toBeUndefined();
      await expect(
        client.call(routes.siteHeaderFooterUpdate, { body: { header: '', footer: '' } }),
      ).resolves.toBeUndefined();
      // Ours names the category made; another platform's answer may not, and that is no failure.
      await expect(
        client.call(routes.storeCategoryCreate, {
          params: { websiteId: 'w', collectionId: 'c' },
          body: {
            displayName: 'Shop',
            parentCategoryId: null,
            type: 'ROOT',
            pageRendering: 'LIST_VIEW',
            displayIndex: 1,
          },
        }),
      ).resolves.toEqual(spelling === 'created with an id' ? { id: 'made-1' } : undefined);
    },
  );

  it('where the spec shows what the answer carries, it must carry it: anything else is an unreadable answer', async () => {
    for (const reply of [SPELLINGS['no content'], SPELLINGS['empty object'], SPELLINGS['plain text']]) {
      const fetch = answering(reply);
      vi.stubGlobal('fetch', fetch);
      await expect(request(routes.formSubmissionKey)).rejects.toMatchObject({
        kind: 'malformed',
        status: reply.status,
        message: apiMessages.malformed,
      });
      const client = new PlatformClient({ fetch });
      await expect(
        client.call(routes.sessionLogin, { body: { email: 'a@b.co', password: 'p', rememberMe: false } }),
      ).rejects.toMatchObject({ kind: 'malformed' });
    }
  });

  it.each([
    ['a JSON string', 'application/json', '"o-123"'],
    ['plain text', 'text/plain', 'o-123'],
    ['plain text with a line end', 'text/plain; charset=utf-8', ' o-123\r\n'],
    ['a JSON string with spaces', 'application/json', ' " o-123 " '],
    ['digits as plain text', 'text/plain', '0123'],
  ])('an id string sent as %s reads as the id', async (_, type, body) => {
    const fetch = answering({ status: 200, type, body });
    const client = new PlatformClient({ fetch });
    expect(await client.call(routes.sessionRecordingId)).toBe(body.includes('0123') ? '0123' : 'o-123');
  });

  it.each([
    ['an object', '{"id":"o-123"}'],
    ['a list', '["o-123"]'],
    ['a broken JSON string', '"o-123'],
  ])('an id string answered as %s is an unreadable answer', async (_, body) => {
    const client = new PlatformClient({ fetch: answering({ status: 200, type: 'application/json', body }) });
    await expect(client.call(routes.sessionRecordingId)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('reads the same whichever client asks (the function both call)', () => {
    expect(readAnswer(routes.formValidate, 204, '')).toBeUndefined();
    expect(readAnswer(routes.formValidate, 200, 'not json')).toBeUndefined();
    expect(readAnswer(routes.formValidate, 200, '{"success":true}')).toEqual({ success: true });
    expect(readAnswer(routes.sessionRecordingId, 200, '"x"')).toBe('x');
    expect(() => readAnswer(routes.formSubmissionKey, 200, '<html>')).toThrow(apiMessages.malformed);
    expect(readAnswer(routes.formSubmissionKey, 200, '{"key":"k"}')).toEqual({ key: 'k' });
  });
});

describe('against the second stand-in on real HTTP (test/secondPlatform.ts)', () => {
  let server: StorefrontServer | undefined;
  afterEach(async () => {
    leavePage();
    await server?.close();
    server = undefined;
  });

  it('a cart without our optional currencyCode is still a cart', async () => {
    vi.unstubAllGlobals();
    server = await startStorefront('second platform');
    expect(await fetchCart(server.base)).toMatchObject({ id: 'cart-2', totalQuantity: 0, entries: [] });
    expect((await fetchCart(server.base)).currencyCode).toBeUndefined();
  });

  it.each(SPELLING_NAMES)('a restock send answered as %s is done', async (spelling) => {
    vi.unstubAllGlobals();
    Cookies.remove('crumb');
    server = await startStorefront('second platform', { spelling });
    await expect(sendRestock('scarf', '1', server.base)).resolves.toBeUndefined();
    await expect(
      sendAllRestock([{ productId: 'scarf', variantId: '2' }], server.base),
    ).resolves.toBeUndefined();
    // The page had no crumb: it asked for one, then sent it.
    expect(server.received('/api/').map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /api/commerce/crumb 204',
      `POST /api/site-users/account/notifications/restock/send ${SPELLINGS[spelling].status}`,
      `POST /api/site-users/account/notifications/restock/send/all ${SPELLINGS[spelling].status}`,
    ]);
  });
});
