import { currencyFractionDigits } from './currencyFractionDigits.ts';

/** The variant a cart entry was added with: its SKU and option name → value. */
export interface ChosenVariant {
  sku: string;
  attributes: Record<string, string>;
}

/** One line of the cart (storefront spec, section 3). */
export interface CartEntry {
  id: string;
  itemId: string;
  quantity: number;
  chosenVariant: ChosenVariant;
  title: string;
  /** The line's subtotal as the server sends it, in minor units. */
  subTotal: number;
  purchasePriceCents: number;
}

/** The shopping cart (storefront spec, section 3). Every amount is in minor units (cents). */
export interface Cart {
  id: string;
  websiteId: string;
  orderId: string;
  /** Creation time, epoch milliseconds. */
  created: number;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: unknown[];
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  /** null while none is chosen or known. */
  selectedShippingOption: Record<string, unknown> | null;
  shippingLocation: Record<string, unknown> | null;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

/** A cart with every default: no entries, zero totals, not purchased. A fresh one each call. */
export function emptyCart(): Cart {
  return {
    id: '',
    websiteId: '',
    orderId: '',
    created: 0,
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    selectedShippingOption: null,
    shippingLocation: null,
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
  };
}

/** A money amount in the `{decimalValue, currencyCode}` shape the platform uses. */
export interface MoneyAmount {
  decimalValue: string;
  currencyCode: string;
}

/**
 * The cart's subtotalAmount: subtotalCents in the store's currency, as an exact decimal
 * ('12.50'; '1250' for JPY, whose minor unit is the yen). Format it with formatMoneyDecimal.
 */
export function subtotalAmount(cart: Pick<Cart, 'subtotalCents'>, currencyCode: string): MoneyAmount {
  const digits = currencyFractionDigits(currencyCode);
  const cents = Number.isFinite(cart.subtotalCents) ? Math.round(cart.subtotalCents) : 0;
  const text = BigInt(Math.abs(cents))
    .toString()
    .padStart(digits + 1, '0');
  const point = text.length - digits;
  const decimalValue = `${cents < 0 ? '-' : ''}${text.slice(0, point)}${digits > 0 ? `.${text.slice(point)}` : ''}`;
  return { decimalValue, currencyCode };
}
