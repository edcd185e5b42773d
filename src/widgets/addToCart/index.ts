import type { VitrineRuntime } from '../../runtime/types.ts';
import { injectStyles } from '../../ui/injectStyles.ts';
import * as popover from '../addedItemPopover/index.ts';
import { defineWidget } from '../defineWidget.tsx';
import { AddToCart } from './AddToCart.tsx';
import { ADD_TO_CART_ATTRIBUTES, addToCartProps } from './addToCartProps.ts';
import css from './addToCart.css?inline';

const button = defineWidget({
  name: 'add-to-cart',
  props: addToCartProps,
  attributes: ADD_TO_CART_ATTRIBUTES,
  view: AddToCart,
  // The button's content stays the server's (AddToCart: only the label's text changes).
  inPlace: true,
  shouldMount: () => {
    injectStyles('add-to-cart', css);
    return true;
  },
});

/**
 * The button, and the added-item popover that tells what it added: the popover rides on every
 * add-to-cart button (one view for the page, src/widgets/addedItemPopover), so it mounts and
 * unmounts with them, and the loader's registry needs no entry of its own for it.
 */
export async function mount(element: Element, runtime: VitrineRuntime): Promise<void> {
  await Promise.all([popover.mount(element, runtime), button.mount(element, runtime)]);
}

export function unmount(element: Element) {
  button.unmount(element);
  popover.unmount(element);
}

/**
 * The popover alone, for the quick view (src/widgets/quickView), which imports this chunk rather
 * than the popover's module: one copy of the popover, inside this chunk, whoever mounts it.
 */
export const mountPopover = popover.mount;
export const unmountPopover = popover.unmount;
