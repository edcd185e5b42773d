import { toMinorUnitsNumber } from '../../commerce/money/minorUnits.ts';
import { readMoney } from '../../commerce/money/readMoney.ts';
import type { ScopeVariant } from '../../commerce/productScope.ts';

/** Engine spec §9: 4 payments, interest-free, by default. */
export const NUM_INSTALLMENTS = 4;

/** What the pill says about a price (storefront spec §5; engine spec §5). */
export type InstalmentOffer =
  /** 'or {installmentStr} with': each payment, in cents */
  | { kind: 'offer'; paymentCents: number }
  /** 'available for orders up to {amount}': the maximum, in cents */
  | { kind: 'upTo'; amountCents: number }
  /** 'available for orders over {amount}': the minimum, in cents */
  | { kind: 'over'; amountCents: number };

/**
 * The offer for a price: shown only when the price is above the minimum and not above the
 * maximum (a price equal to the minimum is out of range; one equal to the maximum is in).
 * Each payment is the price over NUM_INSTALLMENTS, to the nearest cent.
 */
export function instalmentOffer(priceCents: number, minCents: number, maxCents: number): InstalmentOffer {
  if (priceCents > maxCents) return { kind: 'upTo', amountCents: maxCents };
  if (priceCents <= minCents) return { kind: 'over', amountCents: minCents };
  return { kind: 'offer', paymentCents: Math.round(priceCents / NUM_INSTALLMENTS) };
}

/**
 * What a chosen variant sells for, in minor units by the store's rule (toMinorUnits: cents; whole
 * yen for JPY): its sale price while on sale, else its price, however its money is spelt (readMoney).
 * Money naming no currency is in `defaultCurrency` (the line's). Undefined when there is no
 * variant or no price that is one (not money, negative, past the safe integers).
 */
export function variantPriceCents(
  variant: ScopeVariant | undefined,
  defaultCurrency?: string,
): number | undefined {
  if (!variant) return undefined;
  const money = readMoney(variant.onSale ? variant.salePriceMoney : variant.priceMoney, defaultCurrency);
  if (money === undefined || money.amount.negative) return undefined;
  return toMinorUnitsNumber(money.amount, money.currency);
}
