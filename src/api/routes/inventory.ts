import * as z from 'zod/mini';
import { defineRoute, serverRoute } from '../route.ts';
import * as wire from '../wire/inventory.ts';

/** One row per variant of the item (spec: stock result row). */
export const stockRowSchema = z.object({
  unlimited: z.boolean(),
  qtyInStock: z.number().check(z.int()),
});
export type StockRow = z.infer<typeof stockRowSchema>;

export const inventoryStock = defineRoute({
  ...wire.inventoryStock,
  response: z.object({ results: z.array(stockRowSchema) }),
});

/** This call as the server takes it (src/api/routes.ts). */
export const inventoryOnServer = () => ({
  inventoryStock: serverRoute(inventoryStock, {
    query: z.object({ itemId: z.string().check(z.minLength(1), z.maxLength(64)) }),
    faults: ['429', '500', 'slow', 'garbage', 'sold-out'],
  }),
});
