/**
 * `product-restock-notification`: the "email me when it is back" form, one per sold-out
 * variant view (spec §5: one e-mail field, an optional join-mailing-list checkbox, a captcha
 * container when the site has a captcha key). The restock widget hydrates each form.
 */

import { asText, get, isTruthy, list } from '../json.ts';
import type { Formatter } from '../types.ts';
import { escapeAttribute } from './escape.ts';
import { merchandisingOf } from './merchandising.ts';

export const productRestockNotification: Formatter = (item, _args, ctx) => {
  const settings = merchandisingOf(item, ctx);
  const messages = get(settings, 'restockNotificationMessages');
  const text = (key: string) => escapeAttribute(asText(get(messages, key)));
  const mailingList = isTruthy(get(settings, 'mailingListSignUpEnabled'))
    ? '  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"' +
      `${isTruthy(get(settings, 'mailingListOptInByDefault')) ? ' checked' : ''}>${text('mailingListDescription')}</label>`
    : '';
  const captcha = isTruthy(ctx.resolve('website.captchaSettings.siteKey'))
    ? '  <div class="captcha-container"></div>'
    : '';
  const productId = escapeAttribute(asText(get(item, 'id')));

  // The references' template: five `.var` lines and a blank one (six line breaks), then
  // `{.repeated section views}` writing a line break before and after each form.
  return (
    '\n'.repeat(6) +
    list(get(settings, 'restockNotificationViews'))
      .map(
        (view) =>
          `\n<div class="product-restock-notification" data-product-id="${productId}"` +
          ` data-variant-id="${escapeAttribute(asText(get(view, 'variantId')))}"${isTruthy(get(view, 'hiddenByDefault')) ? ' hidden' : ''}>\n` +
          `  <span class="product-restock-cta">${text('CTAText')}</span>\n` +
          '  <form class="product-restock-form" action="#">\n' +
          '    <input type="text" x-autocompletetype="email" spellcheck="false" name="email"' +
          ` placeholder="${text('placeholderText')}">\n` +
          `    <input class="sqs-editable-button" type="submit" value="${text('buttonText')}">\n` +
          '  </form>\n' +
          `${mailingList}\n${captcha}\n</div>\n`,
      )
      .join('')
  );
};
