import * as z from 'zod/mini';
import { defineWidget } from '../defineWidget.tsx';
import { AddedItemPopover } from './AddedItemPopover.tsx';

/**
 * Rides on every add-to-cart button, drawn once for the page: the add-to-cart widget mounts and
 * unmounts it with each button (src/widgets/addToCart/index.ts).
 */
export const { mount, unmount } = defineWidget({
  name: 'added-item-popover',
  props: z.object({}),
  view: AddedItemPopover,
  singleton: true,
});
