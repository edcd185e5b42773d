// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.fixture.faults.clear());

function arm(body: string, headers: Record<string, string>) {
  return fetch(`${server.base}/__vitrine/faults`, { method: 'POST', headers, body });
}

const armCart500 = JSON.stringify({ fault: '500', path: '/api/commerce/cart', times: 1 });

describe('arming a fault from outside the inspector', () => {
  it('refuses a text/plain body, which any web page can send without a preflight', async () => {
    const res = await arm(armCart500, { 'Content-Type': 'text/plain' });
    expect(res.status).toBe(415);
    expect((await fetch(`${server.base}/api/commerce/cart`)).status).toBe(200);
  });

  it('refuses JSON from a page on another origin', async () => {
    const res = await arm(armCart500, { 'Content-Type': 'application/json', Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await fetch(`${server.base}/api/commerce/cart`)).status).toBe(200);
  });

  it("takes JSON from the server's own origin, as the inspector page sends it", async () => {
    const res = await arm(armCart500, { 'Content-Type': 'application/json', Origin: server.base });
    expect(res.status).toBe(200);
    expect((await fetch(`${server.base}/api/commerce/cart`)).status).toBe(500);
    expect((await fetch(`${server.base}/api/commerce/cart`)).status).toBe(200);
  });
});
