import {
  ADD_ON_SCOPE,
  PRODUCT_BLOCK_SCOPE,
  PRODUCT_PAGE_SCOPE,
  PRODUCT_SCOPE,
  QUANTITY_FIELD,
  SOLD_OUT_MARK,
  SUBSCRIBE_CHOICE,
  VARIANT_PICKER,
} from '../runtime/selectors.ts';

/** A money object of the engine's product JSON (value in major units). */
export interface ScopeMoney {
  value?: string | number;
  currency?: string;
  /** the other spelling of a money object (engine spec §3) */
  decimalValue?: string | number;
  currencyCode?: string;
}

/** A subscription pricing option of a variant (storefront spec §3). */
export interface ScopePricingOption {
  productSubscriptionOptionId?: string;
  priceMoney?: ScopeMoney;
  salePriceMoney?: ScopeMoney;
  onSale?: boolean;
  subscriptionPlan?: {
    billingPeriod?: { value?: number; unit?: string };
    numBillingCycles?: number;
  };
}

/** A variant as `variants-select` writes it into data-variants (the engine's product JSON). */
export interface ScopeVariant {
  /** the restock form's data-variant-id */
  id?: string | number;
  sku?: string;
  attributes?: Record<string, unknown>;
  qtyInStock?: number;
  unlimited?: boolean;
  priceMoney?: ScopeMoney;
  salePriceMoney?: ScopeMoney;
  onSale?: boolean;
  /** the product picture (data-image-id) shown while this variant is chosen */
  mainImageId?: string;
  pricingOptions?: ScopePricingOption[];
}

/**
 * Dispatched (bubbling) on the product scope by the variant picker once its choice is applied
 * (price, image, marks): detail `{variant}`, the chosen variant, or undefined when the choice is
 * incomplete or reset. Other widgets of the product (subscription, instalments, quantity) follow it.
 */
export const VARIANT_CHANGE_EVENT = 'vitrine:variant-change';
export interface VariantChangeDetail {
  variant: ScopeVariant | undefined;
}

/** One option of the picker and what the shopper chose for it ('' for nothing yet). */
export interface ChosenOption {
  name: string;
  value: string;
}

/** What a product's own controls say around its add-to-cart button, read at the moment of asking. */
export interface ProductScope {
  /** true on a product page; false on a listing grid (spec: 'Select Option' there) */
  isProductPage: boolean;
  /** the picker's options in its order, each with the choice made; [] without a picker */
  options: ChosenOption[];
  /** the variants from data-variants; [] without a picker (one variant: the server picks it) */
  variants: ScopeVariant[];
  /** the quantity field's text; undefined when the product has no quantity field */
  quantityText: string | undefined;
  /** product-status marks the product sold out in every variant */
  soldOutMark: boolean;
  /** a subscribe-and-save block is set to subscribe (SUBSCRIBE_CHOICE checked) */
  subscribe: boolean;
}

/** The element holding a product's controls around `button`. */
export function productScopeOf(button: Element): Element {
  return button.closest(PRODUCT_SCOPE) ?? button.parentElement ?? button;
}

function _variants(picker: Element | null): ScopeVariant[] {
  try {
    const data: unknown = JSON.parse(picker?.getAttribute('data-variants') ?? '[]');
    return Array.isArray(data)
      ? data.filter((v): v is ScopeVariant => typeof v === 'object' && v !== null)
      : [];
  } catch {
    return [];
  }
}

/**
 * The choice per option: the select's value, else the checked radio of the same option. Both
 * count, whichever the theme shows; the variant picker keeps them in step.
 */
function _options(picker: Element | null): ChosenOption[] {
  if (!picker) return [];
  return [...picker.querySelectorAll('select[data-variant-option-name]')].map((select) => {
    const name = select.getAttribute('data-variant-option-name') ?? '';
    const radios = [...picker.querySelectorAll('.variant-radiobtn-wrapper')].find(
      (w) => w.getAttribute('data-variant-option-name') === name,
    );
    const checked = radios?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    return { name, value: (select as HTMLSelectElement).value || checked?.value || '' };
  });
}

/** Read the product's controls around its add-to-cart button. */
export function readProductScope(button: Element): ProductScope {
  const scope = productScopeOf(button);
  const picker = scope.querySelector(VARIANT_PICKER);
  return {
    isProductPage: button.closest(PRODUCT_PAGE_SCOPE) !== null,
    options: _options(picker),
    variants: _variants(picker),
    quantityText: scope.querySelector<HTMLInputElement>(QUANTITY_FIELD)?.value,
    soldOutMark: scope.querySelector(SOLD_OUT_MARK) !== null,
    subscribe: scope.querySelector<HTMLInputElement>(SUBSCRIBE_CHOICE)?.checked === true,
  };
}

/** The variant whose attributes match every chosen option, if the choice is complete. */
export function chosenVariant(scope: Pick<ProductScope, 'options' | 'variants'>): ScopeVariant | undefined {
  if (scope.options.some((o) => o.value === '')) return undefined;
  return scope.variants.find((v) =>
    scope.options.every((o) => String(v.attributes?.[o.name] ?? '') === o.value),
  );
}

/** No unit left of this variant (unlimited ones never run out). */
export function isVariantSoldOut(variant: ScopeVariant): boolean {
  return variant.unlimited !== true && !((variant.qtyInStock ?? 0) > 0);
}

/** Where a product was added from, as the add-to-cart tracking event names it (spec §3, §9). */
export type ProductPageKind = 'plp' | 'pdp' | 'add-on' | 'product_block';

/** The kind of place `button` sits in: an add-on beside the cart, a product block, a product page or a list. */
export function productPageKind(button: Element): ProductPageKind {
  if (button.closest(ADD_ON_SCOPE)) return 'add-on';
  if (button.closest(PRODUCT_BLOCK_SCOPE)) return 'product_block';
  return button.closest(PRODUCT_PAGE_SCOPE) ? 'pdp' : 'plp';
}
