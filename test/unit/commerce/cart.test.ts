import { describe, expect, it } from 'vitest';
import { emptyCart, subtotalAmount } from '../../../src/commerce/cart.ts';
import { formatStoreMoneyDecimal } from '../../../src/commerce/money/formatStoreMoney.ts';

describe('the empty cart', () => {
  it("has the spec's defaults: not purchased, empty lists, zero totals", () => {
    const cart = emptyCart();
    expect(cart.isPurchased).toBe(false);
    expect(cart.totalQuantity).toBe(0);
    for (const list of [
      'entries',
      'shippingOptions',
      'applicableTaxRules',
      'coupons',
      'validCoupons',
      'invalidCoupons',
    ] as const) {
      expect(cart[list], list).toEqual([]);
    }
    for (const cents of [
      'subtotalCents',
      'taxCents',
      'shippingCostCents',
      'discountCents',
      'grandTotalCents',
    ] as const) {
      expect(cart[cents], cents).toBe(0);
    }
    expect(cart.selectedShippingOption).toBeNull();
    expect(cart.shippingLocation).toBeNull();
    expect([cart.hasDigital, cart.purelyDigital, cart.requiresShipping]).toEqual([false, false, false]);
  });

  it('is a fresh object each time, so one cart cannot change another', () => {
    const a = emptyCart();
    a.entries.push({
      id: 'e1',
      itemId: 'i1',
      quantity: 1,
      chosenVariant: { sku: 'S', attributes: {} },
      title: 'Mug',
      subTotal: 1200,
      purchasePriceCents: 1200,
    });
    expect(emptyCart().entries).toEqual([]);
  });
});

describe('subtotalAmount', () => {
  it('is subtotalCents as a decimal in the store currency', () => {
    expect(subtotalAmount({ subtotalCents: 123456 }, 'USD')).toEqual({
      decimalValue: '1234.56',
      currencyCode: 'USD',
    });
    expect(subtotalAmount({ subtotalCents: 5 }, 'EUR').decimalValue).toBe('0.05');
    expect(subtotalAmount({ subtotalCents: 0 }, 'EUR').decimalValue).toBe('0.00');
    expect(subtotalAmount({ subtotalCents: -250 }, 'GBP').decimalValue).toBe('-2.50');
  });

  it('has no decimals for JPY, whose minor unit is the yen', () => {
    expect(subtotalAmount({ subtotalCents: 1250 }, 'JPY').decimalValue).toBe('1250');
  });

  it('formats to what the cart pill shows', () => {
    const amount = subtotalAmount({ subtotalCents: 4200 }, 'DKK');
    expect(formatStoreMoneyDecimal(amount.decimalValue, amount.currencyCode)).toBe('42.00 kr');
  });
});
