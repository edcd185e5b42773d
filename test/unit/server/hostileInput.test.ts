// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BODY_LIMIT } from '../../../fixtures/server/http/bodyLimits.ts';
import { MAX_JSON_DEPTH } from '../../../fixtures/server/http/decodeBody.ts';
import { MAX_HEADER_BYTES, MAX_URL_BYTES } from '../../../fixtures/server/http/requestLimits.ts';
import type { AnyRoute } from '../../../src/api/routes.ts';
import { routeList } from '../../../src/api/routes.ts';
import { type RawAnswer, rawRequest } from './rawHttp.ts';
import { type RunningServer, startServer } from './startServer.ts';

// What a hostile client sends, at every route of the table and the server's other doors: each
// is refused with a 4xx whose body is JSON naming the reason; nothing is a 5xx, nothing a reset.
let server: RunningServer;
let consoleErrors: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  server = await startServer({ captchaSiteKey: null });
  consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(async () => {
  consoleErrors.mockRestore();
  await server.close();
});

const pathOf = (route: AnyRoute) => route.path.replace(/\{\w+\}/g, 'x');
const withBody = routeList.filter((r) => r.method !== 'GET');
const CONTENT_TYPE = {
  json: 'application/json',
  text: 'text/plain',
  form: 'application/x-www-form-urlencoded',
};

/** The route's own content type, and the visitor's crumb, so the refusal is the body's own. */
function send(route: AnyRoute, body: Buffer | string, target = pathOf(route)) {
  return rawRequest(server.port, {
    method: route.method,
    target,
    headers: {
      'Content-Type': route.encoding === 'none' ? 'application/json' : CONTENT_TYPE[route.encoding],
      'X-CSRF-Token': server.crumb,
      Cookie: server.cookies(),
    },
    body,
  });
}

/** A clear refusal: the status asked for (or any 4xx), no reset, a JSON body with a message. */
function refused(answer: RawAnswer, what: string, status?: number) {
  expect(answer.reset, `${what}: reset`).toBeUndefined();
  expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBeDefined();
  if (status !== undefined) expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBe(status);
  expect(answer.status! >= 400 && answer.status! < 500, `${what}: ${answer.status}`).toBe(true);
  expect(answer.headers['content-type'], what).toMatch(/^application\/json/);
  const parsed = JSON.parse(answer.body) as { message?: unknown };
  expect(typeof parsed.message === 'string' && parsed.message.length > 0, what).toBe(true);
  return parsed.message as string;
}

