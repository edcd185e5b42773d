// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CollectedRecord } from '../../../fixtures/server/state/collectedRepository.ts';
import { type RunningServer, startServer } from './startServer.ts';

// The collected list is bounded like every stored table: a server left running keeps the newest.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ keepRows: 3 });
});
afterAll(() => server.close());

it('keeps only the newest collected rows', async () => {
  for (const id of ['i1', 'i2', 'i3', 'i4', 'i5']) {
    const res = await fetch(`${server.base}/api/census/RecordQuickView/${id}`, { method: 'POST' });
    expect(res.status).toBe(204);
  }
  const list = (await (await fetch(`${server.base}/__vitrine/collected.json`)).json()) as CollectedRecord[];
  expect(list.map((r) => r.payload)).toEqual([{ id: 'i5' }, { id: 'i4' }, { id: 'i3' }]);
  expect((server.db.prepare('SELECT count(*) AS n FROM collected').get() as { n: number }).n).toBe(3);
});
