import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import { cartOf, fakeApi, type Received } from '../harness/fakeApi.ts';
import { productGrid, productPage } from '../harness/productMarkup.ts';

const button = () => document.querySelector<HTMLElement>('.sqs-add-to-cart-button')!;
const label = () => button().textContent?.trim();
const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const sizeSelect = () =>
  document.querySelector<HTMLSelectElement>('select[data-variant-option-name="Size"]')!;
const quantity = () => document.querySelector<HTMLInputElement>('.product-quantity-input input')!;

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const shirtAdded = (sku: string, quantity: number) => ({
  status: 200,
  body: {
    shoppingCart: cartOf([{ itemId: 'linen-shirt', sku, quantity, title: 'Linen Shirt', cents: 4500 }]),
    newlyAdded: cartOf([{ itemId: 'linen-shirt', sku, quantity, title: 'Linen Shirt', cents: 4500 }])
      .entries[0],
    item: { id: 'linen-shirt', title: 'Linen Shirt', productType: 1, collectionId: 'shop' },
  },
});

async function page(html: string, config: Record<string, string> = {}) {
  const v = await bootLoader({ html, config });
  await settle();
  return v;
}

const usd = { value: '30.00', currency: 'USD' };

/** Wait out the button's timings on the real clock (they are the spec's: 1 s, 2 s). */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The alert dialog arrives by import() on the first error; transform it once, before the clock matters.
beforeAll(async () => {
  await import('../../../src/ui/showAlert.tsx');
}, 30_000);

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  Cookies.set('crumb', 'crumb-123');
});
afterEach(async () => {
  await teardownLoader();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('add to cart on a product page', () => {
  it('hydrates the formatter markup without changing what it shows', async () => {
    fakeApi({});
    const before = productPage('linen-shirt');
    await page(before);
    expect(label()).toBe('Add To Cart');
    expect(button().getAttribute('role')).toBe('button');
    expect(button().classList.contains('vitrine-add-to-cart')).toBe(true);
  });

  it('answers to data-vitrine="add-to-cart" as to the formatter\'s class, and adds', async () => {
    const mug = () =>
      cartOf([{ itemId: 'ceramic-mug', sku: 'MUG', quantity: 1, title: 'Ceramic Mug', cents: 1850 }]);
    const api = fakeApi({
      'POST /api/commerce/cart/entries': () => ({
        status: 200,
        body: { shoppingCart: mug(), newlyAdded: mug().entries[0] },
      }),
    });
    const warn = vi.spyOn(console, 'warn');
    await page(
      '<div data-vitrine="add-to-cart" role="button" tabindex="0" data-item-id="ceramic-mug" data-product-type="1" data-collection-id="shop" data-original-label="Add To Cart">Add To Cart</div>',
    );
    const marker = document.querySelector<HTMLElement>('[data-vitrine="add-to-cart"]')!;
    expect(marker.classList.contains('vitrine-add-to-cart')).toBe(true);
    marker.click();
    await vi.waitFor(() => expect(api.received.map((r) => r.path)).toContain('/api/commerce/cart/entries'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks for the missing option in an alert dialog, not window.alert, and gives focus back', async () => {
    const api = fakeApi({});
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await page(productPage('linen-shirt'));
    button().focus();
    button().click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5000 });
    expect(dialog()!.textContent).toContain('Unable to Add Item');
    expect(dialog()!.textContent).toContain('Please select the Size option.');
    // The focus trap moves focus in once the dialog is drawn (a task later on a busy machine).
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('OK'));
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(button()));
    expect(alert).not.toHaveBeenCalled();
    expect(api.received).toEqual([]);
  });

  it('Enter adds the chosen variant: Adding…, then Added! after at least 1 s, for 2 s, then its label', async () => {
    const api = fakeApi({ 'POST /api/commerce/cart/entries': () => shirtAdded('SHIRT-M', 2) });
    const v = await page(productPage('linen-shirt'));
    const added: unknown[] = [];
    v.on('cart:added', (d) => added.push(d));
    choose(sizeSelect(), 'Medium');
    quantity().value = '2';
    const started = Date.now();
    button().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await vi.waitFor(() => expect(label()).toBe('Adding…'));
    await vi.waitFor(() => expect(label()).toBe('Added!'), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(api.received).toHaveLength(1);
    const post: Received = api.received[0]!;
    expect(post.body).toEqual({ itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 2 });
    expect(post.headers['x-csrf-token']).toBe('crumb-123');
    expect(added).toEqual([expect.objectContaining({ productName: 'Linen Shirt' })]);
    expect(v.cart).toEqual(expect.objectContaining({ totalQuantity: 2 }));

    // Clicks in the added state are ignored.
    button().click();
    await wait(100);
    expect(api.received).toHaveLength(1);
    await vi.waitFor(() => expect(label()).toBe('Add To Cart'), { timeout: 2500 });
  }, 10_000);

  it('Space activates on key up (and does not scroll on key down); a checked radio counts as the choice', async () => {
    const api = fakeApi({ 'POST /api/commerce/cart/entries': () => shirtAdded('SHIRT-S', 1) });
    await page(productPage('linen-shirt'));
    const small = document.querySelector<HTMLInputElement>('input.variant-radiobtn[value="Small"]')!;
    small.checked = true;
    small.dispatchEvent(new Event('change', { bubbles: true }));
    const down = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    button().dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    expect(api.received).toHaveLength(0);
    button().dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(api.received).toHaveLength(1));
    expect(api.received[0]!.body).toEqual({ itemId: 'linen-shirt', sku: 'SHIRT-S', quantity: 1 });
  });

  it.each([
    ['abc', 'Quantity must be a number.'],
    ['', 'Quantity must be a number.'],
    ['1.5', 'Quantity must be a whole number'],
    ['0', 'Quantity must be between 1 and 9,999.'],
    ['10000', 'Quantity must be between 1 and 9,999.'],
    ['4', 'Sorry, we do not have enough of that item available.'],
  ])('quantity %j: %s', async (value, message) => {
    const api = fakeApi({});
    await page(productPage('linen-shirt'));
    choose(sizeSelect(), 'Medium'); // 3 in stock
    quantity().value = value;
    button().click();
    await vi.waitFor(() => expect(dialog()?.textContent).toContain(message), { timeout: 5000 });
    expect(api.received).toEqual([]);
  });

  it('counts what the cart already holds of that variant against the stock', async () => {
    Cookies.set('ss_hasCart', 'true');
    const api = fakeApi({
      'GET /api/commerce/cart': () => ({
        status: 200,
        body: cartOf([
          { itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 2, title: 'Linen Shirt', cents: 4500 },
        ]),
      }),
    });
    await page(productPage('linen-shirt'));
    await vi.waitFor(() => expect(api.received).toHaveLength(1));
    choose(sizeSelect(), 'Medium');
    quantity().value = '2';
    button().click();
    await vi.waitFor(() =>
      expect(dialog()?.textContent).toContain('Sorry, we do not have enough of that item available.'),
    );
    expect(api.received.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("a sold-out variant turns the button into a disabled 'Sold Out'; another choice brings its label back", async () => {
    fakeApi({});
    await page(productPage('linen-shirt'));
    choose(sizeSelect(), 'Large');
    await vi.waitFor(() => expect(label()).toBe('Sold Out'));
    expect(button().getAttribute('aria-disabled')).toBe('true');
    choose(sizeSelect(), 'Small');
    await vi.waitFor(() => expect(label()).toBe('Add To Cart'));
    expect(button().hasAttribute('aria-disabled')).toBe(false);
  });

  it("keeps the server's label node: hydrating changes nothing in the button, a new label changes only its text, and the server's comes back with the widget gone", async () => {
    fakeApi({});
    // The server's node, marked: a node the widget made instead would not carry the mark.
    const html = productPage('linen-shirt').replace(
      'class="sqs-add-to-cart-button-inner"',
      'class="sqs-add-to-cart-button-inner" data-from-server=""',
    );
    const server = /<div class="sqs-add-to-cart-button-inner"[^>]*>[^<]*<\/div>/.exec(html)![0];
    await page(html);
    expect(button().classList.contains('vitrine-add-to-cart')).toBe(true);
    const inner = button().querySelector('.sqs-add-to-cart-button-inner')!;
    expect(inner.outerHTML).toBe(server);
    choose(sizeSelect(), 'Large');
    await vi.waitFor(() => expect(inner.textContent).toBe('Sold Out'));
    expect(button().querySelector('.sqs-add-to-cart-button-inner')).toBe(inner);
    const widget = button();
    widget.classList.remove('sqs-add-to-cart-button');
    await vi.waitFor(() => expect(widget.classList.contains('vitrine-add-to-cart')).toBe(false));
    expect(widget.innerHTML.trim()).toBe(server);
  });

  it('a button of its own markup, without the inner node, has its label in its text', async () => {
    fakeApi({});
    await page(
      productPage('linen-shirt').replace(/<div class="sqs-add-to-cart-button-inner">([^<]*)<\/div>/, '$1'),
    );
    expect(button().querySelector('.sqs-add-to-cart-button-inner')).toBe(null);
    choose(sizeSelect(), 'Large');
    await vi.waitFor(() => expect(label()).toBe('Sold Out'));
  });

  it("a product sold out in every variant reads 'Sold Out' from the start and adds nothing", async () => {
    const api = fakeApi({});
    await page(productPage('wool-scarf'));
    expect(label()).toBe('Sold Out');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    button().click();
    await wait(50);
    expect(api.received).toEqual([]);
  });

  it('names two and three missing options, and an option combination that does not exist', async () => {
    const api = fakeApi({});
    const variants = [
      { sku: 'A', attributes: { Size: 'S', Colour: 'Red', Fit: 'Slim' }, qtyInStock: 5, priceMoney: usd },
      { sku: 'B', attributes: { Size: 'M', Colour: 'Blue', Fit: 'Loose' }, qtyInStock: 5, priceMoney: usd },
    ];
    const item = {
      id: 'jacket',
      title: 'Jacket',
      collectionId: 'shop',
      structuredContent: { productType: 1, variants, variantOptionOrdering: ['Size', 'Colour', 'Fit'] },
    };
    await page(productPage(item));
    button().click();
    await vi.waitFor(() =>
      expect(dialog()?.textContent).toContain('Please select the Size, Colour and Fit options.'),
    );
    dialog()!.querySelector('button')!.click();
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await wait(1100);
    choose(document.querySelector('select[data-variant-option-name="Size"]')!, 'S');
    button().click();
    await vi.waitFor(() =>
      expect(dialog()?.textContent).toContain('Please select the Colour and Fit options.'),
    );
    dialog()!.querySelector('button')!.click();
    await vi.waitFor(() => expect(dialog()).toBeNull());
    choose(document.querySelector('select[data-variant-option-name="Colour"]')!, 'Blue');
    choose(document.querySelector('select[data-variant-option-name="Fit"]')!, 'Slim');
    button().click();
    await vi.waitFor(() =>
      expect(dialog()?.textContent).toContain(
        'Sorry, that item variant is unavailable. Please select another variant.',
      ),
    );
    expect(api.received).toEqual([]);
  }, 10_000);

  it("a gift card without a denomination: 'Select a denomination for the Gift Card' under the gift card title", async () => {
    fakeApi({});
    await page(productPage('gift-card'));
    button().click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5000 });
    expect(dialog()!.textContent).toContain('Unable to purchase Gift Card');
    expect(dialog()!.textContent).toContain('Select a denomination for the Gift Card');
  });
});

describe('add to cart failures', () => {
  const failWith = async (answer: { status: number; body?: unknown; raw?: string }, config = {}) => {
    const api = fakeApi({ 'POST /api/commerce/cart/entries': () => answer });
    await page(productPage('ceramic-mug'), config);
    button().click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 3000 });
    return { api, text: dialog()!.textContent ?? '' };
  };

  it("429: 'Please try again in a few seconds.', and the label is back 1 s later", async () => {
    const { text } = await failWith({ status: 429, body: { message: 'Too many requests.' } });
    expect(text).toContain('Unable to Add Item');
    expect(text).toContain('Please try again in a few seconds.');
    expect(text).not.toContain('Too many requests.');
    expect(label()).toBe('Adding…');
    await vi.waitFor(() => expect(label()).toBe('Add To Cart'), { timeout: 1500 });
  });

  it('a refused crumb: the session-expired message with cookies on, the enable-cookies one with them off', async () => {
    const refused = { status: 401, body: { message: 'The CSRF crumb is missing…', crumbFail: true } };
    const on = await failWith(refused);
    expect(on.text).toContain('Your session has expired. Please reload the page and try again.');
    await teardownLoader();
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const off = await failWith(refused);
    expect(off.text).toContain('Please enable cookies in your browser, reload the page, and try again.');
  });

  it("shows the server's message for other failures, and 'Unable to Purchase Item' on express checkout", async () => {
    const server = { status: 500, body: { message: 'The warehouse is closed today.' } };
    const plain = await failWith(server);
    expect(plain.text).toContain('The warehouse is closed today.');
    await teardownLoader();
    const express = await failWith(server, { 'express-checkout': 'true' });
    expect(express.text).toContain('Unable to Purchase Item');
  });

  it('a garbled answer although the item was added is a success once the cart read back holds it', async () => {
    const api = fakeApi({
      'POST /api/commerce/cart/entries': () => ({ status: 200, raw: '{"shoppingCart": <html>Bad Gateway' }),
      'GET /api/commerce/cart': () => ({
        status: 200,
        body: cartOf([{ itemId: 'ceramic-mug', sku: 'MUG', quantity: 1, title: 'Ceramic Mug', cents: 1850 }]),
      }),
    });
    const v = await page(productPage('ceramic-mug'));
    const added: unknown[] = [];
    v.on('cart:added', (d) => added.push(d));
    button().click();
    await vi.waitFor(() => expect(label()).toBe('Added!'), { timeout: 3000 });
    expect(dialog()).toBeNull();
    expect(added).toEqual([expect.objectContaining({ productName: 'Ceramic Mug' })]);
    expect(api.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/commerce/cart/entries',
      'GET /api/commerce/cart',
    ]);
  });

  it('a garbled answer and a cart without the item is a failure', async () => {
    fakeApi({
      'POST /api/commerce/cart/entries': () => ({ status: 200, raw: 'not json' }),
      'GET /api/commerce/cart': () => ({ status: 200, body: cartOf([]) }),
    });
    await page(productPage('ceramic-mug'));
    button().click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 3000 });
    expect(label()).not.toBe('Added!');
  });

  it('express checkout goes straight to the checkout page', async () => {
    fakeApi({
      'POST /api/commerce/cart/entries': () => ({
        status: 200,
        body: {
          shoppingCart: cartOf([
            { itemId: 'ceramic-mug', sku: 'MUG', quantity: 1, title: 'Ceramic Mug', cents: 1850 },
          ]),
          newlyAdded: cartOf([
            { itemId: 'ceramic-mug', sku: 'MUG', quantity: 1, title: 'Ceramic Mug', cents: 1850 },
          ]).entries[0],
        },
      }),
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: location.href,
      assign,
    } as Location);
    await page(productPage('ceramic-mug'), { 'express-checkout': 'true', 'checkout-url': '/checkout' });
    button().click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(String(assign.mock.calls[0]![0])).toMatch(/\/checkout$/);
  });
});

