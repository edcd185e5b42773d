// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RateLimit } from '../../../fixtures/server/http/rateLimit.ts';
import { insertForm, saveForm, signUpForRestock, submissionKey } from './captchaHelpers.ts';
import { type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimit: { max: 2, windowMs: 10_000 }, captchaSiteKey: null });
  insertForm(server, 'test-plain');
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const form = JSON.stringify({ name: 'Ada', email: 'ada@example.com' });
const save = async () => saveForm(server, { formId: 'test-plain', form, key: await submissionKey(server) });
const signUp = () =>
  signUpForRestock(server, {
    productId: 'wool-scarf',
    variantId: 2,
    siteVisitorEmail: 'ada@example.com',
    isJoinMailingList: false,
    recaptchaEnterpriseV3Token: '',
  });

describe('the per-site rate limit', () => {
  it('answers 429 with Retry-After past the limit, and lets saves through again once the window has slid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    expect((await save()).status).toBe(200);
    vi.setSystemTime(start + 4_000);
    expect((await save()).status).toBe(200);
    const refused = await save();
    expect(refused.status).toBe(429);
    // The first save ages out 10 s after it was counted: 6 s from now.
    expect(refused.headers.get('retry-after')).toBe('6');
    expect(await refused.json()).toEqual({
      message: 'Submission rate limit exceeded. Please try again later.',
      code: 'rate-limited',
    });
    // A refused call is not counted: once the first save is out of the window, one more goes in.
    vi.setSystemTime(start + 10_001);
    expect((await save()).status).toBe(200);
    expect((await save()).status).toBe(429);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM form_submissions').get()).toEqual({ n: 3 });
  });

  it('gives restock sign-ups their own budget', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await signUp()).status).toBe(204);
    expect((await signUp()).status).toBe(204);
    const refused = await signUp();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    vi.setSystemTime(Date.now() + 10_001);
    expect((await signUp()).status).toBe(204);
  });

  it('refuses a limit that could never let a call through', () => {
    expect(() => new RateLimit({ max: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => new RateLimit({ max: 1, windowMs: 0 })).toThrow(RangeError);
  });
});
