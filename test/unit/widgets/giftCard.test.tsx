import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCatalog } from '../../../fixtures/server/seed/catalog.ts';
import { engineItem } from '../../../fixtures/server/site/engineItem.ts';
import { render } from '../../../src/engine/index.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import { cartOf, fakeApi } from '../harness/fakeApi.ts';

const site = join(import.meta.dirname, '../../../fixtures/site');

/** The demo shop's gift-card block, as the engine renders the shop template. */
function shopBlock(): string {
  const partials = Object.fromEntries(
    readdirSync(join(site, 'partials')).map((f) => [f, readFileSync(join(site, 'partials', f), 'utf8')]),
  );
  const { output } = render(
    readFileSync(join(site, 'templates', 'shop.html'), 'utf8'),
    { collection: { items: demoCatalog.map((p) => engineItem(p)) }, website: { useCLDRMoneyFormat: true } },
    { partials },
  );
  const page = document.createElement('div');
  page.innerHTML = output;
  return page.querySelector('[data-vitrine="gift-card"]')!.outerHTML;
}

const usd = (value: string) => ({ value, currency: 'USD' });
const VARIANTS = [
  { sku: 'GIFT-25', priceMoney: usd('25.00') },
  { sku: 'GIFT-50', priceMoney: usd('50.00') },
  { sku: 'GIFT-100', priceMoney: usd('100.00') },
];
const block = (attrs = '', json: unknown = { variants: VARIANTS }) =>
  `<div data-vitrine="gift-card" data-vitrine-item-id="gift-card"${attrs}>` +
  `<script type="application/json">${JSON.stringify(json)}</script></div>`;

const buy = () => document.querySelector<HTMLButtonElement>('[data-vitrine="gift-card"] button')!;
const amount = (text: string) =>
  [...document.querySelectorAll('[data-vitrine="gift-card"] label')]
    .find((l) => l.textContent === text)!
    .querySelector('input')!;
const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const giftAdded = (sku: string, cents: number) => {
  const cart = cartOf([{ itemId: 'gift-card', sku, quantity: 1, title: 'Gift Card', cents }]);
  return {
    status: 200,
    body: {
      shoppingCart: cart,
      newlyAdded: cart.entries[0],
      item: { id: 'gift-card', title: 'Gift Card', productType: 4, collectionId: 'shop' },
    },
  };
};

async function page(html: string, config: Record<string, string> = {}) {
  const vitrine = await bootLoader({ html, config });
  await settle();
  return vitrine;
}

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

