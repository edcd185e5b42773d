// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedRequest } from '../../../fixtures/server/http/requestLog.ts';
import { type RunningServer, startServer } from './startServer.ts';

// What sendBeacon sends: no custom header (so no crumb), a string as text/plain or
// URLSearchParams as form-encoded. Each is checked, stored, and answered 204.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** What the one `collected` table keeps of a kind, oldest first. */
const stored = (kind: string) =>
  (
    server.db.prepare('SELECT payload FROM collected WHERE kind = ? ORDER BY id').all(kind) as Array<{
      payload: string;
    }>
  ).map((r) => JSON.parse(r.payload) as unknown);

function beacon(path: string, body: string | URLSearchParams, type?: string) {
  return fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: type ? { 'Content-Type': type } : {},
    body,
  });
}

describe('census hits', () => {
  it('takes a form-encoded hit without a crumb', async () => {
    const hit = new URLSearchParams({
      event: 'view',
      data: JSON.stringify({ pagePath: '/shop' }),
      ss_cvr: 'abc-123|1700000000|1700000000|1700000500|2',
    });
    const res = await beacon('/api/census/RecordHit', hit);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(stored('census-hit')).toEqual([
      { event: 'view', data: { pagePath: '/shop' }, ss_cvr: 'abc-123|1700000000|1700000000|1700000500|2' },
    ]);
  });

  it('refuses a malformed visit cookie or data that is not JSON, naming the field', async () => {
    const bad = await beacon(
      '/api/census/RecordHit',
      new URLSearchParams({ event: 'view', data: '{}', ss_cvr: 'x|0' }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/ss_cvr/);
    const notJson = await beacon(
      '/api/census/RecordHit',
      new URLSearchParams({ event: 'view', data: 'nope' }),
    );
    expect((await notJson.json()).message).toMatch(/data must be a JSON object/);
  });
});

describe('performance records', () => {
  const event = { app: 'vitrine', event: 'page_speed', pageLoadId: 'p1', ts: 1, data: { lcp: 1200 } };

  it('takes a JSON array sent as text/plain', async () => {
    const res = await beacon(
      '/api/1/performance/records',
      JSON.stringify([event, { ...event, event: 'a11y' }]),
      'text/plain;charset=UTF-8',
    );
    expect(res.status).toBe(204);
    expect(stored('performance')).toEqual([event, { ...event, event: 'a11y' }]);
  });

  it('refuses an event kind the spec does not have, and an empty batch', async () => {
    const res = await beacon(
      '/api/1/performance/records',
      JSON.stringify([{ ...event, event: 'paint' }]),
      'text/plain',
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Invalid request body\. 0\.event:/);
    expect((await beacon('/api/1/performance/records', '[]', 'text/plain')).status).toBe(400);
  });
});

describe('javascript error reports', () => {
  it('takes up to 20 reports a request and ignores a crumb fault it cannot play', async () => {
    const report = { event: 'error', data: { message: 'x is undefined' }, timestamp: 1 };
    const res = await fetch(`${server.base}/api/record-javascript-errors`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Vitrine-Fault': 'crumb' },
      body: JSON.stringify([report]),
    });
    expect(res.status).toBe(204);
    expect(stored('error-report')).toEqual([report]);
    const tooMany = await beacon(
      '/api/record-javascript-errors',
      JSON.stringify(Array(21).fill(report)),
      'text/plain',
    );
    expect(tooMany.status).toBe(400);
  });

  it('logs what arrived, so an e2e test can assert on it', async () => {
    const list = (await (
      await fetch(`${server.base}/__vitrine/requests?route=recordErrors`)
    ).json()) as LoggedRequest[];
    expect(list.map((r) => `${r.status} ${r.fault}`)).toEqual(['400 null', '204 null']);
  });
});
