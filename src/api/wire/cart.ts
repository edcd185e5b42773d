import type { Wire } from '../route.ts';

// The spec shows these calls' shapes but not their paths; the paths are ours (docs/integrators/routes.md).

export const cart = {
  name: 'cart',
  method: 'GET',
  path: '/api/commerce/cart',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

export const cartAddEntry = {
  name: 'cartAddEntry',
  method: 'POST',
  path: '/api/commerce/cart/entries',
  encoding: 'json',
  crumb: 'header',
} as const satisfies Wire;

export const cartUpdateEntryFields = {
  name: 'cartUpdateEntryFields',
  method: 'PUT',
  path: '/api/commerce/cart/entries/{entryId}/additional-fields',
  encoding: 'json',
  crumb: 'header',
} as const satisfies Wire;

export const cartSubscription = {
  name: 'cartSubscription',
  method: 'POST',
  path: '/api/commerce/cart/subscription',
  encoding: 'json',
  crumb: 'header',
} as const satisfies Wire;
