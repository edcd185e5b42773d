import { chosenVariant, isVariantSoldOut, type ProductScope } from '../../commerce/productScope.ts';
import { ProductType } from '../../enums/productType.ts';
import type { Catalogue } from '../../i18n/createCatalogue.ts';
import { missingOptionsMessage } from '../../i18n/missingOptionsMessage.ts';
import { checkQuantity } from '../quantity/checkQuantity.ts';

export type AddCheck =
  /** go ahead: the variant (undefined: the product has one, the server picks it) and quantity */
  | { ok: true; sku: string | undefined; quantity: number; subscriptionOptionId: string | undefined }
  /** tell the shopper, in an alert; no message: a listing grid with an unchosen option, where the
   * button reads 'Select Option' for 2 s instead (addToCartFlow.ts) */
  | { ok: false; message?: string };

/**
 * The storefront spec's checks before an add (§5), in the order a shopper fixes them: options
 * chosen (on a grid only the button says so), the combination exists, the quantity is a whole
 * number within bounds, and enough is left once what the cart holds of that variant is counted.
 */
export function checkAddToCart(
  scope: ProductScope,
  productType: number | undefined,
  inCart: (sku: string | undefined) => number,
  t: Catalogue,
): AddCheck {
  const missing = scope.options.filter((o) => o.value === '').map((o) => o.name);
  if (missing.length > 0) {
    if (!scope.isProductPage) return { ok: false };
    const message =
      productType === ProductType.GIFT_CARD
        ? t.t('giftCard.selectDenomination')
        : missingOptionsMessage(t, missing);
    return { ok: false, message };
  }
  const variant = scope.options.length > 0 ? chosenVariant(scope) : undefined;
  if (scope.options.length > 0 && !variant)
    return { ok: false, message: t.t('addToCart.variantUnavailable') };

  const checked = checkQuantity(scope.quantityText ?? '1', t);
  if (!checked.ok) return checked;
  const { quantity } = checked;
  if (variant && variant.unlimited !== true && (variant.qtyInStock ?? 0) < quantity + inCart(variant.sku)) {
    return { ok: false, message: t.t('addToCart.notEnoughStock') };
  }
  return {
    ok: true,
    sku: variant?.sku,
    quantity,
    subscriptionOptionId: variant?.pricingOptions?.[0]?.productSubscriptionOptionId,
  };
}

/** 'Sold Out' on the button: the whole product (product-status), or the variant now chosen. */
export function isScopeSoldOut(scope: ProductScope): boolean {
  if (scope.soldOutMark) return true;
  const variant = scope.options.length > 0 ? chosenVariant(scope) : undefined;
  return variant !== undefined && isVariantSoldOut(variant);
}
