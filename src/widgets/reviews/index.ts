import * as z from 'zod/mini';
import { requiredTextProp, textProp } from '../../runtime/props.ts';
import { defineWidget } from '../defineWidget.tsx';
import { Reviews } from './Reviews.tsx';

/**
 * What the reviews marker carries (docs/theme-authors/reviews.md): the product, and on the
 * reviews-request page's form, the product page to go back to and the order the buyer came from.
 */
const reviewsProps = z.object({
  productId: requiredTextProp,
  productUrl: z.optional(textProp),
  orderId: z.optional(textProp),
});
export type ReviewsProps = z.infer<typeof reviewsProps>;

/**
 * Product reviews where a site enables them (storefront spec §1, §2): the server's section of
 * reviews, sorted and paged in place, or the reviews-request page's form (page type 209). It
 * hydrates when it nears the view (registry: visible); a page without the marker never loads it.
 */
export const { mount, unmount } = defineWidget({
  name: 'reviews',
  props: reviewsProps,
  view: Reviews,
  inPlace: true,
});
