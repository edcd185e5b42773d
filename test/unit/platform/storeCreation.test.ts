// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeCategoryCreate, storeCollectionCreate } from '../../../src/api/routes/platformStore.ts';
import { createStore } from '../../../src/platform/createStore.ts';
import { MAIN_NAVIGATION, readSiteLayout } from '../../../src/platform/navigation.ts';
import { NotFoundError } from '../../../src/platform/NotFoundError.ts';
import { type Platform, PLATFORMS, startPlatformOf } from './browserLike.ts';

const PRODUCTS = '/api/content-service/product/1.1/websites/site-1/products';
const store = { websiteId: 'site-1', title: '  Shop  ', fallbackTitle: 'Store' };

// Asked of both the fixture server and the second stand-in (test/secondPlatform.ts), whose
// category answer names no id.
describe.each(PLATFORMS)('store creation against the %s', (kind) => {
  let platform: Platform;
  beforeEach(async () => {
    platform = await startPlatformOf(kind);
  });
  afterEach(() => platform.close());

  it('makes the collection, then its root category, then the main navigation entry, in that order', async () => {
    const made = await createStore(platform.client, { ...store, mainNavigation: { templateId: 'tpl-1' } });
    expect(made.urlId).toBe('Shop');
    expect(platform.calls('/api/').filter((c) => !c.includes('/crumb'))).toEqual([
      `POST ${PRODUCTS} 2xx`,
      `POST ${PRODUCTS}/${made.collectionId}/categories 2xx`,
      'GET /api/commondata/GetSiteLayout 2xx',
      'POST /api/widget/UpdateNavigation 2xx',
    ]);
    expect(platform.bodies(PRODUCTS)).toEqual([
      { navigationTitle: 'Shop', title: 'Shop', urlId: 'Shop', description: '', enabled: true },
    ]);
    expect(platform.bodies(`${PRODUCTS}/${made.collectionId}/categories`)).toEqual([
      {
        displayName: 'Shop',
        parentCategoryId: null,
        type: 'ROOT',
        pageRendering: 'LIST_VIEW',
        displayIndex: 1,
      },
    ]);
    // The existing link stays; the store is appended.
    const [update] = platform.bodies('/api/widget/UpdateNavigation') as Array<{
      fieldName: string;
      templateId: string;
      navigation: { items: Array<{ collectionId: string }> };
    }>;
    expect(update).toMatchObject({ fieldName: MAIN_NAVIGATION, templateId: 'tpl-1' });
    expect(update!.navigation.items.map((i) => i.collectionId)).toEqual(['home', made.collectionId]);
  });

  it('leaves the navigation alone unless asked', async () => {
    await createStore(platform.client, store);
    expect(platform.calls('/api/commondata')).toEqual([]);
    expect(platform.calls('/api/widget')).toEqual([]);
  });

  it("fails with 'Unable to find site main navigation' on a site without one, after the store is made", async () => {
    platform.setLayout([{ identifier: 'secondaryNav', links: [] }]);
    await expect(
      createStore(platform.client, { ...store, mainNavigation: { templateId: 't' } }),
    ).rejects.toThrow(new Error('Unable to find site main navigation'));
    expect(platform.calls('/api/widget')).toEqual([]);
    expect(platform.calls(PRODUCTS).filter((c) => !c.includes('categories'))).toEqual([
      `POST ${PRODUCTS} 2xx`,
    ]);
  });

  it('fails the same way when the site has no layout at all', async () => {
    platform.setLayout(null);
    await expect(
      createStore(platform.client, { ...store, mainNavigation: { templateId: 't' } }),
    ).rejects.toThrow('Unable to find site main navigation');
  });

  it('uses the fallback title for a title under 3 characters, and -1, -2 … past the slugs taken', async () => {
    expect((await createStore(platform.client, { ...store, title: ' ab ' })).urlId).toBe('Store');
    expect((await createStore(platform.client, { ...store, title: '' })).urlId).toBe('Store-1');
    // The editor knew of Store-2; the server's 409 says Store-3 is taken too.
    platform.takeSlug('Store-3');
    const made = await createStore(platform.client, {
      ...store,
      title: 'no',
      takenSlugs: ['Store', 'Store-1', 'Store-2'],
    });
    expect(made.urlId).toBe('Store-4');
    expect(
      platform
        .calls(PRODUCTS)
        .filter((c) => !c.includes('categories'))
        .at(-2),
    ).toBe(`POST ${PRODUCTS} 409`);
  });

  it('stops at the first failure: no category without a collection', async () => {
    platform.fault(storeCollectionCreate, '500', 1);
    await expect(createStore(platform.client, store)).rejects.toMatchObject({ status: 500 });
    expect(platform.calls(PRODUCTS)).toEqual([`POST ${PRODUCTS} 500`]);
  });

  it("types a 404 as NotFoundError carrying the request's path", async () => {
    const error = await platform.client
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

describe('store creation against the fixture server', () => {
  it('names the root category its answer names, and the layout then carries the store', async () => {
    const platform = await startPlatformOf('fixture server');
    try {
      const made = await createStore(platform.client, { ...store, mainNavigation: { templateId: 'tpl-1' } });
      expect(made.categoryId).toEqual(expect.any(String));
      const main = (await readSiteLayout(platform.client)).find((n) => n.identifier === MAIN_NAVIGATION)!;
      expect(main.links.map((l) => l.collectionId)).toEqual(['home', made.collectionId]);
    } finally {
      await platform.close();
    }
  });
});
