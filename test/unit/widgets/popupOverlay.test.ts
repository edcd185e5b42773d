import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_OVERLAY_KEYS, popupOverlay } from '../../../src/widgets/visitor-form/popupOverlay.ts';

function page(version: string) {
  document.body.innerHTML =
    `<aside data-vitrine-popup-overlay="${version}" hidden><button data-vitrine-popup-close>×</button>` +
    '<div id="block"></div></aside>';
  return {
    block: document.getElementById('block')!,
    overlay: document.querySelector<HTMLElement>('aside')!,
    close: () => document.querySelector<HTMLButtonElement>('button')!.click(),
  };
}

describe('a form in a popup overlay (engine spec §3: date-closed, version, submitted)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows until closed; closed stays closed for that version, a new version shows again and forgets the old', () => {
    let p = page('1');
    popupOverlay(p.block);
    expect(p.overlay.hidden).toBe(false);
    p.close();
    expect(p.overlay.hidden).toBe(true);
    expect(localStorage.getItem(POPUP_OVERLAY_KEYS.version)).toBe('1');
    expect(localStorage.getItem(POPUP_OVERLAY_KEYS.dateClosed)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    p = page('1');
    popupOverlay(p.block);
    expect(p.overlay.hidden).toBe(true);
    p = page('2');
    const popup = popupOverlay(p.block)!;
    expect(p.overlay.hidden).toBe(false);
    popup.submitted();
    expect(localStorage.getItem(POPUP_OVERLAY_KEYS.dateClosed)).toBeNull();
    expect(localStorage.getItem(POPUP_OVERLAY_KEYS.submitted)).toBe('true');
    expect(localStorage.getItem(POPUP_OVERLAY_KEYS.version)).toBe('2');
    p = page('2');
    popupOverlay(p.block);
    expect(p.overlay.hidden).toBe(true);
  });

  it('storage refused (a privacy mode): the popup shows and closes, and nothing throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const p = page('1');
    const popup = popupOverlay(p.block)!;
    expect(p.overlay.hidden).toBe(false);
    expect(() => p.close()).not.toThrow();
    expect(p.overlay.hidden).toBe(true);
    expect(() => popup.submitted()).not.toThrow();
  });

  it('Escape closes the popup overlay as its close button does, and is remembered', () => {
    const p = page('1');
    const popup = popupOverlay(p.block)!;
    expect(p.overlay.hidden).toBe(false);
    // A key something else took (an open dialog above it) is left alone.
    const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    taken.preventDefault();
    document.body.dispatchEvent(taken);
    expect(p.overlay.hidden).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(p.overlay.hidden).toBe(true);
    expect(localStorage.getItem(POPUP_OVERLAY_KEYS.dateClosed)).toMatch(/^\d{4}-/);
    popup.stop();
  });

  it('a form outside any popup has none', () => {
    document.body.innerHTML = '<div id="block"></div>';
    expect(popupOverlay(document.getElementById('block')!)).toBeUndefined();
  });
});
