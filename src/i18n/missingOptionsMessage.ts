import type { Catalogue } from './createCatalogue.ts';

/**
 * The add-to-cart error for unselected variant options (storefront spec §5): 'Please select the
 * Size option.', 'Please select the Size and Colour options.', then a comma list with 'and'
 * before the last: 'Please select the Size, Colour and Fit options.'. '' when none is missing.
 */
export function missingOptionsMessage(catalogue: Catalogue, options: readonly string[]): string {
  const [first, second] = options;
  if (first === undefined) return '';
  if (second === undefined) return catalogue.t('addToCart.missingOption.one', { option: first });
  if (options.length === 2) {
    return catalogue.t('addToCart.missingOption.two', { option1: first, option2: second });
  }
  return catalogue.t('addToCart.missingOption.many', { options: catalogue.list(options) });
}
