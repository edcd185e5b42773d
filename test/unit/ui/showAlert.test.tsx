import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '../../../src/ui/showAlert.tsx';
import { click, nextTick, press } from './userEvents.ts';

function productPage() {
  document.body.innerHTML = `
    <main>
      <h1>Linen shirt</h1>
      <input aria-label="Quantity" value="1">
      <button class="sqs-add-to-cart-button">Add To Cart</button>
    </main>`;
  const button = document.querySelector<HTMLButtonElement>('button')!;
  button.focus();
  return button;
}

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const byId = (id: string | null) => (id ? document.getElementById(id)?.textContent : undefined);

async function openAlert(returnFocus?: HTMLElement) {
  const closed = showAlert({
    title: 'Unable to Add Item',
    message: 'Please try again in a few seconds.',
    returnFocus,
  });
  await nextTick(); // focus-trap moves focus one tick after opening
  // Wrapped: an async function returning the promise itself would wait for it to settle.
  return { closed };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  // Close what a failed test left open: an open dialog holds the page's scroll lock and trap stack.
  for (let i = 0; i < 5 && dialog(); i++) {
    press('Escape');
    await nextTick();
  }
  document.body.innerHTML = '';
});

describe('the alert a widget shows for an add-to-cart error', () => {
  it('is an alert dialog named by its title, described by the message, with focus on OK', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    productPage();
    await openAlert();

    const box = dialog()!;
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(byId(box.getAttribute('aria-labelledby'))).toBe('Unable to Add Item');
    expect(byId(box.getAttribute('aria-describedby'))).toBe('Please try again in a few seconds.');
    expect(document.activeElement?.textContent).toBe('OK');
    expect(box.querySelectorAll('button')).toHaveLength(1);
    expect(box.parentElement!.parentElement).toBe(document.body);
    expect(alert).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back to the button that was pressed', async () => {
    const button = productPage();
    const { closed } = await openAlert();

    press('Escape');
    await closed;

    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on OK, and returns focus to the element it is told to', async () => {
    productPage();
    const quantity = document.querySelector('input')!;
    const { closed } = await openAlert(quantity);

    (document.activeElement as HTMLElement).click();
    await closed;

    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(quantity);
  });

  it('closes on a click on the dimmed page around it, not on a click or a text selection inside', async () => {
    const button = productPage();
    const { closed } = await openAlert();
    const backdrop = dialog()!.parentElement!;
    const message = dialog()!.querySelector('.vitrine-dialog__message')!;

    click(message);
    click(message, backdrop); // selecting the message text, released past its edge
    expect(dialog()).not.toBeNull();

    click(backdrop);
    await closed;
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('keeps the page from scrolling while open, and lets it scroll again after', async () => {
    productPage();
    const { closed } = await openAlert();
    expect(document.documentElement.classList.contains('vitrine-dialog-open')).toBe(true);

    press('Escape');
    await closed;
    expect(document.documentElement.classList.contains('vitrine-dialog-open')).toBe(false);
  });

  it('keeps Tab on OK: the page behind cannot be reached', async () => {
    productPage();
    await openAlert();
    const ok = document.activeElement;

    press('Tab');
    expect(document.activeElement).toBe(ok);
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(ok);
  });

  it('stacks: a second alert closes first, and focus goes back into the first', async () => {
    productPage();
    const { closed: first } = await openAlert();
    const firstOk = document.activeElement;
    const second = showAlert({ title: 'Unable to Add Item', message: 'Quantity must be a number.' });
    await nextTick();
    expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(2);

    press('Escape');
    await second;
    await nextTick();
    expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(1);
    expect(document.activeElement).toBe(firstOk);
    expect(document.documentElement.classList.contains('vitrine-dialog-open')).toBe(true);

    press('Escape');
    await first;
    expect(dialog()).toBeNull();
  });
});