/** Anything but a 5xx or a reset, and a JSON message on any refusal. */
function survived(answer: RawAnswer, what: string) {
  expect(answer.reset, `${what}: reset`).toBeUndefined();
  expect(answer.status, what).toBeDefined();
  expect(answer.status!, `${what}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
  if (answer.status! >= 400) refused(answer, what);
}

const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

describe('JSON nested deeper than the limit', () => {
  it(`is refused 400 naming the limit (${MAX_JSON_DEPTH}) at every route that reads a body`, async () => {
    for (const route of withBody) {
      for (const [name, deep] of [
        // 10 000 levels: still under the body limit once percent-encoded in a form field.
        ['array', deepArray(10_000)],
        ['object', deepObject(4000)],
      ] as const) {
        const body =
          route.encoding === 'form'
            ? `data=${encodeURIComponent(deep)}&event=x&eventName=x`
            : `{"data":${deep}}`;
        const answer = await send(route, body);
        const what = `${route.name} ${name}`;
        if (route.encoding === 'none') survived(answer, what);
        else expect(refused(answer, what, 400), what).toMatch(/deeper than 64 levels/);
      }
    }
  });

  it('inside JSON text a field carries (census data, form values) too', async () => {
    const census = routeList.find((r) => r.name === 'censusHit')!;
    const form = routeList.find((r) => r.name === 'formSave')!;
    const inner = JSON.stringify({ form: `{"a":${deepArray(100)}}`, formId: 'x', key: 'k' });
    expect(refused(await send(form, inner), 'formSave', 400)).toMatch(/deeper than 64/);
    const hit = `event=x&data=${encodeURIComponent(`{"a":${deepArray(100)}}`)}`;
    expect(refused(await send(census, hit), 'censusHit', 400)).toMatch(/deeper than 64/);
  });

  it('a body at the limit still goes through to its checks', async () => {
    const prefs = routeList.find((r) => r.name === 'commercePreferencesUpdate')!;
    const answer = await send(prefs, `{"a":${deepArray(MAX_JSON_DEPTH - 1)}}`);
    expect(answer.status).toBe(200);
  });
});

describe('text that is not UTF-8', () => {
  it('is refused 400 at every route that reads a body, and never stored as U+FFFD', async () => {
    const invalid = Buffer.concat([Buffer.from('{"'), Buffer.from([0xff, 0xfe]), Buffer.from('":1}')]);
    for (const route of withBody) {
      expect(refused(await send(route, invalid), route.name, 400)).toBe('Request body is not valid UTF-8.');
    }
    const prefs = await fetch(`${server.base}/api/v1/commerce-preferences/x`);
    expect(await prefs.text()).not.toContain('\uFFFD');
  });

  it('nor a lone surrogate escaped in JSON, nor %FF in a form body or a query string', async () => {
    const prefs = routeList.find((r) => r.name === 'commercePreferencesUpdate')!;
    expect(refused(await send(prefs, '{"\\ud800":1}'), 'surrogate', 400)).toMatch(/not valid Unicode/);
    const census = routeList.find((r) => r.name === 'censusHit')!;
    expect(refused(await send(census, 'event=%FF&data=%7B%7D'), 'form', 400)).toMatch(/UTF-8/);
    const stock = await fetch(`${server.base}/api/commerce/inventory/stock?itemId=%FF`);
    expect(stock.status).toBe(400);
    expect((await stock.json()).message).toMatch(/Query string is not valid percent-encoded UTF-8/);
  });
});

describe('bodies over the limit', () => {
  it('are refused 413 naming the limit at every route, and the client reads it', async () => {
    const huge = `{"pad":"${'x'.repeat(1_050_000)}"}`;
    for (const route of withBody) {
      expect(refused(await send(route, huge), route.name, 413)).toMatch(/^Request body over \d+ bytes\.$/);
    }
  });

  it(`take ${DEFAULT_BODY_LIMIT} bytes where a bigger body has no use (commerce preferences)`, async () => {
    const prefs = routeList.find((r) => r.name === 'commercePreferencesUpdate')!;
    const big = `{"pad":"${'x'.repeat(DEFAULT_BODY_LIMIT)}"}`;
    expect(refused(await send(prefs, big), 'preferences', 413)).toBe(
      `Request body over ${DEFAULT_BODY_LIMIT} bytes.`,
    );
  });
});

/** Every door: the API table, the pages, the bundle, the inspector and the stand-ins. */
const doors = [
  ...routeList.map((r) => pathOf(r)),
  '/',
  '/shop/linen-shirt',
  '/static/loader.js',
  '/assets/demo.css',
  '/__vitrine/',
  '/__vitrine/requests',
  '/instalment-modals/en_US.html',
  '/stand-ins/captcha/token',
];

describe('long URLs and headers', () => {
  it(`a URL over ${MAX_URL_BYTES} bytes is refused 414 at every door, up to 100 KB`, async () => {
    for (const path of doors) {
      for (const pad of [MAX_URL_BYTES, 60_000, 100_000]) {
        const answer = await rawRequest(server.port, { target: `${path}?q=${'x'.repeat(pad)}` });
        expect(refused(answer, `${path} +${pad}`, 414)).toMatch(/URLs of at most 8192 bytes/);
      }
    }
  });

  it('a request line past what the server reads at all still gets a JSON 431, not a reset', async () => {
    for (const path of ['/api/commerce/cart', '/', '/__vitrine/']) {
      for (const pad of [200_000, 1_000_000]) {
        const answer = await rawRequest(server.port, { target: `${path}${'a'.repeat(pad)}` });
        expect(refused(answer, `${path} +${pad}`, 431)).toMatch(/at most 8192 bytes/);
      }
    }
  });

  it(`header fields over ${MAX_HEADER_BYTES} bytes are refused 431, however long`, async () => {
    for (const path of doors) {
      const answer = await rawRequest(server.port, {
        target: path,
        headers: { 'X-Pad': 'x'.repeat(20_000) },
      });
      expect(refused(answer, path, 431)).toMatch(/at most 16384 bytes of header fields/);
    }
    const many = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`X-Pad-${i}`, 'x'.repeat(60)]));
    refused(await rawRequest(server.port, { target: '/api/commerce/cart', headers: many }), 'many', 431);
    const huge = await rawRequest(server.port, {
      target: '/api/commerce/cart',
      headers: { 'X-Pad': 'x'.repeat(500_000) },
    });
    refused(huge, 'huge', 431);
  });

  it('a request that is not HTTP, or names no readable URL, is a JSON 400', async () => {
    refused(await rawRequest(server.port, { target: 'http://[/api/commerce/cart' }), 'absolute', 400);
    refused(await rawRequest(server.port, { method: 'GE T', target: '/' }), 'method', 400);
  });
});

describe('after all of it', () => {
  it('the server answered no 5xx, logged no failure and still serves', async () => {
    expect(consoleErrors).not.toHaveBeenCalled();
    const statuses = server.db.prepare('SELECT status FROM requests WHERE status >= 500').all();
    expect(statuses).toEqual([]);
    expect((await fetch(`${server.base}/api/commerce/cart`)).status).toBe(200);
  });
});
