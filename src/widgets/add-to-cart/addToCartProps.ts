import * as z from 'zod/mini';
import { flag, integer, jsonText, requiredText, text } from '../../runtime/props.ts';

/** What `add-to-cart-btn` writes on the button, as the widget reads it. */
export const addToCartProps = z.object({
  itemId: requiredText,
  collectionId: z.optional(text),
  productType: z.optional(integer),
  isSubscription: z._default(flag, false),
  /** the label to come back to (the merchant's own, or Add To Cart / Subscribe); else its text */
  originalLabel: z.optional(text),
  /** the additional-fields form, when the product asks for one */
  form: z.optional(jsonText),
});

export type AddToCartProps = z.infer<typeof addToCartProps>;

/** Where the engine's markup keeps each prop (the formatter's own attribute names). */
export const ADD_TO_CART_ATTRIBUTES = {
  itemId: 'data-item-id',
  collectionId: 'data-collection-id',
  productType: 'data-product-type',
  isSubscription: 'data-is-subscription',
  originalLabel: 'data-original-label',
  form: 'data-form',
};
