import { describe, expect, it } from 'vitest';
import {
  cartQuantityAccessibleLabel,
  cartQuantityCount,
  cartQuantityLabel,
} from '../../../src/commerce/cartQuantityLabel.ts';
import { addMessages } from '../../../src/i18n/addMessages.ts';

describe("the cart pill's 'N item(s)'", () => {
  it("pluralises 'item'", () => {
    expect(cartQuantityLabel(0)).toBe('0 items');
    expect(cartQuantityLabel(1)).toBe('1 item');
    expect(cartQuantityLabel(2)).toBe('2 items');
    expect(cartQuantityLabel(100)).toBe('100 items');
  });

  it("shows '100+' when the quantity is above 100", () => {
    expect(cartQuantityLabel(101)).toBe('100+ items');
    expect(cartQuantityLabel(5000)).toBe('100+ items');
  });

  it('reads a broken quantity as an empty cart rather than NaN', () => {
    expect(cartQuantityLabel(Number.NaN)).toBe('0 items');
    expect(cartQuantityLabel(-3)).toBe('0 items');
    expect(cartQuantityLabel(1.7)).toBe('1 item');
  });
});

describe('the count alone (cart link)', () => {
  it("is the number up to 100, then '100+'", () => {
    expect(cartQuantityCount(0)).toBe('0');
    expect(cartQuantityCount(5)).toBe('5');
    expect(cartQuantityCount(100)).toBe('100');
    expect(cartQuantityCount(101)).toBe('100+');
  });
});

describe('the accessible label', () => {
  it("says 'More than 100 items' where the pill shows '100+'", () => {
    expect(cartQuantityAccessibleLabel(101)).toBe('More than 100 items');
    expect(cartQuantityAccessibleLabel(100)).toBe('100 items');
    expect(cartQuantityAccessibleLabel(1)).toBe('1 item');
  });
});

describe("the pill in the site's language", () => {
  it('reads English when the site names no locale, a malformed one, or one without a table', () => {
    for (const locale of [undefined, 'en-US', 'not a locale!', 'sv-SE']) {
      expect(cartQuantityLabel(2, locale), String(locale)).toBe('2 items');
    }
  });

  it("reads the site's own words once it adds them, with that language's plural rules", () => {
    addMessages('fr', {
      'cartPill.itemCount': { one: '{count} article', other: '{count} articles' },
      'cartPill.moreThan': { one: 'Plus de {count} article', other: 'Plus de {count} articles' },
    });
    expect(cartQuantityLabel(0, 'fr-FR')).toBe('0 article');
    expect(cartQuantityLabel(1, 'fr-FR')).toBe('1 article');
    expect(cartQuantityLabel(2, 'fr-FR')).toBe('2 articles');
    expect(cartQuantityLabel(101, 'fr-FR')).toBe('100+ articles');
    expect(cartQuantityAccessibleLabel(101, 'fr-CA')).toBe('Plus de 100 articles');
  });

  it('writes the count in Latin digits, like the subtotal beside it', () => {
    expect(cartQuantityCount(7, 'ar-EG')).toBe('7');
    expect(cartQuantityCount(101, 'ar-EG')).toBe('100+');
  });
});
