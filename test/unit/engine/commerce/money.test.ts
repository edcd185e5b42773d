/** Prices as a shopper reads them: exact to the cent, whatever the size of the amount. */
import { describe, expect, it } from 'vitest';
import { commerce } from '../../../../src/engine/plugins/commerce/index.ts';
import { contextFor } from './context.ts';

const f = commerce.formatters;

describe('cent amounts', () => {
  it('rounds half a cent to even, as the pages were first written', () => {
    expect(f['money-format']!('12.5', [], contextFor({}))).toBe('0.12');
    expect(f['money-format']!('13.5', [], contextFor({}))).toBe('0.14');
  });

  it('keeps every digit of an amount too big for a double', () => {
    expect(f['money-string']!('123456789012345678', [], contextFor({}))).toBe(
      '<span class="sqs-money-native">1,234,567,890,123,456.78</span>',
    );
  });

  it('writes the cart subtotal as a native-money span', () => {
    expect(f['cart-subtotal']!({ subtotalCents: 12345 }, [], contextFor({}))).toBe(
      '<span class="sqs-cart-subtotal"><span class="sqs-money-native">123.45</span></span>',
    );
  });

  it("uses the currency of the shopper's region for bookkeeper amounts", () => {
    expect(f['bookkeeper-money-format']!(-12345, [], contextFor({}, 'de-DE'))).toBe('-123,45\u00a0€');
    expect(f['bookkeeper-money-format']!(12345, [], contextFor({}, 'en-GB'))).toBe('£123.45');
  });
});

describe('product prices in cents', () => {
  const product = {
    structuredContent: {
      productType: 1,
      variants: [
        { priceMoney: { value: '19.999' } },
        { onSale: true, priceMoney: { value: '30' }, salePriceMoney: { value: '0.10' } },
      ],
    },
  };

  it('moves the point without losing a fraction of a cent', () => {
    expect(f['normal-price']!(product, [], contextFor({}))).toBe('3000');
    expect(f['from-price']!(product, [], contextFor({}))).toBe('10');
    expect(f['sale-price']!(product, [], contextFor({}))).toBe('10');
    const cheap = { structuredContent: { productType: 2, priceMoney: { value: '19.999' } } };
    expect(f['normal-price']!(cheap, [], contextFor({}))).toBe('1999.9');
  });

  it('prices in the site currency and locale when CLDR money is on', () => {
    const root = { item: product, website: { useCLDRMoneyFormat: true } };
    expect(f['product-price']!(product, [], contextFor(root, 'fr-FR'))).toBe(
      '\n\n\n<div class="product-price">\nfrom 0,10\u00a0$US\n\n</div>',
    );
  });
});
