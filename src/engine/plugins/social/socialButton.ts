import { escapeAttribute } from '../core/escape.ts';
import { asText, get, isTruthy } from '../json.ts';
import { resolveFrom } from '../resolveArg.ts';
import type { Formatter } from '../types.ts';

/**
 * The share buttons' mount point. Spec §5: nothing is rendered unless the site has share
 * options and they are not empty.
 */
const socialButton =
  (inline: boolean): Formatter =>
  (value, _args, ctx) => {
    const options = get(resolveFrom(value, ctx, 'website'), 'shareButtonOptions');
    if (!isTruthy(options) || typeof options !== 'object') return '';
    const imageId = get(value, 'systemDataId') ?? get(value, 'mainImageId');
    const assetUrl = get(value, 'assetUrl') ?? get(value, 'mainImage', 'assetUrl');
    const tag = inline ? 'span' : 'div';
    return (
      `<${tag} class="squarespace-social-buttons ${inline ? 'inline-style' : 'button-style'}"` +
      ` data-system-data-id="${escapeAttribute(asText(imageId))}"` +
      ` data-asset-url="${escapeAttribute(asText(assetUrl))}"` +
      ` data-record-type="${escapeAttribute(asText(get(value, 'recordType')))}"` +
      ` data-full-url="${escapeAttribute(asText(get(value, 'fullUrl')))}"` +
      ` data-title="${escapeAttribute(asText(get(value, 'title')))}"></${tag}>`
    );
  };

/** `{item|social-button}`: share buttons as a block. */
export const socialButtonBlock: Formatter = socialButton(false);
/** `{item|social-button-inline}`: share buttons inline with text. */
export const socialButtonInline: Formatter = socialButton(true);
