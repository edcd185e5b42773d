import { asNumber, get, isTruthy } from '../json.ts';
import type { Predicate } from '../types.ts';
import { disqusShortname } from './disqusShortname.ts';

/**
 * `comments?` (spec §4): comments show when they are open (commentState 1) or some exist,
 * and never when the site's settings are present with comments turned off.
 */
export const commentsOn: Predicate = (value, _args, ctx) => {
  const settings = ctx.resolve('websiteSettings');
  if (settings !== undefined && !isTruthy(get(settings, 'commentsEnabled'))) return false;
  return asNumber(get(value, 'commentState')) === 1 || asNumber(get(value, 'publicCommentCount')) > 0;
};

/** `disqus?`: the site's comments run on Disqus. */
export const disqus: Predicate = (value, _args, ctx) => isTruthy(disqusShortname(value, ctx));
