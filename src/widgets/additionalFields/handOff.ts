/**
 * How the add-to-cart button hands a product with an additional-fields form over to this
 * widget. Both ride on the same element but load apart: add-to-cart when the button is in view,
 * the lightbox on the first touch of it (loader strategy `interaction`). A shopper's first click
 * or key can therefore arrive while the lightbox's chunk is still on its way; add-to-cart then
 * waits for the lightbox to say it is ready and offers again, instead of losing the click.
 */

/**
 * Dispatched (bubbling, cancelable) on the add-to-cart button with an `AdditionalFieldsRequest`;
 * the lightbox calls preventDefault to take it. Not taken: the form cannot open.
 */
export const ADDITIONAL_FIELDS_EVENT = 'vitrine:additional-fields';

/** Dispatched on the document once the lightbox listens for ADDITIONAL_FIELDS_EVENT. */
export const ADDITIONAL_FIELDS_READY_EVENT = 'vitrine:additional-fields-ready';

/**
 * How long add-to-cart waits for a lightbox that is on its way (a chunk on a slow connection)
 * before it says 'Unable to open form'. A failed chunk ends the wait at once (widget:error).
 */
export const HAND_OFF_WAIT_MS = 10_000;

/** What the add-to-cart button hands over, after its own checks (options, quantity). */
export interface AdditionalFieldsRequest {
  itemId: string;
  /** the chosen variant; undefined when the product has one (the server picks it) */
  sku: string | undefined;
  quantity: number;
  /** the button's data-form: the product's form, as the page was rendered */
  form: unknown;
  /** set when it is bought as a subscription (the subscription call, then the subscription page) */
  subscription?: { subscriptionOptionId: string | undefined };
}
