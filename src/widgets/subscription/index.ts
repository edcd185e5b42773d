import * as z from 'zod/mini';
import { defineWidget } from '../defineWidget.tsx';
import { SubscriptionPrice } from './SubscriptionPrice.tsx';

/**
 * The engine's `subscription-price` in a subscribe-and-save block: it follows the variant chosen
 * and words the plan. It works on the server's markup where it stands (inPlace).
 */
export const { mount, unmount } = defineWidget({
  name: 'subscription',
  props: z.object({}),
  view: SubscriptionPrice,
  inPlace: true,
});
