import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type APIRequestContext, test as base } from '@playwright/test';
import { createFixtureServer } from '../../fixtures/server/createServer.ts';
import { openDatabase } from '../../fixtures/server/db.ts';
import type { LoggedRequest } from '../../fixtures/server/requestLog.ts';

const repo = join(import.meta.dirname, '..', '..');

export interface FixtureServerHandle {
  /** http://127.0.0.1:PORT */
  url: string;
  /** the same server under another origin (localhost instead of 127.0.0.1) */
  otherOrigin: string;
  /** what the server received, newest first */
  received(): Promise<LoggedRequest[]>;
}

/**
 * Each worker gets its own fixture server on an ephemeral port with an in-memory
 * database, so tests never see each other's carts or requests.
 */
export const test = base.extend<{ site: FixtureServerHandle }, { server: { port: number } }>({
  server: [
    async ({}, use) => {
      const { server } = createFixtureServer({
        db: openDatabase(':memory:'),
        distDir: join(repo, 'dist'),
        siteDir: join(repo, 'fixtures', 'site'),
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      await use({ port: (server.address() as AddressInfo).port });
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  site: async ({ server, request }, use) => {
    const url = `http://127.0.0.1:${server.port}`;
    await request.delete(`${url}/__vitrine/requests`);
    await use({
      url,
      otherOrigin: `http://localhost:${server.port}`,
      received: async () =>
        (await (await request.get(`${url}/__vitrine/requests`)).json()) as LoggedRequest[],
    });
  },
});

export { expect } from '@playwright/test';

/** Add an entry through the real API, as a visitor's browser would (crumb cookie + header). */
export async function addToCart(
  request: APIRequestContext,
  baseUrl: string,
  body: { itemId: string; sku?: string; quantity: number },
) {
  const page = await request.get(`${baseUrl}/`);
  const crumb = (await request.storageState()).cookies.find((c) => c.name === 'crumb')?.value;
  if (!page.ok() || !crumb) throw new Error('the fixture server gave no crumb cookie');
  const res = await request.post(`${baseUrl}/api/commerce/cart/entries`, {
    data: body,
    headers: { 'X-CSRF-Token': crumb },
  });
  if (!res.ok()) throw new Error(`add to cart failed: ${res.status()} ${await res.text()}`);
  return res.json();
}
