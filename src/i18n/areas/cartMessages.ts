import type { PluralForms } from '../messageIds.ts';

/**
 * The full-page cart's own English, beyond the core's cart messages ('Please try again', 'Please
 * check your internet connection' …).
 */
export const cartMessages = {
  // What a refused change says first (engine spec §8)
  'cart.unableToUpdateQuantity': 'Unable to update quantity',
  'cart.unableToRemoveItem': 'Unable to remove item',
  // Cart-side headings (engine spec §2)
  'cart.shoppingCart': 'Shopping Cart',
  'cart.summary': 'Summary',
  'cart.subtotal': 'Subtotal',
  'cart.continueShopping': 'Continue Shopping',
  'cart.checkout': 'Checkout',
  'cart.customersAlsoBought': 'Customers also bought',
  // Not spec wording: the demo's empty cart, the lines' controls and what is announced
  'cart.empty': 'You have nothing in your shopping cart.',
  'cart.quantityOf': 'Quantity of {title}',
  'cart.decrease': 'Decrease the quantity of {title}',
  'cart.increase': 'Increase the quantity of {title}',
  'cart.remove': 'Remove',
  'cart.removeOf': 'Remove {title}',
  'cart.each': '{price} each',
  'cart.editDetails': 'Edit details',
  'cart.editDetailsOf': ' of {title}',
  'cart.quantityChanged': 'Quantity of {title} is now {quantity}. Subtotal {subtotal}.',
  'cart.removed': '{title} was removed from your cart. Subtotal {subtotal}.',
  'cart.nowEmpty': 'Your cart is now empty.',
} satisfies Record<string, string | PluralForms>;
