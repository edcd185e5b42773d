import { act } from 'preact/test-utils';
import { useState } from 'react';
import { render } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popover, type PopoverCloseReason } from '../../../src/ui/Popover.tsx';
import { click, press } from './userEvents.ts';

const added = 'Linen shirt was added to your cart.';
let closes: PopoverCloseReason[];
let root: HTMLElement;

/** A storefront header with a cart link at the right and a search field the shopper is typing in. */
function storefront(cartLink: { left: number; top: number; width: number; height: number } | null) {
  document.body.innerHTML = `
    <header><input type="search" aria-label="Search"><a class="cart" href="/cart">Cart</a></header>`;
  const link = document.querySelector<HTMLElement>('a.cart')!;
  const r = cartLink ?? { left: 0, top: 0, width: 0, height: 0 }; // display:none measures 0×0
  link.getBoundingClientRect = () =>
    ({ ...r, x: r.left, y: r.top, right: r.left + r.width, bottom: r.top + r.height }) as DOMRect;
  // happy-dom lays nothing out: give the popover the size a browser would.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(60);
  const search = document.querySelector('input')!;
  search.focus();
  return { link, search };
}

function AddedItem({ anchor }: { anchor: Element }) {
  const [open, setOpen] = useState(true);
  return (
    <Popover
      open={open}
      anchor={anchor}
      announcement={added}
      dismissAfterMs={3000}
      onClose={(reason) => {
        closes.push(reason);
        setOpen(false);
      }}
    >
      {added}
    </Popover>
  );
}

async function showPopover(anchor: Element) {
  root = document.createElement('div');
  document.body.append(root);
  await act(() => {
    render(<AddedItem anchor={anchor} />, root);
  });
}

const popover = () => document.querySelector<HTMLElement>('.vitrine-popover');
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  closes = [];
  vi.useFakeTimers();
});
afterEach(async () => {
  await act(() => {
    render(null, root);
  });
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the added-item popover', () => {
  it('appears 16 px under the cart link without taking focus from the search field', async () => {
    const { link, search } = storefront({ left: 900, top: 20, width: 80, height: 40 });
    await showPopover(link);

    expect(popover()!.textContent).toContain(added);
    expect(document.activeElement).toBe(search);
    expect(popover()!.style.top).toBe('76px');
    expect(popover()!.style.left).toBe(`${980 - 300}px`);
    expect(popover()!.dataset.placement).toBe('anchor');
  });

  it('goes to the top right when the cart link is hidden', async () => {
    const { link } = storefront(null);
    await showPopover(link);
    expect(popover()!.dataset.placement).toBe('top-right');
    expect(popover()!.style.top).toBe('16px');
    expect(popover()!.style.left).toBe(`${window.innerWidth - 16 - 300}px`);
  });

  it('is announced to screen readers through the page announcer', async () => {
    const { link } = storefront({ left: 900, top: 20, width: 80, height: 40 });
    await showPopover(link);
    await wait(100);
    expect(document.querySelector('[role="status"]')!.textContent).toBe(added);
  });

  it('disappears by itself after 3 seconds', async () => {
    const { link } = storefront({ left: 900, top: 20, width: 80, height: 40 });
    await showPopover(link);
    await wait(2999);
    expect(popover()).not.toBeNull();
    await wait(1);
    expect(popover()).toBeNull();
    expect(closes).toEqual(['timeout']);
  });

  it('waits while the shopper is in it, then takes the time that was left', async () => {
    const { link, search } = storefront({ left: 900, top: 20, width: 80, height: 40 });
    await showPopover(link);
    await wait(2000);
    const close = popover()!.querySelector('button')!;
    close.focus();
    await wait(10_000);
    expect(popover()).not.toBeNull();

    search.focus();
    await wait(999);
    expect(popover()).not.toBeNull();
    await wait(1);
    expect(popover()).toBeNull();
  });

  it('closes on Escape from inside and gives focus back to the search field', async () => {
    const { link, search } = storefront({ left: 900, top: 20, width: 80, height: 40 });
    await showPopover(link);
    // Focus is in the search field: that Escape is not ours to take.
    await act(() => {
      press('Escape');
    });
    expect(popover()).not.toBeNull();

    popover()!.querySelector('button')!.focus();
    await act(() => {
      press('Escape');
    });
    expect(popover()).toBeNull();
    expect(closes).toEqual(['escape']);
    expect(document.activeElement).toBe(search);
  });

  it('closes with its Close button', async () => {
    const { link } = storefront({ left: 900, top: 20, width: 80, height: 40 });
    await showPopover(link);
    const close = popover()!.querySelector('button')!;
    expect(close.getAttribute('aria-label')).toBe('Close');
    await act(() => {
      click(close);
    });
    expect(popover()).toBeNull();
    expect(closes).toEqual(['close-button']);
  });

  it('follows the cart link on scroll, at most every 100 ms and once more when scrolling stops', async () => {
    const { link } = storefront({ left: 900, top: 20, width: 80, height: 40 });
    await showPopover(link);
    const at = (top: number) => {
      link.getBoundingClientRect = () =>
        ({ left: 900, top, width: 80, height: 40, right: 980, bottom: top + 40 }) as DOMRect;
      window.dispatchEvent(new Event('scroll'));
    };

    at(10);
    expect(popover()!.style.top).toBe('66px');
    at(5);
    at(0);
    expect(popover()!.style.top).toBe('66px');
    await wait(100);
    expect(popover()!.style.top).toBe('56px');
  });
});
