import * as z from 'zod/mini';
import { requiredTextProp, textProp } from '../../runtime/props.ts';
import type { WidgetModule } from '../../runtime/types.ts';
import { defineWidget } from '../defineWidget.tsx';
import { QuickView } from './QuickView.tsx';

/** What `product-quick-view` writes on its button: the item id, and the group it pages through. */
const quickViewProps = z.object({ id: requiredTextProp, group: z.optional(textProp) });
export type QuickViewProps = z.infer<typeof quickViewProps>;

/** The button stays the server's (inPlace): the lightbox portals itself onto <body>. */
const button = defineWidget({
  name: 'quick-view',
  props: quickViewProps,
  attributes: { id: 'data-id', group: 'data-group' },
  view: QuickView,
  inPlace: true,
});

/**
 * The button, and the added-item popover an add from its lightbox shows: the popover rides on
 * quick view buttons as on add-to-cart buttons, so it outlives the lightbox's own button. It is
 * reached through the add-to-cart chunk (which the lightbox's button needs anyway), so the popover
 * stays inside that chunk: a product page pays for no chunk of its own.
 */
const _addToCart = () => import('../addToCart/index.ts');

export const mount: WidgetModule['mount'] = async (element, runtime) => {
  const live = button.mount(element, runtime);
  const { mountPopover } = await _addToCart();
  await Promise.all([live, mountPopover(element, runtime)]);
};

export const unmount: WidgetModule['unmount'] = (element) => {
  button.unmount(element);
  void _addToCart().then(({ unmountPopover }) => unmountPopover(element));
};
