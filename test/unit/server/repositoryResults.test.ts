// @vitest-environment node
/**
 * The fixture server's repositories know no HTTP (fixtures/server/state): where a request may be
 * refused they answer `{ ok: false, reason }`, and the handler picks the status. Each refusal a
 * repository can give, straight from the repository, and that it changed nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CaptchaTokenRepository } from '../../../fixtures/server/state/captchaTokenRepository.ts';
import { CartRepository, MAX_ENTRIES_PER_CART } from '../../../fixtures/server/state/cartRepository.ts';
import { openDatabase } from '../../../fixtures/server/state/db.ts';
import { createRepositories, type Repositories } from '../../../fixtures/server/state/repositories.ts';

let repositories: Repositories;
let carts: CartRepository;
let cartId: string;
beforeEach(() => {
  repositories = createRepositories(openDatabase(':memory:'));
  carts = repositories.carts;
  cartId = carts.create('client-1');
});

describe('the cart repository', () => {
  it('adds an entry: ok with the entry and its product', () => {
    const added = carts.addEntry(cartId, { itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 2 });
    expect(added.ok && { quantity: added.value.entry.quantity, product: added.value.product.id }).toEqual({
      quantity: 2,
      product: 'linen-shirt',
    });
  });

  it.each([
    ['no-product', { itemId: 'no-such-item', quantity: 1 }],
    ['variant-required', { itemId: 'linen-shirt', quantity: 1 }],
    ['variant-unavailable', { itemId: 'linen-shirt', sku: 'SHIRT-XXL', quantity: 1 }],
    ['insufficient-stock', { itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 4 }],
  ])('refuses an add, %s, and stores nothing', (reason, request) => {
    expect(carts.addEntry(cartId, request)).toEqual({ ok: false, reason });
    expect(carts.read(cartId)?.entries).toEqual([]);
  });

  it('refuses an add to a full cart: cart-full', () => {
    for (let i = 0; i < MAX_ENTRIES_PER_CART; i += 1) {
      carts.addEntry(cartId, { itemId: 'ceramic-mug', quantity: 1, additionalFields: `{"n":${i}}` });
    }
    expect(carts.addEntry(cartId, { itemId: 'ceramic-mug', quantity: 1, additionalFields: '{}' })).toEqual({
      ok: false,
      reason: 'cart-full',
    });
    expect(carts.read(cartId)?.entries).toHaveLength(MAX_ENTRIES_PER_CART);
  });

  it('refuses a change to an entry of another cart, or more than the stock: no-entry, entry-mismatch, insufficient-stock', () => {
    const added = carts.addEntry(cartId, { itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 1 });
    if (!added.ok) throw new Error(added.reason);
    const entryId = added.value.entry.id;
    const other = carts.create('client-2');
    expect(carts.setQuantity(other, entryId, 2)).toEqual({ ok: false, reason: 'no-entry' });
    expect(carts.removeEntry(other, entryId)).toEqual({ ok: false, reason: 'no-entry' });
    expect(
      carts.updateAdditionalFields(cartId, entryId, { itemId: 'ceramic-mug', additionalFields: '{}' }),
    ).toEqual({ ok: false, reason: 'entry-mismatch' });
    expect(carts.setQuantity(cartId, entryId, 4)).toEqual({ ok: false, reason: 'insufficient-stock' });
    expect(carts.read(cartId)?.entries.map((e) => e.quantity)).toEqual([1]);
    expect(carts.setQuantity(cartId, entryId, 3)).toEqual({ ok: true, value: undefined });
    expect(carts.removeEntry(cartId, entryId)).toEqual({ ok: true, value: undefined });
    expect(carts.read(cartId)?.entries).toEqual([]);
  });
});

describe('the other repositories that may refuse', () => {
  it('captcha tokens: another site key or an unknown action', () => {
    const captcha = new CaptchaTokenRepository(repositories.db, 'site-key');
    expect(captcha.issue('other-key', 'FORM_BLOCK_SUBMISSION')).toEqual({
      ok: false,
      reason: 'captcha-site-key',
    });
    expect(captcha.issue('site-key', 'NOT_AN_ACTION')).toEqual({ ok: false, reason: 'captcha-action' });
    const issued = captcha.issue('site-key', 'FORM_BLOCK_SUBMISSION');
    expect(issued.ok && captcha.consume(issued.value, 'FORM_BLOCK_SUBMISSION')).toBe(true);
  });

  it('restock sign-ups: a cursor neither list gave out', () => {
    const { restock } = repositories;
    expect(restock.groups('made-up')).toEqual({ ok: false, reason: 'invalid-cursor' });
    expect(restock.waiting('wool-scarf', '1', 'made-up')).toEqual({ ok: false, reason: 'invalid-cursor' });
    expect(restock.groups(undefined)).toEqual({ ok: true, value: { items: [], nextPageCursor: null } });
  });

  it('store collections: a URL already taken, a collection of another website', () => {
    const { storeCollections } = repositories;
    const collection = { urlId: 'shop-2', title: 'Shop 2', navigationTitle: 'Shop 2', description: '' };
    const created = storeCollections.createCollection({ websiteId: 'site-a', ...collection });
    expect(created.ok).toBe(true);
    expect(storeCollections.createCollection({ websiteId: 'site-a', ...collection })).toEqual({
      ok: false,
      reason: 'url-taken',
    });
    const category = {
      collectionId: created.ok ? created.value : '',
      displayName: 'Mugs',
      type: 'category',
      pageRendering: 'grid',
      displayIndex: 0,
    };
    expect(storeCollections.createCategory('site-b', category)).toEqual({
      ok: false,
      reason: 'no-collection',
    });
    expect(storeCollections.createCategory('site-a', category).ok).toBe(true);
    expect(storeCollections.urlIds('site-a')).toEqual(['shop-2']);
  });
});
