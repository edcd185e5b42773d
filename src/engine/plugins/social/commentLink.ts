import { get, text, truthy } from '../content/value.ts';
import { escapeAttribute } from '../core/escape.ts';
import type { Formatter } from '../types.ts';
import { disqusShortname } from './disqusShortname.ts';

/**
 * `{item|comment-link}`: the link to an item's comments with their count, or an empty link
 * that the Disqus script fills in when the site uses Disqus. The line breaks are part of
 * the output the public engines produce.
 */
export const commentLink: Formatter = (value, _args, ctx) => {
  const url = escapeAttribute(text(get(value, 'fullUrl')));
  const id = escapeAttribute(text(get(value, 'id')));
  if (truthy(disqusShortname(value, ctx))) {
    return `\n  <a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n\n`;
  }
  const count = get(value, 'publicCommentCount');
  const shown = count === 0 ? 'No' : escapeAttribute(text(count));
  const plural = count === 1 ? '' : 's';
  return (
    `\n  <a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n  ${shown}` +
    `\n  Comment${plural}\n  </a>\n\n`
  );
};
