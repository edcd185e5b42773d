// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS } from '../../../fixtures/server/http/faults.ts';
import { DEMO_MEMBER } from '../../../fixtures/server/seed/demoMembers.ts';
import { captchaToken } from './captchaHelpers.ts';
import { rawRequest } from './rawHttp.ts';
import { signIn } from './signIn.ts';
import { type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ allowedOrigins: ['https://shop.example.test'] });
});
afterAll(() => server.close());

const inspect = (target: string, host: string, extra: Record<string, string> = {}) =>
  rawRequest(server.port, { target, headers: { Host: host, ...extra } });

describe('the inspector answers only for the hosts it serves on', () => {
  it('refuses any other Host with 421 and a message: a rebound name reads nothing', async () => {
    for (const host of ['rebind.test', `rebind.test:${server.port}`, `localhost:${server.port + 1}`, '']) {
      for (const path of [
        '/__vitrine/',
        '/__vitrine/requests',
        '/__vitrine/restock',
        '/__vitrine/collected.json',
      ]) {
        const answer = await inspect(path, host);
        expect(answer.status, `${host} ${path}`).toBe(421);
        expect(JSON.parse(answer.body)).toMatchObject({ code: 'wrong-host' });
        expect(JSON.parse(answer.body).message).toMatch(/answers only for 127\.0\.0\.1:\d+, localhost:\d+/);
      }
    }
  });

  it('arms no fault for a page on a rebound name, even one whose Origin matches its Host', async () => {
    const host = `rebind.test:${server.port}`;
    const answer = await rawRequest(server.port, {
      method: 'POST',
      target: '/__vitrine/faults',
      headers: { Host: host, Origin: `http://${host}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fault: '500', path: '/api/', times: 5 }),
    });
    expect(answer.status).toBe(421);
    expect((await fetch(`${server.base}/api/commerce/cart`)).status).toBe(200);
  });

  it('answers the loopback names on its port and the allowed origins’ host', async () => {
    const port = server.port;
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `LOCALHOST:${port}`,
      `[::1]:${port}`,
      'shop.example.test',
    ]) {
      const answer = await inspect('/__vitrine/requests', host);
      expect(answer.status, host).toBe(200);
    }
  });
});

describe('no crumb or token in any inspector page or JSON', () => {
  const pages = [
    '/__vitrine/',
    '/__vitrine/?route=cartAddEntry',
    '/__vitrine/requests',
    '/__vitrine/requests?route=/api/',
    '/__vitrine/stored',
    '/__vitrine/submissions',
    '/__vitrine/restock',
    '/__vitrine/collected',
    '/__vitrine/collected.json',
    '/__vitrine/collected?kind=error-report',
  ];

  it('after a visitor adds to cart, tracks an event, signs up for a restock and a member signs in', async () => {
    const { crumb } = server;
    const visitor = { Cookie: server.cookies(), 'X-CSRF-Token': crumb };
    const add = await fetch(`${server.base}/api/commerce/cart/entries`, {
      method: 'POST',
      headers: { ...visitor, 'Content-Type': 'application/json' },
      body: JSON.stringify({ itemId: 'ceramic-mug', quantity: 1 }),
    });
    expect(add.status).toBe(200);
    const event = await fetch(`${server.base}/api/events/RecordEvent`, {
      method: 'POST',
      headers: { Cookie: server.cookies() },
      body: new URLSearchParams({ crumb, eventName: 'page_view', data: '{"pagePath":"/"}' }),
    });
    expect(event.status).toBe(202);
    const token = await captchaToken(server, 'PRODUCT_WAITLIST_SUBMISSION');
    const signUp = await fetch(`${server.base}/api/site-users/account/notifications/restock`, {
      method: 'POST',
      headers: { ...visitor, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        productId: 'wool-scarf',
        variantId: '2',
        siteVisitorEmail: 'ada@example.com',
        isJoinMailingList: false,
        recaptchaEnterpriseV3Token: token,
      }),
    });
    expect(signUp.status).toBe(204);
    // A page that reports an error quoting the crumb: the crumb is cut out wherever it is.
    const report = await fetch(`${server.base}/api/record-javascript-errors`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify([{ event: 'error', data: { message: `bad crumb ${crumb}` }, timestamp: 1 }]),
    });
    expect(report.status).toBe(204);
    const session = await signIn(server, DEMO_MEMBER);
    const locale = await fetch(`${server.base}/api/site-users/account/locale`, {
      method: 'POST',
      headers: { Cookie: `crumb=${session}`, 'X-CSRF-Token': session, 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'fr-FR' }),
    });
    expect(locale.status).toBe(204);

    const secrets = [crumb, session, token, DEMO_MEMBER.password];
    for (const page of pages) {
      const text = await (await fetch(`${server.base}${page}`)).text();
      for (const secret of secrets) expect(text.includes(secret), `${page} shows ${secret}`).toBe(false);
    }
    // What was received is still listed, the secrets in it marked.
    const list = (await (await fetch(`${server.base}/__vitrine/requests`)).json()) as Array<{
      route: string;
      headers: Record<string, string>;
      body: string | null;
    }>;
    const byRoute = (route: string) => list.find((r) => r.route === route)!;
    expect(byRoute('cartAddEntry').headers['x-csrf-token']).toBe('[redacted]');
    expect(JSON.parse(byRoute('cartAddEntry').body!)).toEqual({ itemId: 'ceramic-mug', quantity: 1 });
    expect(new URLSearchParams(byRoute('trackerRecordEvent').body!).get('crumb')).toBe('[redacted]');
    expect(JSON.parse(byRoute('sessionLogin').body!)).toMatchObject({
      email: DEMO_MEMBER.email,
      password: '[redacted]',
    });
    expect(JSON.parse(byRoute('restockSignUp').body!)).toMatchObject({
      recaptchaEnterpriseV3Token: '[redacted]',
    });
    const reports = await (await fetch(`${server.base}/__vitrine/collected.json?kind=error-report`)).json();
    expect(reports[0].payload.data.message).toBe('bad crumb [redacted]');
  });
});

describe('every fault the inspector offers can be armed', () => {
  it("the README's faults are the ones it offers and takes", () => {
    const readme = readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'docs', 'integrators', 'fixture-server.md'),
      'utf8',
    );
    const sentence = /where F is (.*?)\. A route plays only/s.exec(readme)?.[1] ?? '';
    const listed = [...sentence.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(listed).toEqual([...FAULTS]);
  });

  it('each target of the page’s form, with each fault it offers for it, and refuses the rest', async () => {
    const window = new Window();
    window.document.write(await (await fetch(`${server.base}/__vitrine/`)).text());
    const doc = window.document;
    const faults = [...doc.querySelectorAll('#arm-fault-fault option')].map((o) => o.getAttribute('value'));
    expect(faults).toEqual([...FAULTS]);
    const targets = [...doc.querySelectorAll('#arm-fault-route option')].map((o) => ({
      value: o.getAttribute('value')!,
      plays: o.getAttribute('data-faults')!.split(' '),
    }));
    expect(targets.map((t) => t.value)).toContain('path:/instalment-modals/');
    for (const { value, plays } of targets) {
      for (const fault of FAULTS) {
        // What the page's script sends for this choice.
        const target = value.startsWith('path:') ? { path: value.slice(5) } : value ? { route: value } : {};
        const res = await fetch(`${server.base}/__vitrine/faults`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: server.base },
          body: JSON.stringify({ fault, times: 1, ...target }),
        });
        expect(res.status, `${value} ${fault}`).toBe(plays.includes(fault) ? 200 : 400);
        await fetch(`${server.base}/__vitrine/faults`, {
          method: 'DELETE',
          headers: { Origin: server.base },
        });
      }
    }
  });

  it('the instalment modal host plays what it was armed with from the page', async () => {
    const arm = await fetch(`${server.base}/__vitrine/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.base },
      body: JSON.stringify({ fault: '500', times: 1, path: '/instalment-modals/' }),
    });
    expect(arm.status).toBe(200);
    expect((await fetch(`${server.base}/instalment-modals/en_US.html`)).status).toBe(500);
    expect((await fetch(`${server.base}/instalment-modals/en_US.html`)).status).toBe(200);
  });

  it('refuses a count that is not a whole number from 1 to 1000, saying so', async () => {
    for (const times of [0, 2.5, 1001]) {
      const res = await fetch(`${server.base}/__vitrine/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.base },
        body: JSON.stringify({ fault: '500', times }),
      });
      expect(res.status, String(times)).toBe(400);
      expect((await res.json()).message).toMatch(/times/);
    }
  });
});
