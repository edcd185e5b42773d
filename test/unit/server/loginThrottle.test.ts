// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_LIMITS,
  CLIENT_LIMITS,
  LOGIN_WINDOW_MS,
} from '../../../fixtures/server/http/loginThrottle.ts';
import { DEMO_MEMBER, DEMO_OWNER } from '../../../fixtures/server/seed/demoMembers.ts';
import { login } from './signIn.ts';
import { type RunningServer, startServer } from './startServer.ts';

// The throttle reads the test's clock: time moves only when a test moves it.
let now = Date.parse('2026-03-01T10:00:00Z');
let server: RunningServer;
beforeEach(async () => {
  server = await startServer({ loginThrottle: { now: () => now } });
});
afterEach(() => server.close());

const wrong = (email: string = DEMO_OWNER.email) => login(server, email, 'not-the-password');
const right = () => login(server, DEMO_OWNER.email, DEMO_OWNER.password);

/** A 429 as a client reads it: the seconds to wait in Retry-After and the reason in JSON. */
async function throttled(res: Response) {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { message: string; code: string };
  expect(body.code).toBe('login-throttled');
  expect(body.message).toMatch(/^Too many failed logins for this (account|address)\. Try again in \d+ s\.$/);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  return { retryAfter, message: body.message };
}

describe('wrong passwords for one account', () => {
  it('the 301st in a minute is refused 429 with Retry-After, as is the right one then', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 301; i++) {
      now += 200; // 301 tries over a minute
      last = await wrong();
      statuses.push(last.status);
      if (i < 300) await last.body?.cancel();
    }
    expect(statuses.slice(0, ACCOUNT_LIMITS.free)).toEqual(Array(ACCOUNT_LIMITS.free).fill(401));
    // Slowed: only a handful of passwords were checked at all, the rest refused unchecked.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_LIMITS.lock);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    await throttled(last!);
    await throttled(await right());
  });

  it('are slowed (1 s, then 2 s …) after five, then refused at ten until they age out', async () => {
    for (let i = 0; i < ACCOUNT_LIMITS.free; i++) expect((await wrong()).status).toBe(401);
    expect(await throttled(await wrong())).toMatchObject({ retryAfter: 1 });
    now += 1000;
    expect((await wrong()).status).toBe(401);
    expect(await throttled(await wrong())).toMatchObject({ retryAfter: 2 });
    for (const wait of [2000, 4000, 8000, 16_000]) {
      now += wait;
      expect((await wrong()).status).toBe(401);
    }
    // Ten failures: locked, the right password included, until the oldest leaves the window.
    const locked = await throttled(await right());
    expect(locked.message).toMatch(/this account/);
    expect(locked.retryAfter).toBeGreaterThan(14 * 60);
    now += LOGIN_WINDOW_MS;
    expect((await right()).status).toBe(200);
  });

  it('are forgiven by a login with the right password', async () => {
    for (let i = 0; i < ACCOUNT_LIMITS.free - 1; i++) expect((await wrong()).status).toBe(401);
    expect((await right()).status).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMITS.free; i++) expect((await wrong()).status).toBe(401);
  });

  it("do not slow another account's login", async () => {
    for (let i = 0; i < ACCOUNT_LIMITS.free; i++) expect((await wrong()).status).toBe(401);
    await throttled(await wrong());
    expect((await login(server, DEMO_MEMBER.email, DEMO_MEMBER.password)).status).toBe(200);
  });
});

describe('wrong passwords from one client across accounts', () => {
  it('are slowed after twenty and refused at fifty, whichever account they try', async () => {
    for (let i = 0; i < CLIENT_LIMITS.free; i++) {
      expect((await wrong(`guess-${i}@example.com`)).status).toBe(401);
    }
    const slowed = await throttled(await wrong('another@example.com'));
    expect(slowed).toMatchObject({ retryAfter: 1 });
    expect(slowed.message).toMatch(/this address/);
    // The owner's own right password from that address waits too.
    await throttled(await right());
    let tried = CLIENT_LIMITS.free;
    while (tried < CLIENT_LIMITS.lock) {
      now += 8000;
      expect((await wrong(`guess-${tried}@example.com`)).status).toBe(401);
      tried += 1;
    }
    now += 60_000;
    const locked = await throttled(await wrong('yet-another@example.com'));
    expect(locked.retryAfter).toBeGreaterThan(60);
    now += LOGIN_WINDOW_MS;
    expect((await right()).status).toBe(200);
  });
});
