import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineItem } from '../../../fixtures/server/site/engineItem.ts';
import { VARIANT_CHANGE_EVENT } from '../../../src/commerce/productScope.ts';
import { render } from '../../../src/engine/index.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import { fakeApi } from '../harness/fakeApi.ts';
import { productById, productPage } from '../harness/productMarkup.ts';

const field = () => document.querySelector<HTMLInputElement>('.product-quantity-input input')!;
const message = () => document.querySelector('.vitrine-quantity-message');
const liveRegion = () => document.querySelector('[data-vitrine-announcer="polite"]');

/** The variant picker is stood in for by pickerChose: these stories are the field's own. */
const chunks = { 'variant-picker': { mount() {}, unmount() {} } };

async function page(html: string) {
  fakeApi({});
  const vitrine = await bootLoader({ html, chunks });
  await settle();
  // The field hydrates when the shopper reaches it (registry: interaction).
  document
    .querySelector('.product-quantity-input input')
    ?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await settle();
  return vitrine;
}

/** What a shopper does in the field: the text, then the input event the browser fires. */
function type(text: string) {
  field().value = text;
  field().dispatchEvent(new Event('input', { bubbles: true }));
}
const leave = () => field().dispatchEvent(new FocusEvent('blur'));

/** The variant picker's word on the choice (src/widgets/variantPicker dispatches it). */
function pickerChose(sku: string | undefined) {
  const variants = JSON.parse(document.querySelector('.product-variants')!.getAttribute('data-variants')!);
  const variant = variants.find((v: { sku: string }) => v.sku === sku);
  document
    .querySelector('.product-detail')!
    .dispatchEvent(new CustomEvent(VARIANT_CHANGE_EVENT, { bubbles: true, detail: { variant } }));
}

afterEach(async () => {
  await teardownLoader();
  vi.unstubAllGlobals();
});

describe('when the engine shows a quantity field (engine spec §5)', () => {
  const shows = (id: string) => productPage(id).includes('product-quantity-input');

  it.each([
    ['reading-chair', 'a physical product with 2 left', true],
    ['ceramic-mug', 'an unlimited physical product', true],
    ['pottery-class', 'a service, with multiple quantities on services by default', true],
    ['coffee-beans', 'a one-time product that also sells by subscription', true],
    ['field-guide-ebook', 'a digital product', false],
    ['gift-card', 'a gift card', false],
    ['coffee-subscription', 'a subscription', false],
    ['wool-scarf', 'a product with no stock', false],
  ])('%s (%s): %s', (id, _what, expected) => {
    expect(shows(id)).toBe(expected);
  });

  it('a product with one unit left gets none; a service gets none when the store turns quantities off', () => {
    const chair = productById('reading-chair');
    const one = { ...chair, variants: [{ ...chair.variants[0]!, qtyInStock: 1 }] };
    expect(productPage(engineItem(one))).not.toContain('product-quantity-input');
    const service = engineItem(productById('pottery-class'));
    const off = render('{.section item}{@|quantity-input}{.end}', {
      item: service,
      storeSettings: { multipleQuantityAllowedForServices: false },
    });
    expect(off.output).toBe('');
    const on = render('{.section item}{@|quantity-input}{.end}', {
      item: service,
      storeSettings: { multipleQuantityAllowedForServices: true },
    });
    expect(on.output).toContain('min="1"');
    expect(on.output).toContain('max="9999"');
    expect(on.output).toContain('step="1"');
    expect(on.output).toContain('value="1"');
  });
});

