import * as z from 'zod/mini';
import { defineRoute, onServer } from '../route.ts';

/**
 * A product as the engine reads it (engine spec §3 "Product as read by the engine": id,
 * structuredContent with productType, variants, priceMoney …, variantOptionOrdering) with the item
 * fields a page shows of it (title, fullUrl, assetUrl, images): what the quick view draws. Only
 * `id` is required; a variant is the engine's product JSON (money in either spelling), read by
 * the widgets as they read `data-variants`.
 */
const productSchema = z.looseObject({
  id: z.string(),
  title: z._default(z.string(), ''),
  fullUrl: z.optional(z.string()),
  assetUrl: z.optional(z.string()),
  images: z._default(
    z.array(
      z.looseObject({
        id: z.optional(z.string()),
        assetUrl: z.string(),
        altText: z.optional(z.string()),
      }),
    ),
    () => [],
  ),
  collectionId: z.optional(z.string()),
  structuredContent: z._default(
    z.looseObject({
      productType: z.optional(z.number()),
      variants: z._default(z.array(z.looseObject({})), () => []),
      variantOptionOrdering: z._default(z.array(z.string()), () => []),
      additionalFieldsForm: z.optional(z.unknown()),
    }),
    () => ({ variants: [], variantOptionOrdering: [] }),
  ),
});
export type ProductViewItem = z.infer<typeof productSchema>;

/**
 * GET a product by item id (our path: the spec shows none). The answer is the product, bare (the
 * fixture server) or as `{item: product}` (the second platform); the client takes either.
 */
export const productView = defineRoute({
  name: 'productView',
  method: 'GET',
  path: '/api/commerce/products/{itemId}',
  encoding: 'none',
  response: z.union([z.object({ item: productSchema }), productSchema]),
  crumb: 'none',
  faults: onServer ? ['429', '500', 'slow', 'garbage'] : [],
});