describe('the gift-card block', () => {
  it('shows the amounts as a radio group of formatted money, and a Buy button', async () => {
    fakeApi({});
    await page(block());
    const group = document.querySelector('fieldset')!;
    expect(group.querySelector('legend')!.textContent).toBe('Amount');
    expect([...group.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      '$25.00',
      '$50.00',
      '$100.00',
    ]);
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.value)).toEqual(['GIFT-25', 'GIFT-50', 'GIFT-100']);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(radios.some((r) => r.checked)).toBe(false);
    expect(buy().textContent).toBe('Buy');
    expect(buy().type).toBe('button');
  });

  it("without an amount: 'Unable to purchase Gift Card', 'Select a denomination for the Gift Card', nothing sent, focus back", async () => {
    const api = fakeApi({});
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await page(block());
    buy().focus();
    buy().click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5000 });
    expect(dialog()!.textContent).toContain('Unable to purchase Gift Card');
    expect(dialog()!.textContent).toContain('Select a denomination for the Gift Card');
    dialog()!.querySelector('button')!.click();
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(buy()));
    expect(alert).not.toHaveBeenCalled();
    expect(api.received).toEqual([]);
  });

  it('adds the chosen amount: Adding…, Added! after at least 1 s, for 2 s, then its label; cart:added told', async () => {
    const api = fakeApi({ 'POST /api/commerce/cart/entries': () => giftAdded('GIFT-50', 5000) });
    const vitrine = await page(block());
    const added: unknown[] = [];
    vitrine.on('cart:added', (d) => added.push(d));
    amount('$50.00').click();
    const started = Date.now();
    buy().click();
    await vi.waitFor(() => expect(buy().textContent).toBe('Adding…'));
    await vi.waitFor(() => expect(buy().textContent).toBe('Added!'), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    await vi.waitFor(() =>
      expect(document.querySelector('[data-vitrine="gift-card"]')!.classList).toContain(
        'vitrine-gift-card--added',
      ),
    );
    const posts = api.received.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body)).toEqual([{ itemId: 'gift-card', sku: 'GIFT-50', quantity: 1 }]);
    expect(posts[0]!.headers['x-csrf-token']).toBe('crumb-123');
    expect(added).toEqual([
      expect.objectContaining({ productName: 'Gift Card', productPage: 'product_block' }),
    ]);
    // Clicks meanwhile are ignored.
    buy().click();
    await wait(50);
    expect(api.received.filter((r) => r.method === 'POST')).toHaveLength(1);
    await vi.waitFor(() => expect(buy().textContent).toBe('Buy'), { timeout: 2500 });
  }, 10_000);

  it("a failure shows the server's message under the gift-card title; the label is back 1 s later", async () => {
    fakeApi({
      'POST /api/commerce/cart/entries': () => ({
        status: 500,
        body: { message: 'Gift cards are paused today.' },
      }),
    });
    await page(block());
    amount('$25.00').click();
    buy().click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5000 });
    expect(dialog()!.textContent).toContain('Unable to purchase Gift Card');
    expect(dialog()!.textContent).toContain('Gift cards are paused today.');
    await vi.waitFor(() => expect(buy().textContent).toBe('Buy'), { timeout: 1500 });
  });

  it('429 says to try again in a few seconds', async () => {
    fakeApi({ 'POST /api/commerce/cart/entries': () => ({ status: 429, body: { message: 'Slow down' } }) });
    await page(block());
    amount('$100.00').click();
    buy().click();
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('Please try again in a few seconds.'), {
      timeout: 5000,
    });
  });

  it('on an express-checkout site an add goes straight to the checkout page', async () => {
    fakeApi({ 'POST /api/commerce/cart/entries': () => giftAdded('GIFT-25', 2500) });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: location.href,
      assign,
    } as Location);
    await page(block(), { 'express-checkout': 'true', 'checkout-url': '/checkout' });
    amount('$25.00').click();
    buy().click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(String(assign.mock.calls[0]![0])).toMatch(/\/checkout$/);
  });

  it("reads the amounts from data-vitrine-variants too, and takes the site's own words", async () => {
    fakeApi({});
    const attrs =
      ` data-vitrine-variants='${JSON.stringify(VARIANTS.slice(0, 2))}'` +
      ' data-vitrine-legend="Choose a value" data-vitrine-label="Give this card"';
    await page(`<div data-vitrine="gift-card" data-vitrine-item-id="gift-card"${attrs}></div>`);
    expect(document.querySelector('legend')!.textContent).toBe('Choose a value');
    expect(buy().textContent).toBe('Give this card');
    expect(document.querySelectorAll('input[type="radio"]')).toHaveLength(2);
  });

  it('takes amounts spelt {decimalValue, currencyCode} (engine spec §3), in the store rule', async () => {
    fakeApi({});
    const variants = [
      { sku: 'GIFT-25', priceMoney: { decimalValue: '25.00', currencyCode: 'EUR' } },
      { sku: 'GIFT-5000', priceMoney: { decimalValue: 5000, currencyCode: 'JPY' } },
      { sku: 'GIFT-50', priceMoney: { value: '50.00', currency: 'EUR' } },
    ];
    await page(block('', { variants }));
    expect(
      [...document.querySelectorAll('[data-vitrine="gift-card"] label')].map((l) => l.textContent),
    ).toEqual(['€25.00', '¥5,000', '€50.00']);
    expect(buy().textContent).toBe('Buy');
  });

  it("an amount that names no currency is in the store's (data-currency), not USD", async () => {
    fakeApi({});
    const variants = [{ sku: 'GIFT-25', priceMoney: { value: '25.00' } }];
    await page(block('', { variants }), { currency: 'GBP' });
    expect(
      [...document.querySelectorAll('[data-vitrine="gift-card"] label')].map((l) => l.textContent),
    ).toEqual(['£25.00']);
  });

  it('bad markup gets one warning naming the attribute, and the block is left as it was', async () => {
    fakeApi({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = block('', { variants: [{ sku: 'GIFT-25' }] });
    await page(html);
    expect(document.body.innerHTML).toBe(html);
    const ours = warn.mock.calls.filter((c) => String(c[0]).includes('gift-card'));
    expect(ours).toHaveLength(1);
    expect(String(ours[0]![0])).toContain('variants');
  });

  it("the demo shop's block hydrates to what the server wrote: nothing moves", async () => {
    fakeApi({});
    const html = shopBlock();
    const server = document.createElement('div');
    server.innerHTML = html;
    server.querySelector('script')!.remove();
    const before = server.firstElementChild!.innerHTML.replace(/>\s+</g, '><').trim();
    await page(html);
    const after = document.querySelector('[data-vitrine="gift-card"]')!;
    expect(after.innerHTML).toBe(before);
    expect(after.textContent).toContain('Buy a gift card');
  });

  it('keeps an amount chosen in the server markup before it hydrated', async () => {
    fakeApi({});
    const html = shopBlock();
    await bootLoader({ html });
    (document.querySelector('input[value="GIFT-100"]') as HTMLInputElement).checked = true;
    await settle();
    expect(document.querySelector<HTMLInputElement>('input[value="GIFT-100"]')!.checked).toBe(true);
  });
});
