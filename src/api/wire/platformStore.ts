import type { Wire } from '../route.ts';

/** Store creation's two calls (engine spec §3, §7): the product collection, then its root category. */
export const storeCollectionCreate = {
  name: 'storeCollectionCreate',
  method: 'POST',
  path: '/api/content-service/product/1.1/websites/{websiteId}/products',
  encoding: 'json',
  crumb: 'header',
} as const satisfies Wire;

export const storeCategoryCreate = {
  name: 'storeCategoryCreate',
  method: 'POST',
  path: '/api/content-service/product/1.1/websites/{websiteId}/products/{collectionId}/categories',
  encoding: 'json',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;
