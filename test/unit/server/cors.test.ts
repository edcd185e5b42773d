// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, type RunningServer, startServer } from './startServer.ts';

// A storefront page on one origin calling the API on another, with the visitor's cookies.
let server: RunningServer;
let second: Server;
let secondBase: string;

beforeAll(async () => {
  server = await startServer({ allowedOrigins: ['https://shop.example.test'] });
  second = createServer(server.fixture.handler);
  await new Promise<void>((resolve) => second.listen(0, '127.0.0.1', resolve));
  secondBase = `http://localhost:${(second.address() as AddressInfo).port}`;
});
afterAll(async () => {
  second.closeAllConnections();
  await new Promise((resolve) => second.close(resolve));
  await server.close();
});

function preflight(path: string, origin: string, method = 'POST') {
  return fetch(`${server.base}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'content-type, x-csrf-token',
    },
  });
}

describe('CORS on the API', () => {
  it('answers a preflight from a local page with the route method and the headers the client sends', async () => {
    const res = await preflight('/api/commerce/cart/entries', secondBase);
    expect(res.status).toBe(204);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'access-control-allow-origin': secondBase,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type, X-CSRF-Token, X-Vitrine-Fault',
      'access-control-max-age': '600',
      vary: 'Origin',
    });
  });

  it('answers a preflight for a path with a parameter, and 404 for a path no route has', async () => {
    const res = await preflight('/api/forms/contact-form/validate', 'http://127.0.0.1:5173');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST');
    expect((await preflight('/api/nothing-here', secondBase)).status).toBe(404);
  });

  it('lets a configured origin read the answer with credentials', async () => {
    const res = await fetch(`${server.base}/api/commerce/cart`, {
      headers: { Origin: 'https://shop.example.test' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.example.test');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('gives an origin it does not know no CORS headers at all', async () => {
    const pre = await preflight('/api/commerce/cart/entries', 'https://evil.example');
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toBeNull();
    const res = await fetch(`${server.base}/api/commerce/cart`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('carries CORS headers on refusals too, so the page can read the message', async () => {
    const res = await fetch(`${server.base}/api/commerce/cart/entries`, {
      method: 'POST',
      headers: { Origin: secondBase, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe(secondBase);
  });

  it('serves the same API and database on a second port', async () => {
    const added = await fetch(`${secondBase}/api/commerce/cart/entries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': server.crumb, Cookie: server.cookies() },
      body: JSON.stringify({ itemId: 'ceramic-mug', quantity: 2 }),
    });
    expect(added.status).toBe(200);
    const cart = await fetch(`${server.base}/api/commerce/cart`, {
      headers: { Cookie: cookieFrom(added, 'ss_cart') },
    });
    expect(await cart.json()).toMatchObject({ totalQuantity: 2 });
  });
});
