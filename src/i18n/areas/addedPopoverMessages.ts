import type { PluralForms } from '../messageIds.ts';

/**
 * The added-item popover's words (engine spec §2: '{productName} was added to your cart.'), its
 * links and the line it shows. The words of the seeds' cart headings; 'Quantity: {quantity}' is ours.
 */
export const addedPopoverMessages = {
  'addedPopover.message': '{productName} was added to your cart.',
  'addedPopover.close': 'Close',
  'addedPopover.viewCart': 'View cart',
  'addedPopover.checkout': 'Checkout',
  'addedPopover.quantity': 'Quantity: {quantity}',
} satisfies Record<string, string | PluralForms>;
