import { get, path, resolveFrom, text, truthy } from '../content/value.ts';
import { escapeAttribute } from '../core/escape.ts';
import type { Formatter } from '../types.ts';

/**
 * The share buttons' mount point. Spec §5: nothing is rendered unless the site has share
 * options and they are not empty.
 */
const socialButton =
  (inline: boolean): Formatter =>
  (value, _args, ctx) => {
    const options = get(resolveFrom(value, ctx, 'website'), 'shareButtonOptions');
    if (!truthy(options) || typeof options !== 'object') return '';
    const imageId = get(value, 'systemDataId') ?? get(value, 'mainImageId');
    const assetUrl = get(value, 'assetUrl') ?? path(value, 'mainImage', 'assetUrl');
    const tag = inline ? 'span' : 'div';
    return (
      `<${tag} class="squarespace-social-buttons ${inline ? 'inline-style' : 'button-style'}"` +
      ` data-system-data-id="${escapeAttribute(text(imageId))}"` +
      ` data-asset-url="${escapeAttribute(text(assetUrl))}"` +
      ` data-record-type="${escapeAttribute(text(get(value, 'recordType')))}"` +
      ` data-full-url="${escapeAttribute(text(get(value, 'fullUrl')))}"` +
      ` data-title="${escapeAttribute(text(get(value, 'title')))}"></${tag}>`
    );
  };

/** `{item|social-button}`: share buttons as a block. */
export const socialButtonBlock: Formatter = socialButton(false);
/** `{item|social-button-inline}`: share buttons inline with text. */
export const socialButtonInline: Formatter = socialButton(true);
