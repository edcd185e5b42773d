import type { Wire } from '../route.ts';

export const cartUpdateEntryQuantity = {
  name: 'cartUpdateEntryQuantity',
  method: 'PUT',
  path: '/api/commerce/cart/entries/{entryId}/quantity',
  encoding: 'json',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;

export const cartRemoveEntry = {
  name: 'cartRemoveEntry',
  method: 'DELETE',
  path: '/api/commerce/cart/entries/{entryId}',
  encoding: 'none',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;
