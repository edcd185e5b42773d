import * as z from 'zod/mini';
import { defineRoute, onServer } from '../route.ts';

/** One row per variant of the item (spec: stock result row). */
export const stockRowSchema = z.object({
  unlimited: z.boolean(),
  qtyInStock: z.number().check(z.int()),
});
export type StockRow = z.infer<typeof stockRowSchema>;

export const inventoryStock = defineRoute({
  name: 'inventoryStock',
  method: 'GET',
  path: '/api/commerce/inventory/stock',
  encoding: 'none',
  query: onServer ? z.object({ itemId: z.string().check(z.minLength(1), z.maxLength(64)) }) : undefined,
  response: z.object({ results: z.array(stockRowSchema) }),
  crumb: 'none',
  faults: onServer ? ['429', '500', 'slow', 'garbage', 'sold-out'] : [],
});
