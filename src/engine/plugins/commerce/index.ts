import type { PluginFamily } from '../types.ts';
import { addToCartButton } from './addToCartButton.ts';
import { cartQuantity, cartSubtotal, cartUrl } from './cart.ts';
import { bookkeeperMoneyFormat, moneyFormat, moneyString, percentageFormat } from './moneyFormatters.ts';
import { commercePredicates } from './predicates.ts';
import { fromPrice, normalPrice, salePriceCents } from './priceNumbers.ts';
import { productCheckout } from './productCheckout.ts';
import { productPrice } from './productPrice.ts';
import { productQuickView } from './productQuickView.ts';
import { productRestockNotification } from './productRestockNotification.ts';
import { productScarcity } from './productScarcity.ts';
import { productStatus } from './productStatus.ts';
import { quantityInput } from './quantityInput.ts';
import { subscriptionPrice } from './subscriptionPrice.ts';
import { summaryFormField } from './summaryFormField.ts';
import { variantDescriptor } from './variantDescriptor.ts';
import { variantsSelect } from './variantsSelect.ts';

/** The commerce family: the storefront markup the widgets hydrate, prices, cart and product state. */
export const commerce: PluginFamily = {
  formatters: {
    'add-to-cart-btn': addToCartButton,
    'bookkeeper-money-format': bookkeeperMoneyFormat,
    'cart-quantity': cartQuantity,
    'cart-subtotal': cartSubtotal,
    'cart-url': cartUrl,
    'from-price': fromPrice,
    'money-format': moneyFormat,
    moneyFormat,
    'money-string': moneyString,
    'normal-price': normalPrice,
    'percentage-format': percentageFormat,
    'product-checkout': productCheckout,
    'product-price': productPrice,
    'product-quick-view': productQuickView,
    'product-restock-notification': productRestockNotification,
    'product-scarcity': productScarcity,
    'product-status': productStatus,
    'quantity-input': quantityInput,
    'sale-price': salePriceCents,
    'subscription-price': subscriptionPrice,
    'summary-form-field': summaryFormField,
    'variant-descriptor': variantDescriptor,
    'variants-select': variantsSelect,
  },
  predicates: commercePredicates,
};
