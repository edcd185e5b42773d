import * as z from 'zod/mini';
import { ADDITIONAL_FIELDS_EDIT } from '../../runtime/selectors.ts';
import type { WidgetModule } from '../../runtime/types.ts';
import { defineWidget } from '../defineWidget.tsx';
import { AdditionalFields } from './AdditionalFields.tsx';

/**
 * Rides on every add-to-cart button of a product with a form (sharing the element with
 * add-to-cart) and on the cart's "Edit details" buttons; drawn once for the page. It reads
 * what it needs from each request (the hand-off's detail, the edit button's attributes).
 */
const widget = defineWidget({
  name: 'additional-fields',
  props: z.object({}),
  view: AdditionalFields,
  singleton: true,
});

// Edit buttons come disabled from the server, so that a click before this code is there is not
// lost: they work from the moment they are ours, and are given back as they were.
const _enabled = new WeakSet<Element>();

// The view's mount resolves once it listens: the loader replays a press held before then only
// after it (a hand-off the replayed click makes must find the lightbox listening).
export const mount: WidgetModule['mount'] = (element, runtime) => {
  const live = widget.mount(element, runtime);
  if (element.matches(ADDITIONAL_FIELDS_EDIT) && element.hasAttribute('disabled')) {
    element.removeAttribute('disabled');
    _enabled.add(element);
  }
  return live;
};

export const unmount: WidgetModule['unmount'] = (element) => {
  widget.unmount(element);
  if (_enabled.delete(element)) element.setAttribute('disabled', '');
};
