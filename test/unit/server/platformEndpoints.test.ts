// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.base}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-CSRF-Token': server.crumb,
      Cookie: server.cookies(),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('the platform endpoints of the fixture server', () => {
  it('refuse a body their schema refuses, naming the field', async () => {
    const res = await call('POST', '/api/content-service/product/1.1/websites/w/products', {
      navigationTitle: 'Shop',
      title: 'Shop',
      urlId: 'Shop',
      description: '',
      enabled: false,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/enabled/);
    const category = await call('POST', '/api/content-service/product/1.1/websites/w/products/c/categories', {
      displayName: 'Shop',
      parentCategoryId: null,
      type: 'CHILD',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    });
    expect(category.status).toBe(400);
  });

  it('answer 409 url-taken for a slug in use on the same website only', async () => {
    const body = { navigationTitle: 'A', title: 'A', urlId: 'shop', description: '', enabled: true };
    expect((await call('POST', '/api/content-service/product/1.1/websites/w1/products', body)).status).toBe(
      201,
    );
    const again = await call('POST', '/api/content-service/product/1.1/websites/w1/products', body);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'url-taken' });
    expect((await call('POST', '/api/content-service/product/1.1/websites/w2/products', body)).status).toBe(
      201,
    );
  });

  it("refuse a category under another website's collection (404)", async () => {
    const body = { navigationTitle: 'B', title: 'B', urlId: 'b', description: '', enabled: true };
    const { id } = await (
      await call('POST', '/api/content-service/product/1.1/websites/w1/products', body)
    ).json();
    const res = await call('POST', `/api/content-service/product/1.1/websites/w2/products/${id}/categories`, {
      displayName: 'B',
      parentCategoryId: null,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    });
    expect(res.status).toBe(404);
  });

  it('need the crumb on every change', async () => {
    const noCrumb = { 'X-CSRF-Token': '' };
    for (const [method, path, body] of [
      ['PUT', '/api/site-header-footer', { header: '', footer: '' }],
      ['PUT', '/api/multilingual/languages', { languages: ['fr'] }],
      ['DELETE', '/api/multilingual/connection', undefined],
      [
        'POST',
        '/api/widget/UpdateNavigation',
        { fieldName: 'mainNav', templateId: 't', navigation: { items: [] } },
      ],
      ['PUT', '/api/v1/commerce-preferences/checkout', { a: 1 }],
      ['DELETE', '/api/site-users/account/session?cloneCart=true', undefined],
    ] as const) {
      const res = await call(method, path, body, noCrumb);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toMatchObject({ crumbFail: true });
    }
  });

  it('refuse a navigation update for a navigation the layout lacks, and keep nested links', async () => {
    const missing = await call('POST', '/api/widget/UpdateNavigation', {
      fieldName: 'footerNav',
      templateId: 't',
      navigation: { items: [] },
    });
    expect(missing.status).toBe(404);
    const item = (collectionId: string, items: unknown[] = []) => ({
      collectionId,
      externalLink: null,
      memberAreaId: null,
      items,
    });
    const ok = await call('POST', '/api/widget/UpdateNavigation', {
      fieldName: 'mainNav',
      templateId: 't',
      navigation: { items: [item('home', [item('about')])] },
    });
    expect(ok.status).toBe(204);
    const { layout } = await (await call('GET', '/api/commondata/GetSiteLayout')).json();
    expect(layout[0]).toEqual({
      identifier: 'mainNav',
      links: [
        {
          collectionId: 'home',
          externalLink: null,
          memberAreaId: null,
          children: [{ collectionId: 'about', externalLink: null, memberAreaId: null, children: [] }],
        },
      ],
    });
  });

  it('refuse a malformed preference namespace and a logout without cloneCart', async () => {
    expect((await call('GET', '/api/v1/commerce-preferences/bad%20name')).status).toBe(400);
    expect((await call('DELETE', '/api/site-users/account/session')).status).toBe(400);
  });

  it('play the faults a route allows: 429 and a garbage body', async () => {
    const limited = await call('GET', '/api/site-header-footer', undefined, { 'X-Vitrine-Fault': '429' });
    expect(limited.status).toBe(429);
    const garbage = await call('GET', '/api/commerce/fullstory/getId', undefined, {
      'X-Vitrine-Fault': 'garbage',
    });
    expect(garbage.status).toBe(200);
    const text = await garbage.text();
    expect(() => JSON.parse(text)).toThrow();
  });
});
