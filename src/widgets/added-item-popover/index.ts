import * as z from 'zod/mini';
import { defineWidget } from '../defineWidget.tsx';
import { AddedItemPopover } from './AddedItemPopover.tsx';

/** Rides on every add-to-cart button (two widgets, one element), drawn once for the page. */
export const { mount, unmount } = defineWidget({
  name: 'added-item-popover',
  props: z.object({}),
  view: AddedItemPopover,
  singleton: true,
});
