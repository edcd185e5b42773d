import { describe, expect, it } from 'vitest';
import { registry } from '../../../loader/registry.ts';
import { render } from '../../../src/engine/index.ts';
import * as S from '../../../src/runtime/selectors.ts';
import { loadCases } from '../../conformance/cases.ts';

/**
 * The markup contract, proved from both sides: the loader hydrates the engine's commerce
 * formatters' markup, so each selector the loader and widgets use must match what those
 * formatters emit: in our engine's output and in the public cases' expected output alike.
 */

const html = (markup: string) => {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
};

const money = (value: string) => ({ value, currency: 'USD' });
const variant = (sku: string, attributes: Record<string, string>, qtyInStock: number) => ({
  sku,
  attributes,
  qtyInStock,
  priceMoney: money('45.00'),
  optionValues: Object.values(attributes).map((value) => ({ value })),
});
const shirt = {
  id: 'linen-shirt',
  collectionId: 'shop',
  structuredContent: {
    productType: 1,
    variants: [variant('S', { Size: 'Small' }, 3), variant('M', { Size: 'Medium' }, 2)],
    variantOptionOrdering: ['Size'],
  },
};
const soldOut = {
  ...shirt,
  structuredContent: { ...shirt.structuredContent, variants: [variant('S', { Size: 'Small' }, 0)] },
};
const withForm = {
  ...shirt,
  structuredContent: {
    ...shirt.structuredContent,
    additionalFieldsFormId: 'f1',
    additionalFieldsForm: { id: 'f1', fields: [] },
  },
};
const subscription = {
  ...shirt,
  structuredContent: {
    ...shirt.structuredContent,
    isSubscribable: true,
    subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    variants: [
      {
        ...variant('S', { Size: 'Small' }, 3),
        pricingOptions: [{ productSubscriptionOptionId: 'p1', priceMoney: money('40.00'), onSale: false }],
      },
    ],
  },
};
const merchandising = {
  productMerchandisingContext: {
    'linen-shirt': {
      restockNotificationViews: [{ variantId: 1 }],
      restockNotificationMessages: { CTAText: 'Tell me', buttonText: 'Sign up', placeholderText: 'Email' },
    },
  },
};

function formatter(name: string, item: unknown, extra: object = {}): HTMLElement {
  const { output, errors } = render(`{.section item}{@|${name}}{.end}`, { item, ...extra });
  expect(errors).toEqual([]);
  return html(output);
}

const entry = (name: string) => registry.find((e) => e.n === name)!;

describe('markup contract: selectors against the engine commerce formatters', () => {
  it.each([
    ['add-to-cart', 'add-to-cart-btn', shirt, S.ADD_TO_CART],
    ['additional-fields', 'add-to-cart-btn', withForm, S.ADDITIONAL_FIELDS],
    ['variant-picker', 'variants-select', shirt, S.VARIANT_PICKER],
    ['quantity', 'quantity-input', shirt, S.QUANTITY],
    ['subscription', 'subscription-price', subscription, S.SUBSCRIPTION],
    ['restock-form', 'product-restock-notification', shirt, S.RESTOCK_FORM],
    ['quick-view', 'product-quick-view', shirt, S.QUICK_VIEW],
  ])('the loader hydrates %s on what %s emits', (widget, name, item, selector) => {
    // …and on data-vitrine="<name>", which marks any widget.
    const marker = `[data-vitrine="${widget}"]`;
    expect(entry(widget).s).toBe(selector.endsWith(marker) ? selector : `${selector},${marker}`);
    const root = formatter(name, item, merchandising);
    expect(root.querySelectorAll(selector).length).toBeGreaterThan(0);
  });

  it('the additional-fields selector matches only buttons of products with a form', () => {
    expect(formatter('add-to-cart-btn', shirt).querySelector(S.ADDITIONAL_FIELDS)).toBeNull();
  });

  it("what the add-to-cart widget reads: the item's attributes, the picker's choices, the quantity field, the sold-out mark", () => {
    const button = formatter('add-to-cart-btn', shirt).querySelector(S.ADD_TO_CART)!;
    for (const attribute of [
      'data-item-id',
      'data-product-type',
      'data-collection-id',
      'data-original-label',
    ]) {
      expect(button.hasAttribute(attribute)).toBe(true);
    }
    const picker = formatter('variants-select', shirt).querySelector(S.VARIANT_PICKER)!;
    expect(JSON.parse(picker.getAttribute('data-variants')!)).toHaveLength(2);
    expect(picker.querySelector('select[data-variant-option-name="Size"]')).not.toBeNull();
    expect(
      picker.querySelector('.variant-radiobtn-wrapper[data-variant-option-name="Size"] input[type="radio"]'),
    ).not.toBeNull();
    expect(formatter('quantity-input', shirt).querySelector(S.QUANTITY_FIELD)).not.toBeNull();
    expect(formatter('product-status', soldOut).querySelector(S.SOLD_OUT_MARK)).not.toBeNull();
    expect(formatter('product-status', shirt).querySelector(S.SOLD_OUT_MARK)).toBeNull();
  });

  it('every widget no formatter emits has a data-vitrine marker', () => {
    const formatterWidgets = [
      'add-to-cart',
      'additional-fields',
      'variant-picker',
      'quantity',
      'subscription',
      'restock-form',
      'quick-view',
    ];
    for (const e of registry.filter((e) => !formatterWidgets.includes(e.n))) {
      // The full-page cart also hydrates the platform's own root ("a page counts as a cart page
      // when that root is present").
      expect(e.s).toBe(e.n === 'cart' ? `${S.CART_ROOT},[data-vitrine="cart"]` : `[data-vitrine="${e.n}"]`);
    }
  });
});

describe('markup contract: selectors against the public cases', () => {
  const cases = loadCases();
  const expectations: Array<[string, string]> = [
    ['f-add-to-cart-btn', S.ADD_TO_CART],
    ['f-variants-select', S.VARIANT_PICKER],
    ['f-quantity-input', S.QUANTITY],
    ['f-subscription-price', S.SUBSCRIPTION],
    ['f-product-restock-notification', S.RESTOCK_FORM],
    ['f-product-quick-view', S.QUICK_VIEW],
  ];
  it.each(expectations)('every %s case that renders markup carries %s', (prefix, selector) => {
    const outputs = cases
      .filter((c) => c.name.split('/').at(-1)!.startsWith(prefix))
      .map((c) => (c.sections.OUTPUT ?? '').trim())
      .filter((output) => output.startsWith('<'));
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) expect(html(output).querySelectorAll(selector).length).toBeGreaterThan(0);
  });
});
