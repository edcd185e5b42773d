import * as z from 'zod/mini';
import { defineRoute, serverRoute } from '../route.ts';
import * as wire from '../wire/products.ts';

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

/** The product, bare (the fixture server) or as `{item: product}` (the second platform). */
export const productView = defineRoute({
  ...wire.productView,
  response: z.union([z.object({ item: productSchema }), productSchema]),
});

/** Products the platform relates to the cart's items, as `{items: [product …]}`. */
export const relatedProducts = defineRoute({
  ...wire.relatedProducts,
  response: z.object({ items: z.array(productSchema) }),
});

/** These calls as the server takes them (src/api/routes.ts). */
export const productsOnServer = () => ({
  productView: serverRoute(productView, { faults: ['429', '500', 'slow', 'garbage'] }),
  relatedProducts: serverRoute(relatedProducts, {
    query: z.object({ itemIds: z.optional(z.string().check(z.maxLength(4000))) }),
    faults: ['429', '500', 'slow', 'garbage'],
  }),
});
