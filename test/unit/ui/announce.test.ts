import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce } from '../../../src/ui/announce.ts';

const regions = () => document.querySelectorAll('[data-vitrine-announcer]');
const polite = () => document.querySelector('[role="status"][aria-live="polite"]');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the page announcer', () => {
  it('creates one hidden polite region on first use and speaks into it', () => {
    expect(regions()).toHaveLength(0);
    announce('Linen shirt was added to your cart.');
    vi.advanceTimersByTime(100);
    announce('Cart updated.');
    vi.advanceTimersByTime(100);

    expect(regions()).toHaveLength(1);
    expect(polite()!.textContent).toBe('Cart updated.');
    expect(polite()!.getAttribute('aria-atomic')).toBe('true');
    expect(polite()!.className).toBe('vitrine-visually-hidden');
  });

  it('says the same text again when it happens again: cleared, then written in a later task', () => {
    announce('Linen shirt was added to your cart.');
    vi.advanceTimersByTime(100);
    expect(polite()!.textContent).toBe('Linen shirt was added to your cart.');

    announce('Linen shirt was added to your cart.');
    expect(polite()!.textContent).toBe('');
    vi.advanceTimersByTime(99);
    expect(polite()!.textContent).toBe('');
    vi.advanceTimersByTime(1);
    expect(polite()!.textContent).toBe('Linen shirt was added to your cart.');
  });

  it('keeps assertive messages in their own region', () => {
    announce('Sold out.', 'assertive');
    vi.advanceTimersByTime(100);
    const urgent = document.querySelector('[aria-live="assertive"]')!;
    expect(urgent.textContent).toBe('Sold out.');
    expect(urgent.getAttribute('role')).toBeNull();
  });

  it('comes back when the host page removed it', () => {
    announce('One');
    vi.advanceTimersByTime(100);
    polite()!.remove();

    announce('Two');
    vi.advanceTimersByTime(100);
    expect(regions()).toHaveLength(1);
    expect(polite()!.textContent).toBe('Two');
  });
});
