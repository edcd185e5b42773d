/**
 * `add-to-cart-btn`: the add-to-cart (or subscribe) button the add-to-cart widget hydrates.
 * The widget reads the item, collection and product type from its data attributes, and the
 * additional-fields form (when the product has one) from `data-form`.
 */

import { asText, get, isTruthy } from '../json.ts';
import type { Formatter, RenderContext } from '../types.ts';
import { escapeAttribute, jsonAttribute } from './escape.ts';
import { localizedString } from './localized.ts';

/** The merchant's own label, else Subscribe or Add To Cart in the site's language (spec §9). */
function _label(content: unknown, ctx: RenderContext): string {
  const custom = get(content, 'customAddButtonText');
  if (isTruthy(get(content, 'useCustomAddButtonText')) && isTruthy(custom)) return asText(custom);
  if (isTruthy(get(content, 'isSubscribable')))
    return localizedString(ctx, 'productSubscribeText', 'Subscribe');
  return localizedString(ctx, 'productAddToCartText', 'Add To Cart');
}

export const addToCartButton: Formatter = (item, _args, ctx) => {
  const content = get(item, 'structuredContent');
  const form = get(content, 'additionalFieldsForm');
  const hasForm = isTruthy(get(content, 'additionalFieldsFormId')) && isTruthy(form);
  const subscribable = get(content, 'isSubscribable');
  const label = escapeAttribute(_label(content, ctx));
  const attr = (value: unknown) => escapeAttribute(asText(value));
  // A subscribable product with subscription options names its first option (Java's
  // add-to-cart-btn template), so the button subscribes to that plan.
  const options = get(content, 'productSubscriptionOptions');
  const option =
    isTruthy(subscribable) && Array.isArray(options) && options.length > 0
      ? `data-subscription-option-id="${attr(get(options, 0, 'id'))}"`
      : '';

  // Both references run a template whose twelve `.var`/`.eval` lines and a blank one write
  // thirteen line breaks before the button.
  return (
    '\n'.repeat(13) +
    '<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n' +
    '  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ' +
    `${hasForm ? 'use-form' : ''}" role="button" tabindex="0" data-dynamic-strings` +
    ` data-collection-id="${attr(get(item, 'collectionId'))}" data-item-id="${attr(get(item, 'id'))}"` +
    ` data-product-type="${attr(get(content, 'productType'))}"` +
    ` data-use-custom-label="${attr(get(content, 'useCustomAddButtonText'))}" ` +
    (isTruthy(subscribable) ? `data-is-subscription="${attr(subscribable)}" ` : '') +
    `data-original-label="${label}" ${hasForm ? `data-form="${jsonAttribute(form)}"` : ''}${option}>\n` +
    `    <div class="sqs-add-to-cart-button-inner">${label}</div>\n` +
    '  </div>\n' +
    '</div>'
  );
};
