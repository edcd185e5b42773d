import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_OVERLAY_KEYS, popupOverlay } from '../../../src/widgets/visitorForm/popupOverlay.ts';

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

  it("Popup overlay local-storage keys: date-closed, version, submitted, under exactly the spec's names", () => {
    expect(POPUP_OVERLAY_KEYS).toEqual({
      dateClosed: 'date-closed',
      version: 'version',
      submitted: 'submitted',
    });
    const p = page('3');
    const popup = popupOverlay(p.block)!;
    popup.submitted();
    p.close();
    expect(Object.keys(localStorage).sort()).toEqual(['date-closed', 'submitted', 'version']);
    expect(localStorage.getItem('version')).toBe('3');
    expect(localStorage.getItem('submitted')).toBe('true');
    popup.stop();
  });

  it('keys written under the old vitrine-popup-overlay: prefix move to the spec names, and still count', () => {
    localStorage.setItem('vitrine-popup-overlay:version', '4');
    localStorage.setItem('vitrine-popup-overlay:date-closed', '2026-01-02T03:04:05.000Z');
    const p = page('4');
    popupOverlay(p.block)!.stop();
    // Closed before the keys were renamed: still closed, now remembered under the spec's names.
    expect(p.overlay.hidden).toBe(true);
    expect(localStorage.getItem('version')).toBe('4');
    expect(localStorage.getItem('date-closed')).toBe('2026-01-02T03:04:05.000Z');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('vitrine-popup-overlay:'))).toEqual([]);
    // A value already under the spec's name wins over an old one.
    localStorage.setItem('vitrine-popup-overlay:version', '1');
    popupOverlay(page('4').block)!.stop();
    expect(localStorage.getItem('version')).toBe('4');
  });

  it('a form outside any popup has none', () => {
    document.body.innerHTML = '<div id="block"></div>';
    expect(popupOverlay(document.getElementById('block')!)).toBeUndefined();
  });
});
