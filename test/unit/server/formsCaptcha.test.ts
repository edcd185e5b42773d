// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captchaToken, insertForm, saveForm, submissionKey } from './captchaHelpers.ts';
import { type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
  insertForm(server, 'test-plain');
  insertForm(server, 'test-guarded', { captchaEnabled: true });
  insertForm(server, 'test-newsletter', { captchaEnabled: true, newsletter: true });
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const filled = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
const stored = (formId: string) =>
  server.db.prepare('SELECT fields FROM form_submissions WHERE form_id = ?').all(formId);
const CAPTCHA_REFUSAL = { message: 'The CAPTCHA check failed. Please try again.', code: 'captcha-failed' };

async function save(formId: string, captchaKey?: string, form = filled) {
  const key = await submissionKey(server);
  return {
    key,
    res: await saveForm(server, { formId, form, key, ...(captchaKey === undefined ? {} : { captchaKey }) }),
  };
}

describe('a form with the captcha on', () => {
  it('refuses a save without a token: 400 with the message and no errors map, nothing stored', async () => {
    const { res } = await save('test-guarded');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(CAPTCHA_REFUSAL);
    expect((await save('test-guarded', '')).res.status).toBe(400);
    expect(stored('test-guarded')).toEqual([]);
  });

  it('stores the save with a fresh FORM_BLOCK_SUBMISSION token, and refuses the token a second time', async () => {
    const token = await captchaToken(server, 'FORM_BLOCK_SUBMISSION');
    const first = await save('test-guarded', token);
    expect(first.res.status).toBe(200);
    expect(await first.res.json()).toEqual({ success: true });
    const again = await save('test-guarded', token);
    expect(again.res.status).toBe(400);
    expect(await again.res.json()).toEqual(CAPTCHA_REFUSAL);
    expect(stored('test-guarded')).toEqual([{ fields: filled }]);
  });

  it("refuses another action's token, an unknown one and an expired one", async () => {
    expect(
      (await save('test-guarded', await captchaToken(server, 'PRODUCT_WAITLIST_SUBMISSION'))).res.status,
    ).toBe(400);
    expect((await save('test-guarded', 'made-up')).res.status).toBe(400);
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await captchaToken(server, 'FORM_BLOCK_SUBMISSION');
    vi.setSystemTime(Date.now() + 121_000);
    const late = await save('test-guarded', token);
    expect(late.res.status).toBe(400);
    expect(await late.res.json()).toEqual(CAPTCHA_REFUSAL);
  });

  it('asks a newsletter form for a NEWSLETTER_BLOCK_SUBMISSION token', async () => {
    expect(
      (await save('test-newsletter', await captchaToken(server, 'FORM_BLOCK_SUBMISSION'))).res.status,
    ).toBe(400);
    const ok = await save('test-newsletter', await captchaToken(server, 'NEWSLETTER_BLOCK_SUBMISSION'));
    expect(ok.res.status).toBe(200);
    expect(stored('test-newsletter')).toHaveLength(1);
  });

  it('checks the fields after the captcha: a good token with a bad field gets the errors map', async () => {
    const token = await captchaToken(server, 'FORM_BLOCK_SUBMISSION');
    const { res } = await save('test-guarded', token, JSON.stringify({ name: 'Ada' }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ email: 'Required' });
  });
});

describe('a form with the captcha off', () => {
  it('needs no token, and ignores one', async () => {
    expect((await save('test-plain')).res.status).toBe(200);
    expect((await save('test-plain', 'anything')).res.status).toBe(200);
  });
});

describe('the submission key', () => {
  it('is spent by a save the captcha refused: the retry with the same key is 401', async () => {
    const { key, res } = await save('test-guarded');
    expect(res.status).toBe(400);
    const token = await captchaToken(server, 'FORM_BLOCK_SUBMISSION');
    const retry = await saveForm(server, { formId: 'test-guarded', form: filled, key, captchaKey: token });
    expect(retry.status).toBe(401);
    expect(await retry.json()).toMatchObject({ code: 'invalid-key' });
  });

  it('is spent by a save the fields refused', async () => {
    const { key, res } = await save('test-plain', undefined, JSON.stringify({ name: 'Ada' }));
    expect(res.status).toBe(400);
    expect((await saveForm(server, { formId: 'test-plain', form: filled, key })).status).toBe(401);
  });

  it('stores one row however many saves race with it', async () => {
    const key = await submissionKey(server);
    const form = JSON.stringify({ name: `Race ${key}`, email: 'race@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => saveForm(server, { formId: 'test-plain', form, key })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401]);
    expect(
      server.db.prepare('SELECT form_id FROM form_submissions WHERE submission_key = ?').all(key),
    ).toEqual([{ form_id: 'test-plain' }]);
  });
});
