import type { Wire } from '../route.ts';

/** One page of a product's reviews (query `sort`, `page` from 1, `pageSize` 1 to 20). */
export const reviewsList = {
  name: 'reviewsList',
  method: 'GET',
  path: '/api/commerce/products/{itemId}/reviews',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

/** A product's average rating, its count and how the ratings spread. */
export const reviewsSummary = {
  name: 'reviewsSummary',
  method: 'GET',
  path: '/api/commerce/products/{itemId}/reviews/summary',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

/**
 * A buyer's review (the reviews-request page): rating 1 to 5, title, text and name, checked by
 * the forms' rules on both sides (a refusal is 400 with the messages by field id); `orderId`, when
 * the buyer came from their order, makes the review a verified buyer's. Answers 201 with the review.
 */
export const reviewSubmit = {
  name: 'reviewSubmit',
  method: 'POST',
  path: '/api/commerce/products/{itemId}/reviews',
  encoding: 'json',
  crumb: 'header',
} as const satisfies Wire;
