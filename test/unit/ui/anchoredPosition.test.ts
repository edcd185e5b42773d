import { describe, expect, it } from 'vitest';
import { anchoredPosition, isAnchorVisible } from '../../../src/ui/anchoredPosition.ts';

const rect = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const box = { width: 300, height: 80 };

describe('where the added-item popover goes', () => {
  it('sits 16 px under the cart link, right edges aligned', () => {
    const cartLink = rect(1100, 20, 120, 40);
    expect(anchoredPosition(cartLink, box, desktop)).toEqual({
      top: 76,
      left: 920,
      maxWidth: 1248,
      placement: 'anchor',
    });
  });

  it('stays 16 px inside the left edge under a link at the far left', () => {
    expect(anchoredPosition(rect(8, 10, 60, 30), box, desktop).left).toBe(16);
  });

  it('on a 390 px phone stays inside both edges, narrowing a wide box', () => {
    const at = anchoredPosition(rect(330, 10, 44, 44), { width: 500, height: 120 }, phone);
    expect(at.maxWidth).toBe(358);
    expect(at.left).toBe(16);
    expect(at.left + Math.min(500, at.maxWidth)).toBeLessThanOrEqual(phone.width - 16);
  });

  it('Mobile breakpoint at most 432 px; desktop from 433 px: the popover spans a mobile viewport', () => {
    const link = (w: number) => rect(w - 60, 10, 44, 44);
    // 432 px is mobile: the full width between the 16 px gaps, under the link, even for a small box.
    const mobile = anchoredPosition(link(432), box, { width: 432, height: 800 });
    expect(mobile).toEqual({ top: 70, left: 16, maxWidth: 400, placement: 'anchor', width: 400 });
    expect(anchoredPosition(null, box, { width: 432, height: 800 })).toMatchObject({
      top: 16,
      left: 16,
      width: 400,
      placement: 'top-right',
    });
    // 433 px is desktop: its own width, right-aligned under the link.
    const wide = anchoredPosition(link(433), box, { width: 433, height: 800 });
    expect(wide.width).toBeUndefined();
    expect(wide.left).toBe(433 - 60 + 44 - 300);
  });

  it('moves up rather than off the bottom when the link is low in the window', () => {
    expect(anchoredPosition(rect(1100, 740, 120, 40), box, desktop).top).toBe(800 - 16 - 80);
  });

  it.each([
    ['there is no cart link', null],
    ['the link is display:none (0×0)', rect(0, 0, 0, 0)],
    ['the link has no height', rect(1100, 20, 120, 0)],
    ['the link scrolled out above', rect(1100, -60, 120, 40)],
    ['the link is off to the right', rect(1300, 20, 120, 40)],
    ['the link is below the fold', rect(1100, 900, 120, 40)],
  ])('goes to the top right when %s', (_case, anchor) => {
    expect(anchoredPosition(anchor, box, desktop)).toEqual({
      top: 16,
      left: 1280 - 16 - 300,
      maxWidth: 1248,
      placement: 'top-right',
    });
  });

  it('counts a link partly in view as visible', () => {
    expect(isAnchorVisible(rect(1100, -20, 120, 40), desktop)).toBe(true);
  });

  it('takes another gap', () => {
    expect(anchoredPosition(null, box, desktop, 8)).toMatchObject({ top: 8, left: 972 });
  });
});
