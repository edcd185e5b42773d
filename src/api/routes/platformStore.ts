import * as z from 'zod/mini';
import { defineRoute } from '../route.ts';

/** Store creation's two calls (engine spec §3, §7): the product collection, then its root category. */
export const storeCollectionCreate = defineRoute({
  name: 'storeCollectionCreate',
  method: 'POST',
  path: '/api/content-service/product/1.1/websites/{websiteId}/products',
  encoding: 'json',
  body: z.object({
    navigationTitle: z.string().check(z.minLength(1)),
    title: z.string().check(z.minLength(1)),
    urlId: z.string().check(z.minLength(1)),
    description: z.string(),
    enabled: z.literal(true),
  }),
  response: z.object({ id: z.string().check(z.minLength(1)) }),
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow', 'garbage'],
});

export const storeCategoryCreate = defineRoute({
  name: 'storeCategoryCreate',
  method: 'POST',
  path: '/api/content-service/product/1.1/websites/{websiteId}/products/{collectionId}/categories',
  encoding: 'json',
  body: z.object({
    displayName: z.string().check(z.minLength(1)),
    parentCategoryId: z.null(),
    type: z.literal('ROOT'),
    pageRendering: z.literal('LIST_VIEW'),
    displayIndex: z.literal(1),
  }),
  // The spec does not show this answer: any 2xx; ours names the category made, which the client
  // reads when it is there.
  response: z.object({ id: z.string().check(z.minLength(1)) }),
  answer: 'any',
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow', 'garbage'],
});
