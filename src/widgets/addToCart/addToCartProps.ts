import * as z from 'zod/mini';
import { flagProp, integerProp, jsonProp, requiredTextProp, textProp } from '../../runtime/props.ts';

/** What `add-to-cart-btn` writes on the button, as the widget reads it. */
export const addToCartProps = z.object({
  itemId: requiredTextProp,
  collectionId: z.optional(textProp),
  productType: z.optional(integerProp),
  isSubscription: z._default(flagProp, false),
  /** the label to come back to (the merchant's own, or Add To Cart / Subscribe); else its textProp */
  originalLabel: z.optional(textProp),
  /** the additional-fields form, when the product asks for one */
  form: z.optional(jsonProp),
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
