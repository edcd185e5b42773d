import { escapeAttribute } from '../core/escape.ts';
import { asText, get, isTruthy } from '../json.ts';
import type { Formatter } from '../types.ts';
import { disqusShortname } from './disqusShortname.ts';

/**
 * `{item|comment-link}`: the link to an item's comments with their count, or an empty link
 * that the Disqus script fills in when the site uses Disqus. The line breaks are part of
 * the output the public engines produce.
 */
export const commentLink: Formatter = (value, _args, ctx) => {
  const url = escapeAttribute(asText(get(value, 'fullUrl')));
  const id = escapeAttribute(asText(get(value, 'id')));
  if (isTruthy(disqusShortname(value, ctx))) {
    return `\n  <a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n`;
  }
  const count = get(value, 'publicCommentCount');
  const shown = count === 0 ? 'No' : escapeAttribute(asText(count));
  const plural = count === 1 ? '' : 's';
  return (
    `\n  <a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n  ${shown}` +
    `\n  Comment${plural}\n  </a>\n`
  );
};
