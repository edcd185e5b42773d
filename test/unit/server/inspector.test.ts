// @vitest-environment node
import { Window } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoggedRequest } from '../../../fixtures/server/http/requestLog.ts';
import { type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.fixture.faults.clear();
  server.fixture.log.clear();
});

/** What the inspector page's own form sends: JSON, from the server's own origin. */
function arm(body: unknown) {
  return fetch(`${server.base}/__vitrine/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.base },
    body: JSON.stringify(body),
  });
}

async function page(query = '') {
  const html = await (await fetch(`${server.base}/__vitrine/${query}`)).text();
  const window = new Window();
  window.document.write(html);
  return window.document;
}

describe('arming a fault for a route', () => {
  it('plays it on that route only, as many times as asked', async () => {
    expect((await arm({ fault: '429', route: 'inventoryStock', times: 2 })).status).toBe(200);
    expect((await fetch(`${server.base}/api/commerce/cart`)).status).toBe(200);
    const stock = `${server.base}/api/commerce/inventory/stock?itemId=ceramic-mug`;
    expect((await fetch(stock)).status).toBe(429);
    expect((await fetch(stock)).status).toBe(429);
    expect((await fetch(stock)).status).toBe(200);
  });

  it('refuses a route the table does not have, and a fault the route cannot play', async () => {
    const unknown = await arm({ fault: '500', route: 'nope' });
    expect(unknown.status).toBe(400);
    const notAllowed = await arm({ fault: 'crumb', route: 'censusHit' });
    expect(notAllowed.status).toBe(400);
    expect((await notAllowed.json()).message).toBe(
      'Route censusHit does not play fault crumb; it allows 429, 500, slow.',
    );
  });

  it('keeps a fault armed for every call until a route that can play it comes', async () => {
    await arm({ fault: 'sold-out' });
    expect((await fetch(`${server.base}/api/commerce/cart`)).status).toBe(200);
    const soldOut = await (
      await fetch(`${server.base}/api/commerce/inventory/stock?itemId=ceramic-mug`)
    ).json();
    expect(soldOut.results).toEqual([{ unlimited: false, qtyInStock: 0 }]);
  });

  it('shows what is armed on the page', async () => {
    await arm({ fault: 'slow', route: 'cartAddEntry', times: 3 });
    const doc = await page();
    const armed = doc.querySelectorAll('#armed-faults li');
    expect([...armed].map((li) => li.querySelector('.armed-text')!.textContent)).toEqual([
      'slow on cartAddEntry × 3',
    ]);
    expect(armed[0]!.querySelector('button')!.getAttribute('aria-label')).toBe(
      'Disarm slow on cartAddEntry × 3',
    );
  });
});

describe('filtering the request list', () => {
  beforeEach(async () => {
    await fetch(`${server.base}/api/commerce/cart`);
    await fetch(`${server.base}/api/commerce/inventory/stock?itemId=ceramic-mug`);
    await fetch(`${server.base}/api/census/RecordHit`, {
      method: 'POST',
      body: new URLSearchParams({ event: 'v', data: '{}' }),
    });
  });

  it('by route name or path prefix, as JSON', async () => {
    const list = async (route: string) =>
      (
        (await (
          await fetch(`${server.base}/__vitrine/requests?route=${encodeURIComponent(route)}`)
        ).json()) as LoggedRequest[]
      ).map((r) => r.path);
    expect(await list('cart')).toEqual(['/api/commerce/cart']);
    expect(await list('/api/commerce/')).toEqual(['/api/commerce/inventory/stock', '/api/commerce/cart']);
    expect(await list('censusHit')).toEqual(['/api/census/RecordHit']);
    expect(await list('')).toHaveLength(3);
  });

  it('on the page', async () => {
    const doc = await page('?route=inventoryStock');
    const paths = [...doc.querySelectorAll('tbody tr td:nth-child(4)')].map((td) => td.textContent);
    expect(paths).toEqual(['/api/commerce/inventory/stock?itemId=ceramic-mug']);
    expect(doc.querySelector('caption')!.textContent).toBe('Requests for inventoryStock');
  });
});

describe('the inspector page', () => {
  it('labels every control, names its language, and heads its table columns', async () => {
    const doc = await page('?route=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('h1')!.textContent).toMatch(/inspector/);
    for (const control of doc.querySelectorAll('input, select')) {
      const label = doc.querySelector(`label[for="${control.id}"]`);
      expect(control.id && label?.textContent?.trim(), control.outerHTML).toBeTruthy();
    }
    expect(doc.querySelectorAll('thead th[scope="col"]')).toHaveLength(9);
    // The filter echoed back stays text: the page's only script is its own.
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelector('input[name="route"]')!.getAttribute('value')).toBe(
      '"><script>alert(1)</script>',
    );
  });

  it('lists every route of the table to arm a fault on', async () => {
    const doc = await page();
    const options = [...doc.querySelectorAll('select[name="route"] option')].map((o) =>
      o.getAttribute('value'),
    );
    expect(options).toContain('cartAddEntry');
    expect(options).toContain('performanceRecords');
    expect(options[0]).toBe('');
  });
});
