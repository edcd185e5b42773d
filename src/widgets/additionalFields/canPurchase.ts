import type { CartEntry } from '../../api/schemas.ts';
import type { StockRow } from '../../api/routes/inventory.ts';

/**
 * The stock check for a product with additional fields (storefront spec §5): it may be bought
 * only if some stock row is unlimited or has more in stock than the cart already holds of that
 * item and variant. (The quantity asked for is the server's to weigh when the entry is added.)
 */
export function canPurchase(rows: readonly StockRow[], inCart: number): boolean {
  return rows.some((row) => row.unlimited || row.qtyInStock > inCart);
}

/** Units of `itemId` the cart holds: of the variant `sku`, or of every variant when none is chosen. */
export function heldInCart(entries: readonly CartEntry[], itemId: string, sku: string | undefined): number {
  return entries
    .filter((e) => e.itemId === itemId && (!sku || e.chosenVariant.sku === sku))
    .reduce((sum, e) => sum + e.quantity, 0);
}
