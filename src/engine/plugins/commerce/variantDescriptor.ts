/** `variant-descriptor`: a variant's option values as one line ("Large / Blue"), for carts and orders. */
import type { Formatter } from '../types.ts';
import { escapeHtml } from './escape.ts';
import { asText, get, list } from './json.ts';

export const variantDescriptor: Formatter = (variant) =>
  escapeHtml(
    list(get(variant, 'optionValues'))
      .map((option) => asText(get(option, 'value')))
      .join(' / '),
  );
