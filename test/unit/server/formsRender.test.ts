// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

function post(body: unknown, type = 'text/plain') {
  return fetch(`${server.base}/api/census/form-render`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: JSON.stringify(body),
  });
}

describe('the form-render census call', () => {
  it('is kept once, as kind form-render, answered 204 without a crumb', async () => {
    const hit = {
      formId: 'contact-form',
      visitorCookie: 'v-123',
      pagePath: '/contact',
      pageTitle: 'Contact',
    };
    expect((await post(hit)).status).toBe(204);
    const rows = server.db.prepare('SELECT kind, page, visitor, payload FROM collected').all() as Array<{
      kind: string;
      page: string;
      visitor: string;
      payload: string;
    }>;
    expect(rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) }))).toEqual([
      { kind: 'form-render', page: '/contact', visitor: 'v-123', payload: hit },
    ]);
  });

  it('refuses a hit without a form id, or with a field it does not know', async () => {
    const missing = await post({ visitorCookie: 'v' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/formId/);
    expect((await post({ formId: 'f', visitorCookie: 'v', extra: 1 })).status).toBe(400);
  });
});
