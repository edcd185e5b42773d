import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartSchema } from '../../../src/api/schemas.ts';
import type { CartAdded } from '../../../src/commerce/cartService.ts';
import type { VitrineRuntime } from '../../../src/runtime/types.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import { cartOf } from '../harness/fakeApi.ts';
import { click } from '../ui/userEvents.ts';

/**
 * The added-item popover (engine spec, "Storefront cart indicator": '{productName} was added to
 * your cart.' and a Close button, under the cart link or at the top right when none is visible,
 * gone by itself after 3 seconds; "Cart indicator and platform": lifetime 3000 ms, header gap
 * 16 px, mobile at most 432 px), mounted through the real loader as the add-to-cart button mounts it.
 */

const HEADER = '<header><a class="sqs-cart-link" href="/cart">Cart</a></header><div id="host"></div>';

/** Two medium linen shirts, as the add's answer and the cart after it carry them. */
function shirts(): CartAdded {
  const cart = {
    ...cartSchema.parse(
      cartOf([{ itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 2, title: 'Linen Shirt', cents: 4500 }]),
    ),
    currencyCode: 'USD',
  };
  const entry = { ...cart.entries[0]!, chosenVariant: { sku: 'SHIRT-M', attributes: { Size: 'Medium' } } };
  return { cart, entry, productName: 'Linen Shirt' };
}

const popover = () => document.querySelector<HTMLElement>('.vitrine-added-item');

/** A browser's layout, which happy-dom lacks: the viewport, the cart link's box and the popover's size. */
function layout(viewportWidth: number, cartLink: { right: number; bottom: number } | null) {
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(viewportWidth);
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
  const link = document.querySelector<HTMLElement>('.sqs-cart-link')!;
  const r = cartLink
    ? {
        left: cartLink.right - 60,
        top: cartLink.bottom - 24,
        right: cartLink.right,
        bottom: cartLink.bottom,
        width: 60,
        height: 24,
      }
    : { left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0 }; // display:none measures 0×0
  link.getBoundingClientRect = () => ({ ...r, x: r.left, y: r.top }) as DOMRect;
}

/** The page with its cart link, laid out so, the popover mounted on the host as the add-to-cart widget does. */
async function page(...at: Parameters<typeof layout>): Promise<VitrineRuntime> {
  const runtime = await bootLoader({ html: HEADER });
  layout(...at);
  const { mount } = await import('../../../src/widgets/addedItemPopover/index.ts');
  await mount(document.getElementById('host')!, runtime);
  await settle();
  return runtime;
}

/** An add on the page, and the message's own chunk arriving with it. */
async function added(runtime: VitrineRuntime, detail: CartAdded = shirts()) {
  runtime.emit('cart:added', detail);
  await settle();
  await vi.dynamicImportSettled();
  await settle();
}

beforeEach(() => vi.restoreAllMocks());
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await teardownLoader();
});

describe('the added-item popover', () => {
  it('shows nothing until an item is added', async () => {
    await page(1280, { right: 1240, bottom: 40 });
    expect(popover()).toBeNull();
  });

  it("says '<title> was added to your cart.', with the size, the quantity and the line's price, View cart and Checkout", async () => {
    await added(await page(1280, { right: 1240, bottom: 40 }));
    expect(popover()!.querySelector('.vitrine-added-item__message')!.textContent).toBe(
      'Linen Shirt was added to your cart.',
    );
    expect(popover()!.querySelector('.vitrine-added-item__variant')!.textContent).toBe('Size: Medium');
    expect(popover()!.querySelector('.vitrine-added-item__quantity')!.textContent).toBe('Quantity: 2$90.00');
    expect(popover()!.querySelector('.vitrine-added-item__price')!.textContent).toBe('$90.00');
    const links = [...popover()!.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['View cart', '/cart'],
      ['Checkout', '/checkout'],
    ]);
    expect(popover()!.querySelector('button')!.getAttribute('aria-label')).toBe('Close');
    // Announced to screen readers in the same words.
    await vi.waitFor(() =>
      expect(document.querySelector('[data-vitrine-announcer="polite"]')!.textContent).toBe(
        'Linen Shirt was added to your cart.',
      ),
    );
  });

  it('a second add shows that one instead', async () => {
    const runtime = await page(1280, { right: 1240, bottom: 40 });
    await added(runtime);
    const mug = shirts();
    mug.productName = 'Ceramic Mug';
    await added(runtime, mug);
    expect(document.querySelectorAll('.vitrine-added-item')).toHaveLength(1);
    expect(popover()!.querySelector('.vitrine-added-item__message')!.textContent).toBe(
      'Ceramic Mug was added to your cart.',
    );
  });

  it('its Close button closes it', async () => {
    await added(await page(1280, { right: 1240, bottom: 40 }));
    await act(() => click(popover()!.querySelector('button')!));
    await settle();
    expect(popover()).toBeNull();
  });

  it('is gone by itself 3 seconds after it appeared, not before', async () => {
    const runtime = await page(1280, { right: 1240, bottom: 40 });
    // The message's chunk is here after a first add; the next add shows afresh, its 3 s from then.
    await added(runtime);
    vi.useFakeTimers();
    await act(() => runtime.emit('cart:added', shirts()));
    expect(popover()).not.toBeNull();
    await act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(popover()).not.toBeNull();
    await act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(popover()).toBeNull();
  });

  it('desktop (433 px and wider): its own width, 16 px under the cart link, right edges aligned', async () => {
    await added(await page(433, { right: 400, bottom: 40 }));
    const box = popover()!.closest<HTMLElement>('.vitrine-popover') ?? popover()!;
    expect(box.dataset.placement).toBe('anchor');
    expect(box.style.top).toBe('56px');
    expect(box.style.left).toBe(`${400 - 300}px`);
    expect(box.style.width).toBe('');
    expect(box.classList.contains('vitrine-popover--mobile')).toBe(false);
  });

  it('mobile (432 px and narrower): the full width between 16 px gaps, under the cart link', async () => {
    await added(await page(432, { right: 400, bottom: 40 }));
    const box = popover()!.closest<HTMLElement>('.vitrine-popover') ?? popover()!;
    expect(box.dataset.placement).toBe('anchor');
    expect(box.style.top).toBe('56px');
    expect(box.style.left).toBe('16px');
    expect(box.style.width).toBe(`${432 - 32}px`);
    expect(box.classList.contains('vitrine-popover--mobile')).toBe(true);
  });

  it('at the top right when no cart link is visible', async () => {
    await added(await page(1280, null));
    const box = popover()!.closest<HTMLElement>('.vitrine-popover') ?? popover()!;
    expect(box.dataset.placement).toBe('top-right');
    expect(box.style.top).toBe('16px');
    expect(box.style.left).toBe(`${1280 - 16 - 300}px`);
  });
});
