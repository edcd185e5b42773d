/**
 * What a shopper's browser receives when merchant or visitor text holds markup: it shows as
 * text and never opens a tag or leaves an attribute. Plus the buy box as one piece.
 */
import { describe, expect, it } from 'vitest';
import { commerce } from '../../../../src/engine/plugins/commerce/index.ts';
import { contextFor } from './context.ts';

const f = commerce.formatters;

const tee = {
  id: 'p1',
  collectionId: 'c1',
  structuredContent: {
    productType: 1,
    variants: [
      { attributes: { 'Size "EU"': '38<' }, qtyInStock: 4 },
      { attributes: { 'Size "EU"': '40' }, qtyInStock: 0 },
    ],
    variantOptionOrdering: ['Size "EU"'],
  },
};

describe('commerce markup with hostile text', () => {
  it('keeps a quoted option name inside its attributes in the variant picker', () => {
    const html = String(f['variants-select']!(tee, [], contextFor({ item: tee })));
    expect(html).toContain('aria-label="Select Size &quot;EU&quot;"');
    expect(html).toContain('data-variant-option-name="Size &quot;EU&quot;"');
    expect(html).toContain('<option value="38&lt;">38&lt;</option>');
    expect(html).not.toMatch(/<option value="38</);
  });

  it('shows a visitor form answer as text in the order summary', () => {
    const field = { type: 'name', rawTitle: 'Name', values: { First: '<script>x</script>', Last: 'Doe' } };
    expect(f['summary-form-field']!(field, [], contextFor({}))).toBe(
      '<div style="font-size:11px; margin-top:3px">\n' +
        '  <span style="font-weight:bold;">Name:</span> &lt;script&gt;x&lt;/script&gt; Doe\n' +
        '</div>',
    );
  });

  it('escapes the restock messages a merchant wrote', () => {
    const root = {
      item: { id: 'p1' },
      productMerchandisingContext: {
        p1: {
          restockNotificationMessages: {
            CTAText: 'Back <b>soon</b>',
            placeholderText: '"you"',
            buttonText: 'Go',
          },
          restockNotificationViews: [{ variantId: 'v1', hiddenByDefault: false }],
        },
      },
    };
    const html = String(f['product-restock-notification']!(root.item, [], contextFor(root)));
    expect(html).toContain('<span class="product-restock-cta">Back &lt;b&gt;soon&lt;/b&gt;</span>');
    expect(html).toContain('placeholder="&quot;you&quot;"');
  });
});

describe('product-checkout', () => {
  it('is the variant pickers, then the quantity field, then the add-to-cart button', () => {
    const ctx = contextFor({ item: tee });
    const html = String(f['product-checkout']!(tee, [], ctx));
    const picker = html.indexOf('class="product-variants"');
    const quantity = html.indexOf('class="product-quantity-input"');
    const button = html.indexOf('class="sqs-add-to-cart-button-wrapper"');
    expect(picker).toBeGreaterThan(-1);
    expect(quantity).toBeGreaterThan(picker);
    expect(button).toBeGreaterThan(quantity);
  });

  it('has no quantity field when a service store turned multiple quantities off', () => {
    const service = { ...tee, structuredContent: { ...tee.structuredContent, productType: 3 } };
    const root = {
      item: service,
      websiteSettings: { storeSettings: { multipleQuantityAllowedForServices: false } },
    };
    expect(f['quantity-input']!(service, [], contextFor(root))).toBeUndefined();
    expect(f['quantity-input']!(service, [], contextFor({ item: service }))).toContain('max="9999"');
  });
});
