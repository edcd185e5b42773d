import type { Wire } from '../route.ts';

export const inventoryStock = {
  name: 'inventoryStock',
  method: 'GET',
  path: '/api/commerce/inventory/stock',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;
