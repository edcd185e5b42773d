import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCart } from '../../../src/commerce/cart.ts';
import { normalizeCart } from '../../../src/commerce/normalizeCart.ts';

function collect() {
  const problems: string[] = [];
  return { problems, report: (problem: string) => problems.push(problem) };
}

const serverCart = {
  id: 'c1',
  websiteId: 'w1',
  orderId: 'o1',
  created: 1_700_000_000_000,
  isPurchased: false,
  entries: [
    {
      id: 'e1',
      itemId: 'i1',
      quantity: 2,
      chosenVariant: { sku: 'SQ-1', attributes: { Size: 'M', Colour: 'Blue' } },
      title: 'Mug',
      subTotal: 2400,
      purchasePriceCents: 1200,
    },
  ],
  shippingOptions: [{ id: 's1' }],
  applicableTaxRules: [],
  coupons: ['SPRING'],
  validCoupons: ['SPRING'],
  invalidCoupons: [],
  selectedShippingOption: { id: 's1' },
  shippingLocation: { country: 'US' },
  subtotalCents: 2400,
  taxCents: 192,
  shippingCostCents: 500,
  discountCents: 240,
  grandTotalCents: 2852,
  totalQuantity: 2,
  hasDigital: false,
  purelyDigital: false,
  requiresShipping: true,
};

describe('normalizeCart', () => {
  it('keeps a well-formed cart as the server sent it, without problems', () => {
    const { problems, report } = collect();
    expect(normalizeCart(serverCart, report)).toEqual(serverCart);
    expect([...problems].sort()).toEqual([]);
  });

  it("fills every missing field with the spec's default, quietly", () => {
    const { problems, report } = collect();
    expect(normalizeCart({}, report)).toEqual(emptyCart());
    expect(normalizeCart({ subtotalCents: null, orderId: null }, report)).toEqual(emptyCart());
    expect([...problems].sort()).toEqual([]);
  });

  it('defaults the missing parts of an entry', () => {
    const cart = normalizeCart({ entries: [{ itemId: 'i9', quantity: 1 }], totalQuantity: 1 });
    expect(cart.entries).toEqual([
      {
        id: '',
        itemId: 'i9',
        quantity: 1,
        chosenVariant: { sku: '', attributes: {} },
        title: '',
        subTotal: 0,
        purchasePriceCents: 0,
      },
    ]);
    expect(cart.totalQuantity).toBe(1);
  });

  it('replaces values of the wrong type by the default and reports each by its path', () => {
    const { problems, report } = collect();
    const cart = normalizeCart(
      {
        ...serverCart,
        subtotalCents: '2400',
        totalQuantity: -1,
        isPurchased: 'no',
        coupons: 'SPRING',
        shippingLocation: 'US',
        entries: [
          { ...serverCart.entries[0], quantity: 1.5, chosenVariant: { sku: 7, attributes: { Size: 3 } } },
          'x',
        ],
      },
      report,
    );
    expect(cart.subtotalCents).toBe(0);
    expect(cart.totalQuantity).toBe(0);
    expect(cart.isPurchased).toBe(false);
    expect(cart.coupons).toEqual([]);
    expect(cart.shippingLocation).toBeNull();
    expect(cart.entries).toHaveLength(1);
    expect(cart.entries[0]?.quantity).toBe(0);
    expect(cart.entries[0]?.chosenVariant).toEqual({ sku: '', attributes: {} });
    expect(cart.grandTotalCents).toBe(2852);
    expect([...problems].sort()).toEqual(
      [
        'cart.isPurchased: expected a boolean, got "no"',
        'cart.coupons: expected an array, got "SPRING"',
        'cart.shippingLocation: expected an object, got "US"',
        'cart.subtotalCents: expected a whole number of cents, got "2400"',
        'cart.totalQuantity: expected a whole number ≥ 0, got number -1',
        'cart.entries[0].quantity: expected a whole number ≥ 0, got number 1.5',
        'cart.entries[0].chosenVariant.sku: expected a string, got number 7',
        'cart.entries[0].chosenVariant.attributes.Size: expected a string, got number 3',
        'cart.entries[1]: expected an object, got "x"; left out',
      ].sort(),
    );
  });

  it('returns a valid empty cart and one problem for something that is not a cart', () => {
    for (const raw of [undefined, null, 'oops', 42, [serverCart], true]) {
      const { problems, report } = collect();
      expect(normalizeCart(raw, report)).toEqual(emptyCart());
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^cart: expected an object, got /);
    }
  });

  it('does not share arrays or objects with the server data', () => {
    const raw = structuredClone(serverCart);
    const cart = normalizeCart(raw);
    raw.coupons.push('LATER');
    raw.selectedShippingOption.id = 'changed';
    raw.entries[0]!.chosenVariant.attributes.Size = 'XL';
    expect(cart.coupons).toEqual(['SPRING']);
    expect(cart.selectedShippingOption).toEqual({ id: 's1' });
    expect(cart.entries[0]?.chosenVariant.attributes.Size).toBe('M');
  });

  it('never throws, and always gives a cart of the right shape, whatever the server sent', () => {
    const valueOrJunk = fc.oneof(fc.anything(), fc.constant(serverCart));
    const raw = fc.oneof(
      fc.anything(),
      fc.dictionary(fc.constantFrom(...Object.keys(serverCart)), valueOrJunk),
      fc.record({ entries: fc.array(fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything()))) }),
    );
    fc.assert(
      fc.property(raw, (value) => {
        const cart = normalizeCart(value, () => {});
        expect(Object.keys(cart).sort()).toEqual(Object.keys(emptyCart()).sort());
        expect(Number.isSafeInteger(cart.totalQuantity) && cart.totalQuantity >= 0).toBe(true);
        expect(Number.isSafeInteger(cart.subtotalCents)).toBe(true);
        expect(Array.isArray(cart.entries)).toBe(true);
        for (const entry of cart.entries) {
          expect(typeof entry.chosenVariant.sku).toBe('string');
          for (const v of Object.values(entry.chosenVariant.attributes)) expect(typeof v).toBe('string');
        }
      }),
    );
  });
});
