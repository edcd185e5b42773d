import type { PluralForms } from '../messageIds.ts';

/**
 * The added-item popover's words beyond its sentence (core: 'addedPopover.message'): its links
 * and the line it shows. The words of the seeds' cart headings; 'Quantity: {quantity}' is ours.
 */
export const addedPopoverMessages = {
  'addedPopover.viewCart': 'View cart',
  'addedPopover.checkout': 'Checkout',
  'addedPopover.quantity': 'Quantity: {quantity}',
} satisfies Record<string, string | PluralForms>;
