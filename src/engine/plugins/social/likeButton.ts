import { toOutput } from '../../toOutput.ts';
import { escapeAttribute } from '../core/escape.ts';
import { isTruthy } from '../json.ts';
import { resolveFrom } from '../resolveArg.ts';
import type { Formatter } from '../types.ts';

/**
 * `{item|like-button}`: the like control, only on sites with simple liking turned on. Both
 * references run it as a small template on the item (`{.if @ && websiteSettings…}` … `{id}`,
 * `{likeCount}`), so each name is looked up on the item and then in the scopes around it (an
 * item inside a section finds the page's websiteSettings) and printed as a variable prints,
 * escaped for the attribute it sits in (the references print it raw: a listed difference, as
 * data never breaks out of an attribute here, markupSafety.test.ts).
 */
export const likeButton: Formatter = (value, _args, ctx) => {
  if (!isTruthy(value) || !isTruthy(resolveFrom(value, ctx, 'websiteSettings.simpleLikingEnabled')))
    return '';
  const id = escapeAttribute(toOutput(resolveFrom(value, ctx, 'id')));
  const count = escapeAttribute(toOutput(resolveFrom(value, ctx, 'likeCount')));
  return (
    `\n  <span class="sqs-simple-like" data-item-id="${id}" data-like-count="${count}">` +
    '\n    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n'
  );
};
