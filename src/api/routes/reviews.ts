import * as z from 'zod/mini';
import { defineRoute, sending, serverRoute } from '../route.ts';
import * as wire from '../wire/reviews.ts';

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

const _pageNumber = () =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,4}$/)),
    z.transform((v) => Number(v)),
  );

const _submitBody = () =>
  z.strictObject({
    /** text as a form holds it ('4'), or the number; checked by the handler for its message */
    rating: z.union([z.string().check(z.maxLength(2)), z.number()]),
    title: z.string().check(z.maxLength(10_000)),
    text: z.string().check(z.maxLength(10_000)),
    name: z.string().check(z.maxLength(10_000)),
    orderId: z.optional(z.string().check(z.maxLength(64))),
  });

export const reviewsList = defineRoute({ ...wire.reviewsList, response: reviewPageSchema });

export const reviewsSummary = defineRoute({ ...wire.reviewsSummary, response: reviewSummarySchema });

export const reviewSubmit = sending<z.input<ReturnType<typeof _submitBody>>>()({
  ...wire.reviewSubmit,
  response: reviewSchema,
});

/** These calls as the server takes them (src/api/routes.ts). */
export const reviewsOnServer = () => ({
  reviewsList: serverRoute(reviewsList, {
    query: z.object({
      sort: z.optional(z.enum(REVIEW_SORTS)),
      page: z.optional(_pageNumber()),
      pageSize: z.optional(_pageNumber()),
    }),
    faults: ['429', '500', 'slow', 'garbage'],
  }),
  reviewsSummary: serverRoute(reviewsSummary, { faults: ['429', '500', 'slow', 'garbage'] }),
  reviewSubmit: serverRoute(reviewSubmit, { body: _submitBody(), faults: ['429', '500', 'crumb', 'slow'] }),
});
