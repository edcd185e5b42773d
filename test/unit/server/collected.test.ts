// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CollectedRecord } from '../../../fixtures/server/state/collectedRepository.ts';
import { type RunningServer, startServer } from './startServer.ts';

// Every collector endpoint as a browser's background send reaches it (no crumb header; text/plain
// JSON or form-encoded), read back through the inspector's JSON view of what was collected.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.db.exec('DELETE FROM collected');
});

function post(path: string, body?: string | URLSearchParams, type?: string, cookie?: string) {
  const headers: Record<string, string> = {};
  if (type) headers['Content-Type'] = type;
  if (cookie) headers.Cookie = cookie;
  return fetch(`${server.base}${path}`, { method: 'POST', headers, body });
}

async function collected(query = ''): Promise<CollectedRecord[]> {
  const res = await fetch(`${server.base}/__vitrine/collected.json${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as CollectedRecord[];
}

const page = { visitorCookie: 'v-1', pagePath: '/shop/jacket', pageTitle: 'Jacket', itemId: 'i1' };

describe('census calls with visitorCookie and page fields', () => {
  it.each([
    ['/api/census/button-click', 'button-click'],
    ['/api/census/button-render', 'button-render'],
    ['/api/census/overlay', 'overlay'],
  ])('%s stores the fields as kind %s', async (path, kind) => {
    const res = await post(path, JSON.stringify(page), 'text/plain;charset=UTF-8');
    expect(res.status).toBe(204);
    const [record] = await collected();
    expect(record).toMatchObject({ kind, page: '/shop/jacket', visitor: 'v-1', payload: page });
    expect(Date.parse(record!.at)).not.toBeNaN();
  });

  it('refuses a field the spec does not have, and a visitorCookie of the wrong type, naming them', async () => {
    const extra = await post(
      '/api/census/button-click',
      JSON.stringify({ ...page, buttonId: 'b' }),
      'text/plain',
    );
    expect(extra.status).toBe(400);
    expect((await extra.json()).message).toMatch(/buttonId/);
    const wrong = await post('/api/census/overlay', JSON.stringify({ visitorCookie: 5 }), 'text/plain');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toMatch(/visitorCookie/);
    expect(await collected()).toEqual([]);
  });

  it('keeps form-render and RecordHit in the same list, with their page and visitor', async () => {
    await post('/api/census/form-render', JSON.stringify({ formId: 'f1', ...page }), 'text/plain');
    const hit = new URLSearchParams({
      event: 'view',
      data: JSON.stringify({ pagePath: '/about' }),
      ss_cvr: 'abc|1700000000|1700000000|1700000500|2',
    });
    expect((await post('/api/census/RecordHit', hit)).status).toBe(204);
    const list = await collected();
    expect(list.map((r) => [r.kind, r.page, r.visitor])).toEqual([
      ['census-hit', '/about', 'abc'],
      ['form-render', '/shop/jacket', 'v-1'],
    ]);
  });
});

describe('RecordQuickView', () => {
  it('stores the id from the path whatever small body comes with it', async () => {
    expect((await post('/api/census/RecordQuickView/item%2F42')).status).toBe(204);
    expect(
      (await post('/api/census/RecordQuickView/i7', '{"x":1}', 'text/plain', 'SS_ANALYTICS_ID=an-9')).status,
    ).toBe(204);
    const list = await collected('?kind=quick-view');
    expect(list.map((r) => [r.payload, r.visitor])).toEqual([
      [{ id: 'i7' }, 'an-9'],
      [{ id: 'item/42' }, null],
    ]);
  });

  it('refuses an id longer than an item id can be', async () => {
    const res = await post(`/api/census/RecordQuickView/${'x'.repeat(129)}`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/id must be at most 128/);
  });
});

describe('legacy tracker RecordEvent', () => {
  const form = (crumb: string, data: unknown = { eventName: 'page view', pagePath: '/cart' }) =>
    new URLSearchParams({ crumb, eventName: 'page view', data: JSON.stringify(data) });

  it('takes the event with the visitor crumb, answers 202 and stores it without the crumb', async () => {
    const res = await post('/api/events/RecordEvent', form(server.crumb), undefined, server.cookies());
    expect(res.status).toBe(202);
    const [record] = await collected('?kind=legacy-event');
    expect(record).toMatchObject({
      kind: 'legacy-event',
      page: '/cart',
      payload: { eventName: 'page view', data: { eventName: 'page view', pagePath: '/cart' } },
    });
    expect(JSON.stringify(record)).not.toContain(server.crumb);
  });

  it('refuses a crumb that is not the crumb cookie with 401 and crumbFail', async () => {
    const mismatch = await post('/api/events/RecordEvent', form('forged'), undefined, server.cookies());
    expect(mismatch.status).toBe(401);
    expect(await mismatch.json()).toMatchObject({ code: 'crumb', crumbFail: true });
    const noCookie = await post('/api/events/RecordEvent', form(server.crumb));
    expect(noCookie.status).toBe(401);
    // a crumb the server never issued, even when field and cookie agree
    const unknown = await post('/api/events/RecordEvent', form('made-up'), undefined, 'crumb=made-up');
    expect(unknown.status).toBe(401);
    expect(await collected()).toEqual([]);
  });

  it('refuses data that is not a JSON object and a missing event name', async () => {
    const bad = new URLSearchParams({ crumb: server.crumb, eventName: 'x', data: '[1]' });
    const res = await post('/api/events/RecordEvent', bad, undefined, server.cookies());
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/data must be a JSON object/);
    const noName = new URLSearchParams({ crumb: server.crumb, data: '{}' });
    const res2 = await post('/api/events/RecordEvent', noName, undefined, server.cookies());
    expect(res2.status).toBe(400);
    expect((await res2.json()).message).toMatch(/eventName/);
  });
});

describe('new tracker', () => {
  const content = {
    analytics_id: 'an-1',
    page_path: '/shop',
    page_host: 'example.com',
    window_height: 800,
    window_width: 1280,
    event_occurrence_timestamp: 1_700_000_000_000,
    page_query_params: { q: 'wool' },
  };
  const envelope = { eventSchemaName: 'page_view', eventContent: JSON.stringify(content) };

  it('stores the envelope with its content parsed, by beacon (text/plain) or XHR (JSON)', async () => {
    expect((await post('/api/v1/clanker/events', JSON.stringify(envelope), 'text/plain')).status).toBe(204);
    expect((await post('/api/v1/clanker/events', JSON.stringify(envelope), 'application/json')).status).toBe(
      204,
    );
    const list = await collected('?kind=tracker-event');
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      page: '/shop',
      visitor: 'an-1',
      payload: { eventSchemaName: 'page_view', eventContent: content },
    });
  });

  it('refuses content that is not a JSON string, of the wrong type, or with a field the spec lacks', async () => {
    const asObject = await post(
      '/api/v1/clanker/events',
      JSON.stringify({ ...envelope, eventContent: content }),
      'text/plain',
    );
    expect(asObject.status).toBe(400);
    expect((await asObject.json()).message).toMatch(/eventContent/);
    const wrongType = { ...envelope, eventContent: JSON.stringify({ window_width: '1280' }) };
    const res = await post('/api/v1/clanker/events', JSON.stringify(wrongType), 'text/plain');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/eventContent\.window_width/);
    const unknown = { ...envelope, eventContent: JSON.stringify({ pagePath: '/x' }) };
    const res2 = await post('/api/v1/clanker/events', JSON.stringify(unknown), 'text/plain');
    expect((await res2.json()).message).toMatch(/pagePath/);
    const noName = await post('/api/v1/clanker/events', JSON.stringify({ eventContent: '{}' }), 'text/plain');
    expect((await noName.json()).message).toMatch(/eventSchemaName/);
    expect(await collected()).toEqual([]);
  });

  it('answers in validate mode whether content is valid, and stores nothing', async () => {
    const ok = await post(
      '/api/v1/clanker/validate-event-content/page_view',
      JSON.stringify(content),
      'application/json',
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ schemaName: 'page_view', valid: true, errors: [] });
    const bad = await post(
      '/api/v1/clanker/validate-event-content/add_to_cart',
      JSON.stringify({ window_height: -1, page_path: 3 }),
      'text/plain',
    );
    expect(bad.status).toBe(200);
    const answer = (await bad.json()) as { schemaName: string; valid: boolean; errors: string[] };
    expect(answer).toMatchObject({ schemaName: 'add_to_cart', valid: false });
    expect(answer.errors.join('\n')).toMatch(/window_height/);
    expect(answer.errors.join('\n')).toMatch(/page_path/);
    const notJson = await post('/api/v1/clanker/validate-event-content/x', 'nope', 'text/plain');
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toMatch(/not valid JSON/);
    expect(await collected()).toEqual([]);
  });
});

describe('error reports and performance records join the list', () => {
  it('stores one row per report and per performance event', async () => {
    const report = { event: 'error', data: { message: 'boom', pagePath: '/p' }, timestamp: 1 };
    expect(
      (await post('/api/record-javascript-errors', JSON.stringify([report, report]), 'text/plain')).status,
    ).toBe(204);
    const perf = {
      app: 'vitrine',
      event: 'page_speed',
      pageLoadId: 'p1',
      ts: 1,
      data: { LCP: 1200, pagePath: '/q' },
    };
    expect((await post('/api/1/performance/records', JSON.stringify([perf]), 'text/plain')).status).toBe(204);
    const list = await collected();
    expect(list.map((r) => [r.kind, r.page])).toEqual([
      ['performance', '/q'],
      ['error-report', '/p'],
      ['error-report', '/p'],
    ]);
  });
});

describe('the collected view', () => {
  async function seed() {
    for (const path of ['/a', '/b', '/c']) {
      await post('/api/census/overlay', JSON.stringify({ visitorCookie: 'v', pagePath: path }), 'text/plain');
      await post(
        '/api/census/button-click',
        JSON.stringify({ visitorCookie: 'v', pagePath: path }),
        'text/plain',
      );
    }
  }

  it('lists newest first, filters by kind and honours limit', async () => {
    await seed();
    expect((await collected()).map((r) => `${r.kind} ${r.page}`)).toEqual([
      'button-click /c',
      'overlay /c',
      'button-click /b',
      'overlay /b',
      'button-click /a',
      'overlay /a',
    ]);
    expect((await collected('?kind=overlay')).map((r) => r.page)).toEqual(['/c', '/b', '/a']);
    expect((await collected('?kind=overlay&limit=2')).map((r) => r.page)).toEqual(['/c', '/b']);
    const html = await (await fetch(`${server.base}/__vitrine/collected?kind=button-click`)).text();
    const pages = [...html.matchAll(/<td data-label="page"><code>([^<]*)<\/code>/g)].map((m) => m[1]);
    expect(pages).toEqual(['/c', '/b', '/a']);
    expect(html).not.toMatch(/<td data-label="kind">overlay</);
    expect(html).toContain('<option value="button-click" selected>');
  });

  it('refuses an unknown kind, naming the kinds', async () => {
    const res = await fetch(`${server.base}/__vitrine/collected.json?kind=nope`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/kind must be one of census-hit, .*performance/);
    expect((await fetch(`${server.base}/__vitrine/collected?kind=%3Cscript%3E`)).status).toBe(400);
  });

  it('escapes hostile stored text', async () => {
    const hostile = '<script>alert(1)</script>"\'&';
    await post(
      '/api/census/overlay',
      JSON.stringify({ visitorCookie: hostile, pagePath: hostile }),
      'text/plain',
    );
    await post(
      '/api/1/performance/records',
      JSON.stringify([
        { app: 'x', event: 'page_speed', pageLoadId: 'p', ts: 1, data: { LCP: 10, pagePath: hostile } },
      ]),
      'text/plain',
    );
    const html = await (await fetch(`${server.base}/__vitrine/collected`)).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(hostile);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#39;&#38;');
  });

  it('is linked from the inspector', async () => {
    const html = await (await fetch(`${server.base}/__vitrine/`)).text();
    expect(html).toContain('href="/__vitrine/collected"');
  });
});

describe('performance plots', () => {
  const perf = (data: Record<string, unknown>) => ({
    app: 'vitrine',
    event: 'page_speed',
    pageLoadId: 'p',
    ts: 1,
    data,
  });

  it('plots each metric against its thresholds, with words and a table of the numbers', async () => {
    await post(
      '/api/1/performance/records',
      JSON.stringify([
        perf({ LCP: 1200, cls: 0.3 }),
        perf({ LCP: 3000, FCP: 900 }),
        perf({ LCP: 5200, ttfb: 950 }),
      ]),
      'text/plain',
    );
    const html = await (await fetch(`${server.base}/__vitrine/collected`)).text();
    for (const metric of ['cls', 'fcp', 'inp', 'lcp', 'ttfb', 'fid']) {
      expect(html).toMatch(
        new RegExp(
          `<svg id="plot-${metric}" role="img" aria-labelledby="plot-${metric}-title plot-${metric}-desc"`,
        ),
      );
    }
    const lcp = /<svg id="plot-lcp"[\s\S]*?<\/svg>/.exec(html)![0];
    expect(lcp).toContain(
      '<title id="plot-lcp-title">LCP: 3 values against good ≤ 2500 ms and poor &#62; 4000 ms</title>',
    );
    expect(lcp).toContain('1 good, 1 needing improvement, 1 poor; 75th percentile 5200 ms (poor).');
    expect(lcp.match(/<circle /g)).toHaveLength(3);
    expect(lcp).toMatch(/class="threshold-good"[^>]*\/><text[^>]*>2500 ms<\/text>/);
    expect(lcp).toMatch(/class="threshold-poor"[^>]*\/><text[^>]*>4000 ms<\/text>/);
    // the spec's other thresholds; TTFB's from web-vitals
    expect(html).toContain('CLS: 1 value against good ≤ 0.1 and poor &#62; 0.25');
    expect(html).toContain('FCP: 1 value against good ≤ 1800 ms and poor &#62; 3000 ms');
    expect(html).toContain('INP: 0 values against good ≤ 200 ms and poor &#62; 500 ms');
    expect(html).toContain('FID: 0 values against good ≤ 100 ms and poor &#62; 300 ms');
    expect(html).toContain('TTFB: 1 value against good ≤ 800 ms and poor &#62; 1800 ms');
    expect(html).toContain('TTFB: good ≤ 800 ms, poor &gt; 1800 ms (web-vitals; not in the spec)');
    expect(html).toContain('<tr><td>3000 ms</td><td>needs-improvement</td>');
    expect(html).toContain('<tr><td>0.3</td><td>poor</td>');
  });

  it('leaves the plots out when another kind is asked for', async () => {
    const html = await (await fetch(`${server.base}/__vitrine/collected?kind=overlay`)).text();
    expect(html).not.toContain('<svg');
  });
});
