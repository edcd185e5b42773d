import { afterEach, describe, expect, it } from 'vitest';
import { addMessages } from '../../../src/i18n/addMessages.ts';
import { openConfirm } from '../../../src/platform/confirmModal.tsx';
import { click, nextTick, press } from '../ui/userEvents.ts';

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);
const buttonNames = () => [...(dialog()?.querySelectorAll('button') ?? [])].map((b) => b.textContent);

afterEach(async () => {
  for (let i = 0; i < 5 && dialog(); i++) {
    press('Escape');
    await nextTick();
  }
  document.body.innerHTML = '';
});

async function open(options: Parameters<typeof openConfirm>[0]) {
  const handle = openConfirm(options);
  await nextTick();
  return handle;
}

describe('the confirm modal', () => {
  it('offers Cancel and Confirm, focuses Confirm, and resolves true on Confirm, then closes', async () => {
    const { result } = await open({ title: 'Disconnect the mailing list?', message: 'Sign-ups stop.' });
    expect(dialog()?.textContent).toContain('Disconnect the mailing list?');
    expect(buttonNames()).toEqual(['Cancel', 'Confirm']);
    expect(document.activeElement).toBe(button('Confirm'));
    click(button('Confirm')!);
    expect(await result).toBe(true);
    await nextTick();
    expect(dialog()).toBeNull();
  });

  it('resolves false on Cancel and on Escape when cancellable', async () => {
    const first = await open({ title: 'Discard changes?' });
    click(button('Cancel')!);
    expect(await first.result).toBe(false);
    await nextTick();
    expect(dialog()).toBeNull();

    const second = await open({ title: 'Discard changes?' });
    press('Escape');
    expect(await second.result).toBe(false);
  });

  it('has no Cancel when not cancellable, and Escape leaves it open', async () => {
    const { result } = await open({ title: 'This page is locked', cancellable: false, confirmLabel: 'OK' });
    expect(buttonNames()).toEqual(['OK']);
    press('Escape');
    await nextTick();
    expect(dialog()).not.toBeNull();
    click(button('OK')!);
    expect(await result).toBe(true);
  });

  it('stays open after Confirm when told not to close, until close()', async () => {
    const handle = await open({ title: 'Publish?', closeOnConfirm: false });
    click(button('Confirm')!);
    expect(await handle.result).toBe(true);
    await nextTick();
    expect(dialog()).not.toBeNull();
    handle.close();
    await nextTick();
    await nextTick();
    expect(dialog()).toBeNull();
  });

  it('labels its buttons in the page language when a site adds one', async () => {
    addMessages('fr', { 'platform.confirm': 'Confirmer', 'platform.cancel': 'Annuler' });
    await open({ title: 'Supprimer ?', locale: 'fr-CA' });
    expect(buttonNames()).toEqual(['Annuler', 'Confirmer']);
  });
});
