import type { PluginFamily } from '../types.ts';
import { activateTwitterLinks } from './activateTwitterLinks.ts';
import { commentCount } from './commentCount.ts';
import { commentLink } from './commentLink.ts';
import { comments } from './comments.ts';
import { commentsOn, disqus } from './commentsPredicates.ts';
import { googleCalendarUrl } from './googleCalendarUrl.ts';
import { likeButton } from './likeButton.ts';
import { socialButtonBlock, socialButtonInline } from './socialButton.ts';
import { twitterFollowButton } from './twitterFollowButton.ts';

/** Comments, likes, sharing, follow buttons, tweets and calendar links. */
export const social: PluginFamily = {
  formatters: {
    'activate-twitter-links': activateTwitterLinks,
    'comment-count': commentCount,
    'comment-link': commentLink,
    comments,
    'google-calendar-url': googleCalendarUrl,
    'like-button': likeButton,
    'social-button': socialButtonBlock,
    'social-button-inline': socialButtonInline,
    'twitter-follow-button': twitterFollowButton,
  },
  predicates: {
    'comments?': commentsOn,
    'disqus?': disqus,
  },
};
