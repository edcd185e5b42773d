/** The commerce predicates (spec §3: has-variants, on-sale, sold-out, varied-prices) on the current scope. */
import type { PredicateTable } from '../types.ts';
import { hasVariants, hasVariedPrices, isOnSale, isSoldOut } from './productState.ts';

export const commercePredicates: PredicateTable = {
  'has-variants?': (item) => hasVariants(item),
  'on-sale?': (item) => isOnSale(item),
  'sold-out?': (item) => isSoldOut(item),
  'varied-prices?': (item) => hasVariedPrices(item),
};
