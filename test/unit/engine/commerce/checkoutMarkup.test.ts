import { describe, expect, it } from 'vitest';
import { render } from '../../../../src/engine/index.ts';

/** Rules read from the Java engine's add-to-cart-btn template and product-checkout formatter. */
const subscribable = (options: unknown[]) => ({
  item: {
    id: 'i1',
    collectionId: 'c1',
    structuredContent: { productType: '2', isSubscribable: true, productSubscriptionOptions: options },
  },
});

describe('add-to-cart button subscription attributes', () => {
  it('names the first subscription option of a subscribable product', () => {
    const out = render('{item|add-to-cart-btn}', subscribable([{ id: 'opt-1' }, { id: 'opt-2' }])).output;
    expect(out).toContain(
      'data-is-subscription="true" data-original-label="Subscribe" data-subscription-option-id="opt-1">',
    );
  });

  it('leaves the attribute out without options, or when the product is not subscribable', () => {
    expect(render('{item|add-to-cart-btn}', subscribable([])).output).not.toContain(
      'data-subscription-option-id',
    );
    const plain = subscribable([{ id: 'opt-1' }]);
    plain.item.structuredContent.isSubscribable = false;
    const out = render('{item|add-to-cart-btn}', plain).output;
    expect(out).not.toContain('data-subscription-option-id');
    expect(out).toContain('data-use-custom-label="" data-original-label="Add To Cart" >');
  });

  it('escapes an option id for its attribute', () => {
    expect(render('{item|add-to-cart-btn}', subscribable([{ id: 'a"b' }])).output).toContain(
      'data-subscription-option-id="a&quot;b"',
    );
  });
});

describe('product-checkout whitespace', () => {
  const item = (extra: Record<string, unknown>) => ({
    item: {
      id: 'i1',
      collectionId: 'c1',
      structuredContent: {
        productType: 1,
        variants: [{ attributes: { size: 'S' }, unlimited: true }],
        ...extra,
      },
    },
  });

  it('puts the line breaks of the three templates between the blocks', () => {
    const out = render('{item|product-checkout}', item({})).output;
    const button = out.indexOf('<div class="sqs-add-to-cart-button-wrapper"');
    expect(out.slice(0, button).endsWith(`</div>${'\n'.repeat(13)}`)).toBe(true);
  });

  it('opens the variant pickers after the preamble of their template', () => {
    const withOptions = item({
      variants: [
        { attributes: { size: 'S' }, unlimited: true },
        { attributes: { size: 'M' }, unlimited: true },
      ],
      variantOptionOrdering: ['size'],
    });
    const out = render('{item|product-checkout}', withOptions).output;
    expect(out.startsWith(`\n${'  \n'.repeat(4)}\n  <div class="product-variants"`)).toBe(true);
    // The pickers' closing line break, then the quantity template's three.
    expect(out).toContain('  </div>\n\n\n\n<div class="product-quantity-input"');
    expect(out).toContain(`</div>${'\n'.repeat(13)}<div class="sqs-add-to-cart-button-wrapper"`);
  });
});
