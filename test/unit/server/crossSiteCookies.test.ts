// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './startServer.ts';

// A page of another site (another host name, not just another port) gets the API's cookies as
// cross-site cookies it can keep; a page of the API's own host keeps SameSite=Lax.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ allowedOrigins: ['https://shop.example.test'] });
});
afterAll(() => server.close());

function crumbFor(origin: string) {
  return fetch(`${server.base}/api/commerce/crumb`, { headers: { Origin: origin } });
}

describe('the API’s cookies for a page of another site', () => {
  it.each(['http://localhost:5173', 'https://shop.example.test'])(
    'a page on %s gets SameSite=None; Secure; Partitioned, and the crumb in the body',
    async (origin) => {
      const res = await crumbFor(origin);
      const [set] = res.headers.getSetCookie();
      expect(set).toMatch(/^crumb=[0-9a-f]{32}; Path=\/; Max-Age=86400; SameSite=None; Secure; Partitioned$/);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(await res.json()).toEqual({ crumb: /^crumb=([0-9a-f]{32})/.exec(set!)![1] });
    },
  );

  it('a page on the API’s own host, any port, keeps SameSite=Lax', async () => {
    for (const origin of [server.base, 'http://127.0.0.1:5173']) {
      const [set] = (await crumbFor(origin)).headers.getSetCookie();
      expect(set).toMatch(/; SameSite=Lax$/);
    }
  });

  it('a page of a site not allowed reads nothing: no CORS headers, and Lax cookies', async () => {
    const res = await crumbFor('http://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.getSetCookie()[0]).toMatch(/; SameSite=Lax$/);
  });
});
