import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import {
  leavePage,
  SERVERS,
  type ServerKind,
  type StorefrontServer,
  startStorefront,
} from '../harness/storefrontServers.ts';

/**
 * The quick view through the real loader, against the fixture server and the second stand-in
 * (which answers the product wrapped as {item}, money as decimalValue, no pictures): the button
 * opens the lightbox, the widgets inside it hydrate (variant picker, add to cart), the add goes
 * through the cart service and the added-item popover tells it with 'View cart' and 'Checkout'.
 */
vi.setConfig({ testTimeout: 30_000 });

/** A product with one option on each server: the fixture server's tote and the stand-in's. */
const PRODUCT: Record<
  ServerKind,
  { id: string; title: string; option: string; value: string; price: string }
> = {
  'fixture server': {
    id: 'linen-shirt',
    title: 'Linen Shirt',
    option: 'Size',
    value: 'Medium',
    price: '$45.00',
  },
  'second platform': {
    id: 'canvas-tote',
    title: 'Canvas Tote',
    option: 'Colour',
    value: 'Black',
    price: '$24.00',
  },
};

const until = (check: () => void) => vi.waitFor(check, { timeout: 8000 });
const quickViewButton = () => document.querySelector<HTMLElement>('.sqs-product-quick-view-button')!;
const dialog = () => document.querySelector<HTMLElement>('.vitrine-quick-view [role="dialog"]');
const popover = () => document.querySelector<HTMLElement>('.vitrine-added-item');

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

let server: StorefrontServer | undefined;
const emitted: unknown[] = [];

async function open(kind: ServerKind) {
  server = await startStorefront(kind);
  const { id } = PRODUCT[kind];
  const v = await bootLoader({
    html: `<ul><li class="product" data-item-id="${id}"><span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${id}" data-group="">Quick View</span></li></ul>`,
    config: { 'api-base': server.base, currency: 'USD' },
  });
  emitted.length = 0;
  v.on('quick-view', (detail) => emitted.push(detail));
  await settle();
  quickViewButton().focus();
  quickViewButton().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  await until(() => expect(dialog()).not.toBeNull());
  await settle();
  return v;
}

beforeAll(async () => {
  await import('../../../src/widgets/quickView/QuickViewLightbox.tsx');
  await import('../../../src/widgets/addedItemPopover/AddedItemMessage.tsx');
}, 30_000);
afterEach(async () => {
  await teardownLoader();
  leavePage();
  await server?.close();
  server = undefined;
});

describe.each(SERVERS)('the quick view against the %s', (kind) => {
  const product = PRODUCT[kind];

  it('opens on Enter with the product, reported once; Escape closes it and focus returns', async () => {
    await open(kind);
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(dialog()!.querySelector('h2')!.textContent).toBe(product.title);
    expect(dialog()!.querySelector(`select[data-variant-option-name="${product.option}"]`)).not.toBeNull();
    expect(dialog()!.querySelector('.product-price')!.textContent).not.toBe('');
    expect(emitted).toEqual([{ itemId: product.id }]);
    expect(server!.received('/api/commerce/products/').map((r) => `${r.method} ${r.status}`)).toEqual([
      'GET 200',
    ]);
    // The address is the grid's: a picker in a dialog never writes ?variant=.
    choose(dialog()!.querySelector<HTMLSelectElement>('select')!, product.value);
    expect(location.search).toBe('');

    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => expect(dialog()).toBeNull());
    await until(() => expect(document.activeElement).toBe(quickViewButton()));
  });

  it('adds the chosen variant through the add-to-cart widget, closes, and the popover shows the line with its links', async () => {
    await open(kind);
    const add = () => dialog()!.querySelector<HTMLElement>('.sqs-add-to-cart-button')!;
    await until(() => expect(add().classList.contains('vitrine-add-to-cart')).toBe(true));
    choose(dialog()!.querySelector<HTMLSelectElement>('select')!, product.value);
    add().click();
    await until(() => expect(popover()).not.toBeNull());
    expect(dialog()).toBeNull();
    expect(popover()!.textContent).toContain(`${product.title} was added to your cart.`);
    expect(popover()!.querySelector('.vitrine-added-item__quantity')!.textContent).toContain('Quantity: 1');
    if (product.price)
      expect(popover()!.querySelector('.vitrine-added-item__price')!.textContent).toBe(product.price);
    expect(
      popover()!.querySelector<HTMLAnchorElement>('.vitrine-added-item__view-cart')!.getAttribute('href'),
    ).toBe('/cart');
    expect(
      popover()!.querySelector<HTMLAnchorElement>('.vitrine-added-item__checkout')!.getAttribute('href'),
    ).toBe('/checkout');
    const [post] = server!.received('/api/commerce/cart/entries');
    expect(post!.body).toMatchObject({ itemId: product.id, quantity: 1, sku: expect.any(String) });
    if (kind === 'fixture server') {
      expect(popover()!.querySelector('.vitrine-added-item__variant')!.textContent).toBe('Size: Medium');
      // The API's picture, from the API's origin (the page is elsewhere).
      const src = popover()!.querySelector('img')!.getAttribute('src')!;
      expect(src).toMatch(/\/assets\/products\/.+\.svg$/);
      expect(new URL(src).origin).toBe(new URL(server!.base).origin);
    }
    // The focus stayed where it was given back (the button), the popover took none.
    expect(popover()!.contains(document.activeElement)).toBe(false);
  });
});
