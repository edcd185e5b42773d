import type { PluralForms } from '../messageIds.ts';

/**
 * The variant picker's English: the marks on option values that cannot be bought as they stand,
 * the product's sold-out mark (the engine's own default, `productSoldOutText`) and the hidden
 * words of a sale price (the engine's `salePriceText` and `originalPriceText`). Not spec wording.
 */
export const variantPickerMessages = {
  'variantPicker.optionSoldOut': '{value} (Sold out)',
  'variantPicker.optionUnavailable': '{value} (Unavailable)',
  'variantPicker.soldOutMark': 'sold out',
  'variantPicker.salePrice': 'Sale Price:',
  'variantPicker.originalPrice': 'Original Price:',
} satisfies Record<string, string | PluralForms>;
