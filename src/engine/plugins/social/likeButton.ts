import { get, resolveFrom, text, truthy } from '../content/value.ts';
import { escapeAttribute } from '../core/escape.ts';
import type { Formatter } from '../types.ts';

/** `{item|like-button}`: the like control, only on sites with simple liking turned on. */
export const likeButton: Formatter = (value, _args, ctx) => {
  if (!truthy(value) || !truthy(resolveFrom(value, ctx, 'websiteSettings.simpleLikingEnabled'))) return '';
  const id = escapeAttribute(text(get(value, 'id')));
  const count = escapeAttribute(text(get(value, 'likeCount')));
  return (
    `\n  <span class="sqs-simple-like" data-item-id="${id}" data-like-count="${count}">` +
    '\n    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n'
  );
};
