// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoggedRequest } from '../../../fixtures/server/http/requestLog.ts';
import { type RunningServer, startServer } from './startServer.ts';

// A fixture server left running for days must not fill the disk: every table keeps its newest rows.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ keepRows: 5 });
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const count = (table: string) =>
  (server.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('bounded storage', () => {
  it('keeps only the newest requests in the log', async () => {
    for (let i = 0; i < 8; i += 1) await fetch(`${server.base}/api/commerce/cart?n=${i}`);
    const list = (await (await fetch(`${server.base}/__vitrine/requests`)).json()) as LoggedRequest[];
    expect(list.map((r) => r.query)).toEqual(['?n=7', '?n=6', '?n=5', '?n=4', '?n=3']);
    expect(count('requests')).toBe(5);
  });

  it('drops expired crumbs and keeps at most the newest ones', async () => {
    for (let i = 0; i < 8; i += 1) await fetch(`${server.base}/`);
    expect(count('crumbs')).toBeLessThanOrEqual(5);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 24 * 60 * 60 * 1000 });
    await fetch(`${server.base}/`);
    expect(count('crumbs')).toBe(1);
  });
});
