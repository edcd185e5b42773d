/** `variant-descriptor`: a variant's option values as one line ("Large / Blue"), for carts and orders. */

import { asText, get, list } from '../json.ts';
import type { Formatter } from '../types.ts';
import { escapeAttribute } from './escape.ts';

export const variantDescriptor: Formatter = (variant) =>
  escapeAttribute(
    list(get(variant, 'optionValues'))
      .map((option) => asText(get(option, 'value')))
      .join(' / '),
  );
