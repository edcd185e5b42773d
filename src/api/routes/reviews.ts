import * as z from 'zod/mini';
import { defineRoute, onServer } from '../route.ts';

/**
 * Product reviews (storefront spec §1, §2: 'see product reviews when enabled'; page type 209,
 * 'reviews request', where a buyer writes one). The spec shows no call: the paths and shapes are
 * ours (docs/integrators/routes.md). A product id is the catalogue's item id.
 */

/** The orders a list can be read in: newest first, highest rating first, lowest rating first. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Reviews a page of the list holds unless the call asks for another size (at most 20). */
export const REVIEWS_PAGE_SIZE = 5;

/** The review form's fields, as the submit carries them and its rules check them (formRules.ts). */
export const REVIEW_FIELDS = [
  { id: 'rating', type: 'radio', required: true },
  { id: 'title', type: 'text', required: true, maxLength: 120 },
  { id: 'text', type: 'textarea', required: true, maxLength: 2000 },
  { id: 'name', type: 'text', required: true, maxLength: 60 },
] as const;

export const reviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  /** 1 to 5 stars */
  rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  title: z.string(),
  text: z.string(),
  /** the name the reviewer gave */
  author: z.string(),
  /** ISO time it was written */
  created: z.string(),
  /** written by someone who bought the product (their order names it) */
  verified: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSummarySchema = z.object({
  /** the mean rating, to one decimal; 0 when there are none */
  average: z.number(),
  count: z.number().check(z.int()),
  /** how many reviews gave 5, 4, 3, 2 and 1 stars, in that order */
  distribution: z.array(z.number().check(z.int())),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  sort: z.enum(REVIEW_SORTS),
  /** 1-based */
  page: z.number().check(z.int()),
  pageCount: z.number().check(z.int()),
  total: z.number().check(z.int()),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

const _pageNumber = z.pipe(
  z.string().check(z.regex(/^\d{1,4}$/)),
  z.transform((v) => Number(v)),
);

/** One page of a product's reviews (query `sort`, `page` from 1, `pageSize` 1 to 20). */
export const reviewsList = defineRoute({
  name: 'reviewsList',
  method: 'GET',
  path: '/api/commerce/products/{itemId}/reviews',
  encoding: 'none',
  query: onServer
    ? z.object({
        sort: z.optional(z.enum(REVIEW_SORTS)),
        page: z.optional(_pageNumber),
        pageSize: z.optional(_pageNumber),
      })
    : undefined,
  response: reviewPageSchema,
  crumb: 'none',
  faults: onServer ? ['429', '500', 'slow', 'garbage'] : [],
});

/** A product's average rating, its count and how the ratings spread. */
export const reviewsSummary = defineRoute({
  name: 'reviewsSummary',
  method: 'GET',
  path: '/api/commerce/products/{itemId}/reviews/summary',
  encoding: 'none',
  response: reviewSummarySchema,
  crumb: 'none',
  faults: onServer ? ['429', '500', 'slow', 'garbage'] : [],
});

/**
 * A buyer's review (the reviews-request page): rating 1 to 5, title, text and name, checked by
 * the forms' rules on both sides (a refusal is 400 with the messages by field id); `orderId`, when
 * the buyer came from their order, makes the review a verified buyer's. Answers 201 with the review.
 */
export const reviewSubmit = defineRoute({
  name: 'reviewSubmit',
  method: 'POST',
  path: '/api/commerce/products/{itemId}/reviews',
  encoding: 'json',
  body: onServer
    ? z.strictObject({
        /** text as a form holds it ('4'), or the number; checked by the handler for its message */
        rating: z.union([z.string().check(z.maxLength(2)), z.number()]),
        title: z.string().check(z.maxLength(10_000)),
        text: z.string().check(z.maxLength(10_000)),
        name: z.string().check(z.maxLength(10_000)),
        orderId: z.optional(z.string().check(z.maxLength(64))),
      })
    : undefined,
  response: reviewSchema,
  crumb: 'header',
  faults: onServer ? ['429', '500', 'crumb', 'slow'] : [],
});
