import type { PluralForms } from '../messageIds.ts';

/**
 * The quick view's English: the engine's own defaults for the controls it draws ('Select
 * {variantName}', 'Quantity', 'Add To Cart'; engine spec §8) and the price of a product whose
 * variants differ ('from {price}', storefront §9); the rest is not spec wording.
 */
export const quickViewMessages = {
  'quickView.selectOption': 'Select {name}',
  // The engine's default label of `product-quick-view` (the cart page's related products draw it)
  'quickView.open': 'Quick View',
  'quickView.quantity': 'Quantity',
  'quickView.addToCart': 'Add To Cart',
  'quickView.fromPrice': 'from {price}',
  'quickView.details': 'View full details',
  'quickView.unavailable': 'Unable to open Quick View',
} satisfies Record<string, string | PluralForms>;
