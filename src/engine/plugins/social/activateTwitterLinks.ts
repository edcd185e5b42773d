import { asText } from '../json.ts';
import type { Formatter } from '../types.ts';

/**
 * Spec §9: http, https, ftp and file URLs, @handles and #hashtags become links that open
 * in a new window. Handles and hashtags count only at the start or after a space, so
 * e-mail addresses and URL fragments stay text.
 */
const LINKABLE =
  /\b((?:https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#/%=~_|])|(^| )@([A-Z0-9_]+)|(^| )#([A-Z0-9_]+)/gi;

/**
 * `{tweet.text|activate-twitter-links}`: the text with its links made live. As in both
 * references the text is written as it is, not escaped: a tweet's text arrives as HTML already
 * (`&amp;`, `&lt;`), which escaping again would show as `&amp;amp;`; like any `{text}` it is
 * printed as the data holds it.
 */
export const activateTwitterLinks: Formatter = (value) => {
  const source = asText(value);
  let out = '';
  let last = 0;
  for (const match of source.matchAll(LINKABLE)) {
    const [whole, url, handlePrefix, handle, tagPrefix, tag] = match;
    out += source.slice(last, match.index);
    last = match.index + whole.length;
    if (url !== undefined) {
      out += `<a target="new" href="${url}">${url}</a>`;
    } else if (handle !== undefined) {
      out += `${handlePrefix}<a target="new" href="https://twitter.com/${handle}/">@${handle}</a>`;
    } else if (tag !== undefined) {
      out += `${tagPrefix}<a target="new" href="https://twitter.com/hashtag/${tag}?src=hash">#${tag}</a>`;
    }
  }
  return out + source.slice(last);
};