describe('add to cart on a listing grid', () => {
  it("a product with options reads 'Select Option', disabled, for 2000 ms, without an alert", async () => {
    const api = fakeApi({
      'POST /api/commerce/cart/entries': () => ({
        status: 400,
        body: {
          message: 'Sorry, that item variant is unavailable. Please select another variant.',
          code: 'variant-required',
        },
      }),
    });
    await page(productGrid('linen-shirt'));
    button().click();
    await vi.waitFor(() => expect(label()).toBe('Select Option'), { timeout: 3000 });
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(dialog()).toBeNull();
    button().click();
    await wait(100);
    expect(api.received).toHaveLength(1);
    // The label renders at once, the attribute in the effect after it: wait for both.
    await vi.waitFor(
      () => {
        expect(label()).toBe('Add To Cart');
        expect(button().hasAttribute('aria-disabled')).toBe(false);
      },
      { timeout: 2500 },
    );
  }, 8000);

  it("a sold-out product on the grid reads 'Sold Out'", async () => {
    fakeApi({});
    await page(productGrid('wool-scarf'));
    expect(label()).toBe('Sold Out');
  });
});

describe('add to cart handing over', () => {
  it('a product with an additional-fields form hands over to the lightbox, or says the form cannot open', async () => {
    const api = fakeApi({});
    // The lightbox's own chunk fails to load: nobody takes the hand-off but the page's listener.
    const noLightbox = { 'additional-fields': () => Promise.reject(new Error('chunk failed to load')) };
    const item = {
      id: 'engraved-pen',
      title: 'Engraved Pen',
      collectionId: 'shop',
      structuredContent: {
        productType: 1,
        variants: [{ sku: 'PEN', attributes: {}, qtyInStock: 5, priceMoney: usd }],
        additionalFieldsFormId: 'engraving',
        additionalFieldsForm: { id: 'engraving', fields: [{ id: 'text', type: 'text', title: 'Engraving' }] },
      },
    };
    await bootLoader({ html: productPage(item), chunks: noLightbox });
    await settle();
    expect(button().classList.contains('use-form')).toBe(true);
    const handed: CustomEvent[] = [];
    const take = (e: Event) => {
      handed.push(e as CustomEvent);
      e.preventDefault();
    };
    document.addEventListener('vitrine:additional-fields', take);
    button().click();
    await vi.waitFor(() => expect(handed).toHaveLength(1));
    expect(handed[0]!.detail).toEqual(
      expect.objectContaining({
        itemId: 'engraved-pen',
        quantity: 1,
        form: expect.objectContaining({ id: 'engraving' }),
      }),
    );
    expect(dialog()).toBeNull();
    document.removeEventListener('vitrine:additional-fields', take);
    button().click();
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('Unable to open form'));
    expect(api.received).toEqual([]);
  });

  it('a subscription buys through the subscription call, then goes on with its cart token', async () => {
    const api = fakeApi({
      'POST /api/commerce/cart/subscription': () => ({ status: 200, body: { cartToken: 'tok-42' } }),
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://localhost:3000/shop/coffee',
      assign,
    } as Location);
    await page(productPage('coffee-subscription'));
    expect(label()).toBe('Subscribe');
    button().click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.received[0]!.body).toEqual(expect.objectContaining({ itemId: 'coffee-subscription', qty: 1 }));
    expect(String(assign.mock.calls[0]![0])).toBe(
      'http://localhost:3000/checkout/subscription?cartToken=tok-42',
    );
  });

  it('markup without data-item-id gets one warning naming the element and attribute, and stays as it was', async () => {
    fakeApi({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await page(
      '<div class="product-detail"><div class="sqs-add-to-cart-button" role="button" tabindex="0">Buy</div></div>',
    );
    expect(label()).toBe('Buy');
    expect(button().classList.contains('vitrine-add-to-cart')).toBe(false);
    const warnings = warn.mock.calls.filter((c) => String(c[0]).includes('add-to-cart'));
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]![0])).toContain('data-item-id');
    expect(warnings[0]![1]).toBe(button());
  });
});
