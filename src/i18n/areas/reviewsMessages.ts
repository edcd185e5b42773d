import type { PluralForms } from '../messageIds.ts';

/**
 * Product reviews' English (storefront spec §1, §2: 'see product reviews when enabled'; page type
 * 209, reviews request). The form's field messages and failures are the forms' own (formMessages).
 */
export const reviewsMessages = {
  /** what a screen reader hears for a rating or an average: '4.6 out of 5 stars' */
  'reviews.rating': '{rating} out of 5 stars',
  'reviews.count': { one: '{count} review', other: '{count} reviews' },
  /** one row of the distribution: '5 stars: 8 reviews' */
  'reviews.stars': { one: '{count} star', other: '{count} stars' },
  'reviews.verified': 'Verified buyer',
  'reviews.sort.newest': 'Newest',
  'reviews.sort.highest': 'Highest rating',
  'reviews.sort.lowest': 'Lowest rating',
  'reviews.previous': 'Previous',
  'reviews.next': 'Next',
  'reviews.pageOf': 'Page {page} of {pageCount}',
  'reviews.pages': 'Review pages',
  /** said to a screen reader when a sort or a page arrived */
  'reviews.showing': 'Reviews {first} to {last} of {total}, {sort}',
  'reviews.loadFailed': 'Unable to load reviews. Please try again.',
  'reviews.posted': 'Thank you! Your review was posted.',
  'reviews.seeIt': 'See it on the product page',
} satisfies Record<string, string | PluralForms>;
