// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('the API router, built from the route table', () => {
  it('answers a known path called with the wrong method with 405 and the methods it takes', async () => {
    const res = await fetch(`${server.base}/api/commerce/cart`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(await res.json()).toMatchObject({ code: 'method-not-allowed' });
  });

  it('answers a path no route has with 404 JSON', async () => {
    const res = await fetch(`${server.base}/api/commerce/carts`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({
      message: 'No API route GET /api/commerce/carts.',
      code: 'not-found',
    });
  });

  it('matches a {param} to one segment, URI-decoded, and nothing longer', async () => {
    const put = (entry: string) =>
      fetch(`${server.base}/api/commerce/cart/entries/${entry}/additional-fields`, {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          'X-CSRF-Token': server.crumb,
          Cookie: server.cookies(),
        },
        body: JSON.stringify({ itemId: 'ceramic-mug', additionalFields: '{}' }),
      });
    const encoded = await put('a%2Fb');
    expect(encoded.status).toBe(404);
    expect((await encoded.json()).message).toBe('Entry "a/b" in your cart was not found.');
    expect((await put('a/b')).status).toBe(404);
    expect(await (await put('a/b')).json()).toMatchObject({
      message: expect.stringMatching(/^No API route/),
    });
  });

  it('refuses a path parameter that is not valid percent-encoding with 400', async () => {
    const res = await fetch(`${server.base}/api/forms/%E0%A4%A/validate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': server.crumb, Cookie: server.cookies() },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/percent-encoding/);
  });

  it('refuses a JSON call sent as text/plain with 415, naming the type it wants', async () => {
    const res = await fetch(`${server.base}/api/commerce/cart/entries`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-CSRF-Token': server.crumb, Cookie: server.cookies() },
      body: JSON.stringify({ itemId: 'ceramic-mug', quantity: 1 }),
    });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe('Content-Type must be application/json, not text/plain.');
  });

  it('checks the query against the route schema', async () => {
    const res = await fetch(`${server.base}/api/commerce/inventory/stock`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Invalid request query\. itemId:/);
  });
});
