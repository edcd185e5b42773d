import { act } from 'preact/test-utils';
import { useState } from 'react';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from '../../../src/ui/Dialog.tsx';
import { click, nextTick, press, tab } from './userEvents.ts';

/** A product page with an 'Pay in 4' button that opens a dialog, as the instalment widget will. */
function InstalmentPage(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button id="opener" onClick={() => setOpen(true)}>
        Pay in 4
      </button>
      <Dialog title="Pay in 4 interest-free payments" open={open} onClose={() => setOpen(false)} {...props}>
        <a href="#terms">Terms</a>
        <button>Learn more</button>
      </Dialog>
    </>
  );
}

let root: HTMLElement;
async function renderPage(props: Partial<DialogProps> = {}) {
  root = document.createElement('div');
  document.body.append(root);
  await act(() => {
    render(<InstalmentPage {...props} />, root);
  });
  const opener = document.getElementById('opener')!;
  opener.focus();
  await act(() => {
    opener.click();
  });
  await nextTick();
  return opener;
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

afterEach(async () => {
  await act(() => {
    render(null, root);
  });
  document.body.innerHTML = '';
});

describe('a dialog opened from a button', () => {
  it('takes focus to its first control and keeps Tab inside, both ways', async () => {
    await renderPage();
    const terms = dialog()!.querySelector('a')!;
    const close = dialog()!.querySelector<HTMLElement>('[aria-label="Close"]')!;
    expect(document.activeElement).toBe(terms);

    tab();
    expect(document.activeElement?.textContent).toBe('Learn more');
    tab();
    expect(document.activeElement).toBe(close);
    tab();
    expect(document.activeElement).toBe(terms);
    tab(true);
    expect(document.activeElement).toBe(close);
  });

  it('closes with its × button and gives focus back to the opener', async () => {
    const opener = await renderPage();
    await act(() => {
      dialog()!.querySelector<HTMLElement>('[aria-label="Close"]')!.click();
    });
    await nextTick();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves Escape to a control inside that used it (an open listbox), and closes on the next one', async () => {
    await renderPage();
    dialog()!.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    await act(() => {
      press('Escape');
    });
    expect(dialog()).not.toBeNull();
    await act(() => {
      press('Escape');
    });
    expect(dialog()).toBeNull();
  });

  it('can keep its title for screen readers only', async () => {
    await renderPage({ hideTitle: true });
    const title = document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Pay in 4 interest-free payments');
    expect(title.className).toBe('vitrine-visually-hidden');
    expect(dialog()!.hasAttribute('aria-describedby')).toBe(false);
  });

  it('lets go when its widget is removed while open: no trap, no scroll lock, focus back, no error', async () => {
    document.body.innerHTML = '<button id="host">Quick view</button>';
    const host = document.getElementById('host')!;
    host.focus();
    root = document.createElement('div');
    document.body.append(root);
    await act(() => {
      render(
        <Dialog open title="Quick view" onClose={() => {}}>
          <button>Add To Cart</button>
        </Dialog>,
        root,
      );
    });
    await nextTick();
    expect(document.activeElement?.textContent).toBe('Add To Cart');
    const errors = vi.fn();
    window.addEventListener('error', errors);

    await act(() => {
      render(null, root);
    });
    await nextTick();

    expect(dialog()).toBeNull();
    expect(document.documentElement.classList.contains('vitrine-dialog-open')).toBe(false);
    expect(document.activeElement).toBe(host);
    const other = document.createElement('button');
    document.body.append(other);
    tab();
    expect(document.activeElement).toBe(other);
    window.removeEventListener('error', errors);
    expect(errors).not.toHaveBeenCalled();
  });

  it('backdrop press that ends inside the panel does not close it', async () => {
    await renderPage();
    click(dialog()!.parentElement!, dialog()!);
    expect(dialog()).not.toBeNull();
  });
});

describe('the lightbox layout (spec: 50 px from the top when taller than the window, else centred)', () => {
  function panelHeight(height: number) {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('vitrine-dialog__panel') ? height : 0;
    });
  }

  it('centres short content and starts tall content 50 px down, re-measuring 100 ms after a resize', async () => {
    vi.stubGlobal('innerHeight', 800);
    panelHeight(300);
    await renderPage({ layout: 'lightbox' });
    const panel = dialog()!;
    expect(panel.parentElement!.classList.contains('vitrine-dialog--lightbox')).toBe(true);
    expect(panel.style.marginTop).toBe('250px');

    vi.useFakeTimers();
    panelHeight(1200);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(60);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(99);
    expect(panel.style.marginTop).toBe('250px');
    vi.advanceTimersByTime(1);
    expect(panel.style.marginTop).toBe('50px');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});
