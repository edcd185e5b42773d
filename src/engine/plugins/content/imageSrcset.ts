import { escapeAttribute } from '../core/escape.ts';
import { asText, get } from '../json.ts';
import type { Formatter } from '../types.ts';
import { IMAGE_SIZES } from './imageSizes.ts';

/**
 * `{image|image-srcset}`: ` srcset="…"` listing the width variants the image has been
 * rendered at (`systemDataVariants`, e.g. "100w,300w,500w"). When the largest variant is a
 * served size below the top one, the original file stands in for the next size up, so large
 * screens are not stuck with a smaller picture. Empty when there are no width variants.
 */
export const imageSrcset: Formatter = (value) => {
  if (value === undefined) return '';
  const assetUrl = asText(get(value, 'assetUrl'));
  const variants = asText(get(value, 'systemDataVariants'))
    .split(',')
    .filter((variant) => variant.endsWith('w'));
  const largest = variants.at(-1);
  if (largest === undefined) return '';
  const entries = variants.map((variant) => `${assetUrl}?format=${variant} ${variant}`);
  const at = IMAGE_SIZES.indexOf(largest as (typeof IMAGE_SIZES)[number]);
  const nextUp = at >= 0 ? IMAGE_SIZES[at + 1] : undefined;
  if (nextUp !== undefined) entries.push(`${assetUrl}?format=original ${nextUp}`);
  return ` srcset="${escapeAttribute(entries.join(','))}"`;
};