describe('the quantity field', () => {
  it('hydrates without changing a thing, and keeps what the shopper typed before it hydrated', async () => {
    const html = productPage('reading-chair');
    const server = document.createElement('div');
    server.innerHTML = html;
    const before = server.querySelector('.product-quantity-input')!.outerHTML;
    fakeApi({});
    await bootLoader({ html, chunks });
    const typedIn = field();
    typedIn.value = '2';
    await settle();
    expect(document.querySelector('.product-quantity-input')!.outerHTML).toBe(before);
    // The very same field: its focus and text are the shopper's.
    expect(field()).toBe(typedIn);
    expect(field().value).toBe('2');
    expect(field().disabled).toBe(false);
  });

  it("says 'Quantity must be a whole number' as the shopper types 1.5, beside the field and to screen readers; clears it once fixed", async () => {
    await page(productPage('reading-chair'));
    type('1.5');
    await vi.waitFor(() => expect(message()?.textContent).toBe('Quantity must be a whole number'));
    // The field's marks follow in the same update or the next: waited for, as a reader would.
    await vi.waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(field().getAttribute('aria-describedby')).toBe(message()!.id);
    await vi.waitFor(() => expect(liveRegion()?.textContent).toBe('Quantity must be a whole number'));
    expect(liveRegion()!.getAttribute('aria-live')).toBe('polite');
    // Typing goes on as before: nothing was refused.
    expect(field().value).toBe('1.5');

    type('2');
    await vi.waitFor(() => expect(message()).toBeNull());
    expect(field().hasAttribute('aria-invalid')).toBe(false);
    expect(field().hasAttribute('aria-describedby')).toBe(false);
  });

  it.each(['1e3', '2.0'])(
    "refuses %s as a quantity: 'Quantity must be a whole number' (a number, but not a count as a shopper writes one)",
    async (typed) => {
      await page(productPage('reading-chair'));
      type(typed);
      await vi.waitFor(() => expect(message()?.textContent).toBe('Quantity must be a whole number'));
    },
  );

  it("an emptied field waits while the shopper types, and says 'Quantity must be a number.' when they leave it", async () => {
    await page(productPage('pottery-class'));
    type('');
    await settle(1);
    expect(message()).toBeNull();
    leave();
    await vi.waitFor(() => expect(message()?.textContent).toBe('Quantity must be a number.'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    type('3');
    await vi.waitFor(() => expect(message()).toBeNull());
  });

  it('names the bounds when the quantity is out of them', async () => {
    await page(productPage('pottery-class'));
    type('0');
    await vi.waitFor(() => expect(message()?.textContent).toBe('Quantity must be between 1 and 9,999.'));
    type('10000');
    await vi.waitFor(() => expect(message()?.textContent).toBe('Quantity must be between 1 and 9,999.'));
    type('9999');
    await vi.waitFor(() => expect(message()).toBeNull());
  });

  it('is disabled while the chosen variant is sold out, as the picker says it, and back for another', async () => {
    await page(productPage('linen-shirt'));
    expect(field().disabled).toBe(false);
    pickerChose('SHIRT-L');
    await vi.waitFor(() => expect(field().disabled).toBe(true));
    pickerChose('SHIRT-S');
    await vi.waitFor(() => expect(field().disabled).toBe(false));
    pickerChose('SHIRT-L');
    await vi.waitFor(() => expect(field().disabled).toBe(true));
    // A reset (no variant) gives the field back.
    pickerChose(undefined);
    await vi.waitFor(() => expect(field().disabled).toBe(false));
  });

  it('follows a choice made before it hydrated (the picker may hydrate first, or read ?variant=)', async () => {
    fakeApi({});
    await bootLoader({ html: productPage('linen-shirt'), chunks });
    document.querySelector<HTMLSelectElement>('select[data-variant-option-name="Size"]')!.value = 'Large';
    await settle();
    expect(field().disabled).toBe(true);
  });

  it('is disabled for a product marked sold out everywhere (product-status)', async () => {
    const markup = `<article class="product-detail" data-item-id="x">
      <div class="product-mark sold-out">sold out</div>
      <div class="product-quantity-input" data-item-id="x"><div class="quantity-label">Quantity:</div>
      <input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></div>
    </article>`;
    await page(markup);
    expect(field().disabled).toBe(true);
  });

  it('gives the field back as it found it when its marker goes', async () => {
    const vitrine = await page(productPage('reading-chair'));
    type('1.5');
    await vi.waitFor(() => expect(message()).not.toBeNull());
    document.querySelector('.product-quantity-input')!.classList.remove('product-quantity-input');
    vitrine.refresh();
    await settle();
    expect(message()).toBeNull();
    const input = document.querySelector<HTMLInputElement>('[data-item-id="reading-chair"] input')!;
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    // Unmounted: typing no longer says anything.
    input.value = 'x';
    input.dispatchEvent(new FocusEvent('blur'));
    await settle(1);
    expect(message()).toBeNull();
  });
});
