import type { Wire } from '../route.ts';

/**
 * GET a product by item id (our path: the spec shows none). The answer is the product, bare (the
 * fixture server) or as `{item: product}` (the second platform); the client takes either.
 */
export const productView = {
  name: 'productView',
  method: 'GET',
  path: '/api/commerce/products/{itemId}',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

/**
 * "Customers also bought" (engine spec §2's cart-side heading): products the platform relates to
 * the cart's items (query `itemIds`, comma-separated, as the page shows the cart, which may be
 * ahead of the server's while a change is on its way; without it, the visitor's cart by its
 * cookie), as `{items: [product …]}`, each a product as productView answers it. Our path: the spec
 * shows none. Which products is the server's to decide (the fixture server: those sharing a tag
 * with the items, never one of them nor one sold out). An API without the route answers 404: the
 * cart page then shows no such section.
 */
export const relatedProducts = {
  name: 'relatedProducts',
  method: 'GET',
  path: '/api/commerce/cart/related-products',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;
