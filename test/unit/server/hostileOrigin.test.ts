// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Encoding } from '../../../src/api/route.ts';
import { routeList } from '../../../src/api/routes.ts';
import { type RunningServer, startServer } from './startServer.ts';

// A page of another site may neither read the API's answers (CORS) nor change anything: every
// state-changing route, the API's and the demo store's own, refuses a foreign Origin with 403.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ allowedOrigins: ['https://shop.example.test'] });
});
afterAll(() => server.close());

const CONTENT_TYPES: Record<Encoding, string | undefined> = {
  none: undefined,
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  text: 'text/plain;charset=UTF-8',
};

const mutating = routeList.filter((r) => r.method !== 'GET');

/** Send a route's call as a browser page on `origin` would, with the visitor's valid crumb. */
function call(route: (typeof routeList)[number], origin: string | undefined) {
  const type = CONTENT_TYPES[route.encoding];
  const body = route.encoding === 'form' ? 'event=view' : route.encoding === 'none' ? undefined : '{}';
  return fetch(`${server.base}${route.path.replace(/\{\w+\}/g, 'x')}`, {
    method: route.method,
    headers: {
      ...(origin === undefined ? {} : { Origin: origin }),
      ...(type ? { 'Content-Type': type } : {}),
      'X-CSRF-Token': server.crumb,
      Cookie: server.cookies(),
    },
    body,
  });
}

/** Rows of every table but the request log: what a refused call must leave as it was. */
function rowCounts(): Record<string, number> {
  const tables = server.db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('requests', 'sqlite_sequence')",
    )
    .all() as Array<{ name: string }>;
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (server.db.prepare(`SELECT count(*) AS n FROM ${name}`).get() as { n: number }).n,
    ]),
  );
}

describe('a foreign Origin on a state-changing route', () => {
  it('covers every mutating route of the table', () => {
    expect(mutating.length).toBeGreaterThan(20);
    expect(mutating.map((r) => r.name)).toEqual(
      expect.arrayContaining(['cartAddEntry', 'cartUpdateEntryFields', 'censusHit', 'performanceRecords']),
    );
  });

  it.each(mutating.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: 403 from http://evil.example and from an opaque origin, nothing stored',
    async (_name, route) => {
      const before = rowCounts();
      for (const origin of ['http://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
        const res = await call(route, origin);
        expect(res.status).toBe(403);
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(await res.json()).toEqual({
          message: `A page on ${origin} may not change anything here: only this server's own pages and the allowed origins may (fixture server option --allow-origin).`,
          code: 'forbidden-origin',
        });
      }
      expect(rowCounts()).toEqual(before);
    },
  );

  it.each(mutating.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: not refused for its origin from the server’s own page, a local page, an allowed origin or a client without Origin',
    async (_name, route) => {
      for (const origin of [server.base, 'http://localhost:5173', 'https://shop.example.test', undefined]) {
        const res = await call(route, origin);
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        expect(body.code).not.toBe('forbidden-origin');
      }
    },
  );

  it('the demo store’s own POST and the inspector’s changes refuse it too', async () => {
    for (const [method, path] of [
      ['POST', '/checkout'],
      ['POST', '/__vitrine/faults'],
      ['DELETE', '/__vitrine/faults'],
      ['DELETE', '/__vitrine/requests'],
    ] as const) {
      const res = await fetch(`${server.base}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          Origin: 'http://evil.example',
          'Content-Type': 'application/json',
          Cookie: server.cookies(),
        },
        body: method === 'POST' ? '{"fault":"500","route":"cart","times":1}' : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});
