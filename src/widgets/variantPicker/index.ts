import * as z from 'zod/mini';
import { jsonProp } from '../../runtime/props.ts';
import { injectStyles } from '../../ui/injectStyles.ts';
import { defineWidget } from '../defineWidget.tsx';
import { VariantPicker } from './VariantPicker.tsx';
import css from './variantPicker.css?inline';

/** What `variants-select` writes on `.product-variants`: the product's variants, as JSON. */
const variantPickerProps = z.object({ variants: z.pipe(jsonProp, z.array(z.unknown())) });
export type VariantPickerProps = z.infer<typeof variantPickerProps>;

/**
 * The variant picker hydrates the engine's selects and radio buttons where they stand (inPlace):
 * it keeps them in step, marks what cannot be bought, and shows the chosen variant's price,
 * marks, picture, notes and restock form (hydratePicker.ts).
 */
export const { mount, unmount } = defineWidget({
  name: 'variant-picker',
  props: variantPickerProps,
  attributes: { variants: 'data-variants' },
  view: VariantPicker,
  inPlace: true,
  shouldMount: () => {
    injectStyles('variant-picker', css);
    return true;
  },
});
