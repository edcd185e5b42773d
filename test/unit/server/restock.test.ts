// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaToken } from './captchaHelpers.ts';
import { type RunningServer, startServer } from './startServer.ts';

// A site without a captcha key: the form sends an empty token, which is taken.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ captchaSiteKey: null });
});
afterAll(() => server.close());

const signUp = {
  isJoinMailingList: true,
  productId: 'wool-scarf',
  variantId: 2,
  siteVisitorEmail: 'ada@example.com',
  recaptchaEnterpriseV3Token: '',
};

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.base}/api/site-users/account/notifications/restock`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-CSRF-Token': server.crumb,
      Cookie: server.cookies(),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const rows = () =>
  server.db
    .prepare('SELECT product_id, variant_id, email, join_mailing_list, language FROM restock_signups')
    .all();

describe('restock sign-up', () => {
  it('keeps one sign-up per visitor and variant, answered 204', async () => {
    expect((await post(signUp)).status).toBe(204);
    expect((await post({ ...signUp, isJoinMailingList: false, language: 'fr-FR' })).status).toBe(204);
    expect(rows()).toEqual([
      {
        product_id: 'wool-scarf',
        variant_id: '2',
        email: 'ada@example.com',
        join_mailing_list: 0,
        language: 'fr-FR',
      },
    ]);
  });

  it("refuses a blank or malformed email in the spec's words", async () => {
    const blank = await post({ ...signUp, siteVisitorEmail: '  ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ message: 'Email cannot be blank', code: 'email-blank' });
    for (const email of ['ada', 'ada@example', 'a@b.toolong', `${'a'.repeat(260)}@example.com`]) {
      const res = await post({ ...signUp, siteVisitorEmail: email });
      expect(await res.json(), email).toEqual({ message: 'Email is invalid', code: 'email-invalid' });
    }
  });

  it('answers 404 for an unknown product or variant, and 400 without the bot-check token', async () => {
    expect((await post({ ...signUp, productId: 'nope' })).status).toBe(404);
    expect((await post({ ...signUp, variantId: '99' })).status).toBe(404);
    const noToken = await post({ ...signUp, recaptchaEnterpriseV3Token: undefined });
    expect(noToken.status).toBe(400);
    expect((await noToken.json()).message).toMatch(/recaptchaEnterpriseV3Token/);
  });

  it('needs the crumb', async () => {
    expect((await post(signUp, { 'X-CSRF-Token': '' })).status).toBe(401);
  });
});

describe('restock sign-up on a site with a captcha key', () => {
  let guarded: RunningServer;
  beforeAll(async () => {
    guarded = await startServer();
  });
  afterAll(() => guarded.close());

  function postTo(body: unknown) {
    return fetch(`${guarded.base}/api/site-users/account/notifications/restock`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-CSRF-Token': guarded.crumb,
        Cookie: guarded.cookies(),
      },
      body: JSON.stringify(body),
    });
  }
  const stored = () => guarded.db.prepare('SELECT email FROM restock_signups').all();

  it('refuses an empty, made-up or wrong-action token in words the form shows, storing nothing', async () => {
    const formToken = await captchaToken(guarded, 'FORM_BLOCK_SUBMISSION');
    for (const token of ['', 'made-up', formToken]) {
      const res = await postTo({ ...signUp, recaptchaEnterpriseV3Token: token });
      expect(res.status, token).toBe(400);
      expect(await res.json()).toEqual({
        message: 'The CAPTCHA check failed. Please try again.',
        code: 'captcha-failed',
      });
    }
    expect(stored()).toEqual([]);
  });

  it('takes a PRODUCT_WAITLIST_SUBMISSION token once', async () => {
    const token = await captchaToken(guarded, 'PRODUCT_WAITLIST_SUBMISSION');
    expect((await postTo({ ...signUp, recaptchaEnterpriseV3Token: token })).status).toBe(204);
    expect(stored()).toEqual([{ email: 'ada@example.com' }]);
    expect((await postTo({ ...signUp, recaptchaEnterpriseV3Token: token })).status).toBe(400);
  });
});
