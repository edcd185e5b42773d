// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CAPTCHA_TOKEN_LIFETIME_MS,
  CaptchaTokenRepository,
} from '../../../fixtures/server/state/captchaTokenRepository.ts';
import { captchaToken } from './captchaHelpers.ts';
import { type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const tokenUrl = () => `${server.base}/stand-ins/captcha/token`;

describe('the captcha stand-in script', () => {
  it('is served as JavaScript to any origin, knowing the site key', async () => {
    const res = await fetch(`${server.base}/stand-ins/captcha/enterprise.js?render=explicit&onload=ready`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const script = await res.text();
    expect(script).toContain('var SITE_KEYS = ["vitrine-demo-captcha"];');
    expect(script).toContain('window.grecaptcha.enterprise = {');
  });

  it('knows no key on a site without one', async () => {
    const bare = await startServer({ captchaSiteKey: null });
    try {
      const script = await (await fetch(`${bare.base}/stand-ins/captcha/enterprise.js`)).text();
      expect(script).toContain('var SITE_KEYS = [];');
    } finally {
      await bare.close();
    }
  });

  it('answers 404 beside its two paths and 405 for another method', async () => {
    expect((await fetch(`${server.base}/stand-ins/captcha/other.js`)).status).toBe(404);
    expect((await fetch(tokenUrl())).status).toBe(405);
  });
});

describe('issuing a token', () => {
  it('stores a token bound to the site key and action, from JSON sent as text/plain or JSON', async () => {
    const token = await captchaToken(server, 'FORM_BLOCK_SUBMISSION');
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(
      server.db.prepare('SELECT site_key, action FROM captcha_tokens WHERE token = ?').get(token),
    ).toEqual({
      site_key: 'vitrine-demo-captcha',
      action: 'FORM_BLOCK_SUBMISSION',
    });
    const asJson = await fetch(tokenUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siteKey: 'vitrine-demo-captcha', action: 'PRODUCT_WAITLIST_SUBMISSION' }),
    });
    expect(asJson.status).toBe(200);
    expect(asJson.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses an unknown site key or action with 400 naming it, and a bad body', async () => {
    const post = (body: string) =>
      fetch(tokenUrl(), { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
    const key = await post(JSON.stringify({ siteKey: 'someone-else', action: 'FORM_BLOCK_SUBMISSION' }));
    expect(key.status).toBe(400);
    expect(await key.json()).toMatchObject({ message: 'Unknown captcha site key "someone-else".' });
    const action = await post(JSON.stringify({ siteKey: 'vitrine-demo-captcha', action: 'LOGIN' }));
    expect(action.status).toBe(400);
    expect((await action.json()).message).toBe('Unknown captcha action "LOGIN".');
    expect((await post('{siteKey')).status).toBe(400);
    expect((await post(JSON.stringify({ action: 'FORM_BLOCK_SUBMISSION' }))).status).toBe(400);
  });

  it('refuses every key on a site without a captcha', async () => {
    const bare = await startServer({ captchaSiteKey: null });
    try {
      await expect(captchaToken(bare, 'FORM_BLOCK_SUBMISSION')).rejects.toThrow(/answered 400/);
    } finally {
      await bare.close();
    }
  });

  it('grants the preflight a JSON call from another page needs', async () => {
    const res = await fetch(tokenUrl(), {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example.test' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('lands in the request log as captchaToken', async () => {
    await captchaToken(server, 'NEWSLETTER_BLOCK_SUBMISSION');
    const logged = await (
      await fetch(`${server.base}/__vitrine/requests?route=/stand-ins/captcha/token`)
    ).json();
    expect(logged[0]).toMatchObject({ route: 'captchaToken', status: 200 });
  });
});

describe('checking a token', () => {
  const tokens = () => new CaptchaTokenRepository(server.db, 'vitrine-demo-captcha');

  it('passes once for its action, then never again', async () => {
    const token = await captchaToken(server, 'FORM_BLOCK_SUBMISSION');
    expect(tokens().consume(token, 'FORM_BLOCK_SUBMISSION')).toBe(true);
    expect(tokens().consume(token, 'FORM_BLOCK_SUBMISSION')).toBe(false);
  });

  it('is spent by a check for the wrong action', async () => {
    const token = await captchaToken(server, 'PRODUCT_WAITLIST_SUBMISSION');
    expect(tokens().consume(token, 'FORM_BLOCK_SUBMISSION')).toBe(false);
    expect(tokens().consume(token, 'PRODUCT_WAITLIST_SUBMISSION')).toBe(false);
  });

  it('expires after 120 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fresh = await captchaToken(server, 'FORM_BLOCK_SUBMISSION');
    const stale = await captchaToken(server, 'FORM_BLOCK_SUBMISSION');
    vi.setSystemTime(Date.now() + CAPTCHA_TOKEN_LIFETIME_MS - 1000);
    expect(tokens().consume(fresh, 'FORM_BLOCK_SUBMISSION')).toBe(true);
    vi.setSystemTime(Date.now() + 1001);
    expect(tokens().consume(stale, 'FORM_BLOCK_SUBMISSION')).toBe(false);
  });

  it('refuses an empty or made-up token', () => {
    expect(tokens().consume('', 'FORM_BLOCK_SUBMISSION')).toBe(false);
    expect(tokens().consume(undefined, 'FORM_BLOCK_SUBMISSION')).toBe(false);
    expect(tokens().consume('made-up', 'FORM_BLOCK_SUBMISSION')).toBe(false);
  });
});
