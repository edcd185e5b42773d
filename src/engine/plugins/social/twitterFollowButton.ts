import { escapeAttribute } from '../core/escape.ts';
import { asText, get } from '../json.ts';
import type { Formatter } from '../types.ts';

/**
 * `{account|twitter-follow-button}`: a follow button for a connected account; when the
 * account has no user name, the last part of its profile URL is the name.
 */
export const twitterFollowButton: Formatter = (value) => {
  let userName = asText(get(value, 'userName'));
  if (userName === '') userName = asText(get(value, 'profileUrl')).split('/').at(-1) ?? '';
  return (
    "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { " +
    'Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>' +
    `<div class="squarespace-follow-button" data-username="${escapeAttribute(userName)}"></div>`
  );
};
