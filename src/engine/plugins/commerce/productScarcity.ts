/**
 * `product-scarcity`: "Only 3 left!" notes, one per variant view the platform prepared.
 * Views tied to variant attributes start hidden; the variant picker shows the one matching
 * the visitor's choice. Rule (Java's product-scarcity.html, `{scarcityText|message
 * qtyInStock:qtyInStock|htmltag}`): the text is an ICU message with the view's qtyInStock, so a
 * plural pattern picks its branch ('{qtyInStock plural one {Only # left!} other {Only # left}}').
 */

import { asBoolean, asText, get, isTruthy, list } from '../json.ts';
import type { Formatter } from '../types.ts';
import { escapeAttribute, jsonAttribute } from './escape.ts';
import { formatMessageWith } from '../i18n/message.ts';
import { merchandisingOf } from './merchandising.ts';

export const productScarcity: Formatter = (item, _args, ctx) => {
  const settings = merchandisingOf(item, ctx);
  if (!asBoolean(get(settings, 'scarcityEnabled'))) return '';
  const text = asText(get(settings, 'scarcityText'));
  return list(get(settings, 'scarcityTemplateViews'))
    .map((view) => {
      const attributes = get(view, 'attributes');
      const variant = isTruthy(attributes)
        ? ` data-variant-attributes="${jsonAttribute(attributes)}" hidden`
        : '';
      const qty = get(view, 'qtyInStock') ?? ctx.resolve('qtyInStock');
      const note = escapeAttribute(formatMessageWith(text, { qtyInStock: qty }, ctx));
      return `\n  <div class="product-scarcity"${variant}>\n    ${note}\n  </div>\n`;
    })
    .join('');
};
