import * as z from 'zod/mini';
import { defineRoute, onServer } from '../route.ts';

/**
 * A product as the engine reads it (engine spec §3 "Product as read by the engine": id,
 * structuredContent with productType, variants, priceMoney …, variantOptionOrdering) with the item
 * fields a page shows of it (title, fullUrl, assetUrl, images): what the quick view draws. Only
 * `id` is required; a variant is the engine's product JSON (money in either spelling), read by
 * the widgets as they read `data-variants`.
 */
export const productSchema = z.looseObject({
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

/**
 * "Customers also bought" (engine spec §2's cart-side heading): products the platform relates to
 * the cart's items (query `itemIds`, comma-separated, as the page shows the cart, which may be
 * ahead of the server's while a change is on its way; without it, the visitor's cart by its
 * cookie), as `{items: [product …]}`, each a product as productView answers it. Our path: the spec
 * shows none. Which products is the server's to decide (the fixture server: those sharing a tag
 * with the items, never one of them nor one sold out). An API without the route answers 404: the
 * cart page then shows no such section.
 */
export const relatedProducts = defineRoute({
  name: 'relatedProducts',
  method: 'GET',
  path: '/api/commerce/cart/related-products',
  encoding: 'none',
  query: onServer ? z.object({ itemIds: z.optional(z.string().check(z.maxLength(4000))) }) : undefined,
  response: z.object({ items: z.array(productSchema) }),
  crumb: 'none',
  faults: onServer ? ['429', '500', 'slow', 'garbage'] : [],
});
