/**
 * `from-price`, `normal-price` and `sale-price`: a product's prices as plain cents ("1999"),
 * for templates that do their own money formatting (`{@|sale-price|money-format}`).
 */
import type { Formatter } from '../types.ts';
import { legacyCents } from './money.ts';
import { highestPrice, lowestPrice, salePrice } from './prices.ts';

export const fromPrice: Formatter = (item) => legacyCents(lowestPrice(item));
export const normalPrice: Formatter = (item) => legacyCents(highestPrice(item));
export const salePriceCents: Formatter = (item) => legacyCents(salePrice(item));
