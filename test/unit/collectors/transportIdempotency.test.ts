// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CollectedRecord } from '../../../fixtures/server/state/collectedRepository.ts';
import { type RunningServer, startServer } from '../server/startServer.ts';

// The server half of "exactly once": the transport delivers at least once, each beacon with its
// event id in ?eid=; the fixture server stores each (kind, eid, place in the array) once and
// answers a re-delivery like the first.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.db.exec('DELETE FROM collected');
});

const TEXT = 'text/plain;charset=UTF-8';
const post = (path: string, body: string, type = TEXT) =>
  fetch(`${server.base}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body });

async function collected(kind: string): Promise<CollectedRecord[]> {
  return (await (
    await fetch(`${server.base}/__vitrine/collected.json?kind=${kind}&limit=500`)
  ).json()) as CollectedRecord[];
}

/**
 * Rows in the whole database but the request log (which logs every request, deliveries alike):
 * what an arrival added anywhere, so a second copy in a table of its own would show.
 */
function storedRows(): number {
  const tables = server.db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('requests', 'sqlite_sequence')",
    )
    .all() as Array<{ name: string }>;
  return tables.reduce(
    (sum, { name }) =>
      sum + (server.db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n,
    0,
  );
}

const page = { visitorCookie: 'v-1', pagePath: '/shop/jacket' };
const report = (i: number) => ({
  event: 'error',
  data: { message: `boom ${i}`, pagePath: '/p' },
  timestamp: i,
});
const perf = (i: number) => ({
  app: 'vitrine',
  data: { pagePath: '/p' },
  event: 'page_speed',
  pageLoadId: 'l',
  ts: i,
});

const trackerEvent = {
  eventSchemaName: 'page_view',
  eventContent: JSON.stringify({ analytics_id: 'an-1', page_path: '/p' }),
};

describe('a beacon delivered twice is stored once', () => {
  // Every endpoint a collector sends to through the transport (src/collectors), with a body it takes.
  it.each([
    ['/api/census/button-click', 'button-click', JSON.stringify(page), TEXT],
    ['/api/census/button-render', 'button-render', JSON.stringify(page), TEXT],
    ['/api/census/overlay', 'overlay', JSON.stringify(page), TEXT],
    ['/api/census/form-render', 'form-render', JSON.stringify({ formId: 'f1', ...page }), TEXT],
    ['/api/census/RecordQuickView/item-1', 'quick-view', '', TEXT],
    [
      '/api/census/RecordHit',
      'census-hit',
      new URLSearchParams({ event: 'view', data: '{"pagePath":"/p"}', ss_cvr: '' }).toString(),
      'application/x-www-form-urlencoded',
    ],
    ['/api/v1/clanker/events', 'tracker-event', JSON.stringify(trackerEvent), TEXT],
    ['/api/record-javascript-errors', 'error-report', JSON.stringify([report(1)]), TEXT],
    ['/api/1/performance/records', 'performance', JSON.stringify([perf(1)]), TEXT],
  ])(
    '%s: the same eid twice → one %s row in the whole database, both answered 204',
    async (path, kind, body, type) => {
      const eid = crypto.randomUUID();
      const before = storedRows();
      expect((await post(`${path}?eid=${eid}`, body, type)).status).toBe(204);
      expect((await post(`${path}?eid=${eid}`, body, type)).status).toBe(204);
      expect(await collected(kind)).toHaveLength(1);
      // Stored once in all: no table but `collected` keeps a copy.
      expect(storedRows() - before).toBe(1);
      // Another id is another event.
      await post(`${path}?eid=${crypto.randomUUID()}`, body, type);
      expect(await collected(kind)).toHaveLength(2);
    },
  );

  it('an array keeps each of its records once, and nowhere else', async () => {
    const eid = crypto.randomUUID();
    const before = storedRows();
    const body = JSON.stringify([report(1), report(2), report(3)]);
    for (let i = 0; i < 3; i += 1) {
      expect((await post(`/api/record-javascript-errors?eid=${eid}`, body)).status).toBe(204);
    }
    expect(
      (await collected('error-report')).map((r) => (r.payload as { timestamp: number }).timestamp),
    ).toEqual([3, 2, 1]);
    expect(storedRows() - before).toBe(3);
    const perfEid = crypto.randomUUID();
    const perfBody = JSON.stringify([perf(1), perf(2)]);
    await post(`/api/1/performance/records?eid=${perfEid}`, perfBody);
    await post(`/api/1/performance/records?eid=${perfEid}`, perfBody);
    expect(await collected('performance')).toHaveLength(2);
    expect(storedRows() - before).toBe(5);
  });

  it('without an eid (curl, other clients) every arrival is stored, as before', async () => {
    await post('/api/census/overlay', JSON.stringify(page));
    await post('/api/census/overlay', JSON.stringify(page));
    expect(await collected('overlay')).toHaveLength(2);
  });

  it('an eid that is not an event id is refused, naming it', async () => {
    const res = await post('/api/census/overlay?eid=%3Cscript%3E', JSON.stringify(page));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/eid must be an event id/);
    expect(await collected('overlay')).toHaveLength(0);
  });
});
