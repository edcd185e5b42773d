// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlatformDocKey } from '../../../fixtures/server/platformDocuments.ts';
import { storeCategoryCreate } from '../../../src/api/routes/platformStore.ts';
import { createStore } from '../../../src/platform/createStore.ts';
import { MAIN_NAVIGATION, readSiteLayout } from '../../../src/platform/navigation.ts';
import { NotFoundError } from '../../../src/platform/NotFoundError.ts';
import { callsTo, type PlatformSetup, startPlatform } from './browserLike.ts';

let setup: PlatformSetup;
beforeEach(async () => {
  setup = await startPlatform();
});
afterEach(() => setup.server.close());

const PRODUCTS = '/api/content-service/product/1.1/websites/site-1/products';
const store = { websiteId: 'site-1', title: '  Shop  ', fallbackTitle: 'Store' };
const bodies = (path: string) =>
  (
    setup.server.db.prepare('SELECT body FROM requests WHERE path = ? ORDER BY seq').all(path) as Array<{
      body: string;
    }>
  ).map((r) => JSON.parse(r.body) as Record<string, unknown>);

describe('store creation', () => {
  it('makes the collection, then its root category, then the main navigation entry, in that order', async () => {
    const made = await createStore(setup.client, { ...store, mainNavigation: { templateId: 'tpl-1' } });
    expect(made.urlId).toBe('Shop');
    expect(callsTo(setup.server, '/api/').filter((c) => !c.includes('/crumb'))).toEqual([
      `POST ${PRODUCTS} 201`,
      `POST ${PRODUCTS}/${made.collectionId}/categories 201`,
      'GET /api/commondata/GetSiteLayout 200',
      'POST /api/widget/UpdateNavigation 204',
    ]);
    expect(bodies(PRODUCTS)).toEqual([
      { navigationTitle: 'Shop', title: 'Shop', urlId: 'Shop', description: '', enabled: true },
    ]);
    expect(bodies(`${PRODUCTS}/${made.collectionId}/categories`)).toEqual([
      {
        displayName: 'Shop',
        parentCategoryId: null,
        type: 'ROOT',
        pageRendering: 'LIST_VIEW',
        displayIndex: 1,
      },
    ]);
    const main = (await readSiteLayout(setup.client)).find((n) => n.identifier === MAIN_NAVIGATION)!;
    // The existing link stays; the store is appended.
    expect(main.links.map((l) => l.collectionId)).toEqual(['home', made.collectionId]);
  });

  it('leaves the navigation alone unless asked', async () => {
    await createStore(setup.client, store);
    expect(callsTo(setup.server, '/api/commondata')).toEqual([]);
    expect(callsTo(setup.server, '/api/widget')).toEqual([]);
  });

  it("fails with 'Unable to find site main navigation' on a site without one, after the store is made", async () => {
    setup.server.db
      .prepare('INSERT INTO platform_documents (key, data) VALUES (?, ?)')
      .run(
        PlatformDocKey.SITE_LAYOUT,
        JSON.stringify({ layout: [{ identifier: 'secondaryNav', links: [] }] }),
      );
    await expect(
      createStore(setup.client, { ...store, mainNavigation: { templateId: 't' } }),
    ).rejects.toThrow(new Error('Unable to find site main navigation'));
    expect(callsTo(setup.server, '/api/widget')).toEqual([]);
    expect(setup.server.db.prepare('SELECT url_id FROM store_collections').all()).toEqual([
      { url_id: 'Shop' },
    ]);
  });

  it('fails the same way when the site has no layout at all', async () => {
    setup.server.db
      .prepare('INSERT INTO platform_documents (key, data) VALUES (?, ?)')
      .run(PlatformDocKey.SITE_LAYOUT, 'null');
    await expect(
      createStore(setup.client, { ...store, mainNavigation: { templateId: 't' } }),
    ).rejects.toThrow('Unable to find site main navigation');
  });

  it('uses the fallback title for a title under 3 characters, and -1, -2 … past the slugs taken', async () => {
    expect((await createStore(setup.client, { ...store, title: ' ab ' })).urlId).toBe('Store');
    expect((await createStore(setup.client, { ...store, title: '' })).urlId).toBe('Store-1');
    // The editor knew of Store-2; the server's 409 says Store-3 is taken too.
    setup.server.db
      .prepare("INSERT INTO store_collections VALUES ('x', 'site-1', 'Store-3', 't', 't', '', 0)")
      .run();
    const made = await createStore(setup.client, {
      ...store,
      title: 'no',
      takenSlugs: ['Store', 'Store-1', 'Store-2'],
    });
    expect(made.urlId).toBe('Store-4');
    expect(
      callsTo(setup.server, PRODUCTS)
        .filter((c) => !c.includes('categories'))
        .at(-2),
    ).toBe(`POST ${PRODUCTS} 409`);
  });

  it('stops at the first failure: no category without a collection', async () => {
    setup.server.fixture.faults.arm('500', { route: 'storeCollectionCreate' }, 1);
    await expect(createStore(setup.client, store)).rejects.toMatchObject({ status: 500 });
    expect(callsTo(setup.server, PRODUCTS)).toEqual([`POST ${PRODUCTS} 500`]);
  });

  it("types a 404 as NotFoundError carrying the request's path", async () => {
    const { client } = setup;
    const error = await client
      .call(storeCategoryCreate, {
        params: { websiteId: 'site-1', collectionId: 'gone' },
        body: {
          displayName: 'x',
          parentCategoryId: null,
          type: 'ROOT',
          pageRendering: 'LIST_VIEW',
          displayIndex: 1,
        },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).path).toBe(`${PRODUCTS}/gone/categories`);
    expect((error as NotFoundError).name).toBe('NotFoundError');
  });
});
