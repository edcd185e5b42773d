import * as z from 'zod/mini';
import { defineWidget } from '../defineWidget.tsx';
import { QuantityInput } from './QuantityInput.tsx';

/** The engine's `quantity-input` (engine spec §5): it needs nothing but its markup. */
export const { mount, unmount } = defineWidget({
  name: 'quantity',
  props: z.object({}),
  view: QuantityInput,
  inPlace: true,
});
