import { escapeAttribute } from '../core/escape.ts';
import { asText, get, isTruthy } from '../json.ts';
import { resolveFrom } from '../resolve-arg.ts';
import type { Formatter } from '../types.ts';

/** `{item|like-button}`: the like control, only on sites with simple liking turned on. */
export const likeButton: Formatter = (value, _args, ctx) => {
  if (!isTruthy(value) || !isTruthy(resolveFrom(value, ctx, 'websiteSettings.simpleLikingEnabled')))
    return '';
  const id = escapeAttribute(asText(get(value, 'id')));
  const count = escapeAttribute(asText(get(value, 'likeCount')));
  return (
    `\n  <span class="sqs-simple-like" data-item-id="${id}" data-like-count="${count}">` +
    '\n    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n'
  );
};
