import { escapeAttribute } from '../core/escape.ts';
import { asText, get, isTruthy } from '../json.ts';
import { resolveFrom } from '../resolveArg.ts';
import type { Formatter } from '../types.ts';
import { disqusShortname } from './disqusShortname.ts';

const stateAttributes = (idAttribute: string, owner: unknown): string =>
  ` ${idAttribute}="${escapeAttribute(asText(get(owner, 'id')))}"` +
  ` data-public-comment-count="${escapeAttribute(asText(get(owner, 'publicCommentCount')))}"` +
  ` data-comment-state="${escapeAttribute(asText(get(owner, 'commentState')))}"`;

/**
 * `{item|comments}`: the element the comments script mounts on: the Disqus thread when the
 * site uses Disqus, else the platform's thread carrying the page item's (or collection's)
 * comment state.
 */
export const comments: Formatter = (value, _args, ctx) => {
  if (isTruthy(disqusShortname(value, ctx))) {
    return '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n';
  }
  const item = resolveFrom(value, ctx, 'item');
  const collection = resolveFrom(value, ctx, 'collection');
  let state = '';
  if (isTruthy(item)) state = stateAttributes('data-item-id', item);
  else if (isTruthy(collection)) state = stateAttributes('data-collection-id', collection);
  const id = escapeAttribute(asText(get(value, 'id')));
  return `\n  <div class="squarespace-comments" id="comments-${id}"${state}></div>\n`;
};
