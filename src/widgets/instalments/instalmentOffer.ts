import { parseMoneyDecimal } from '../../commerce/money/parseMoneyDecimal.ts';
import type { ScopeMoney, ScopeVariant } from '../../commerce/productScope.ts';

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

/** A money object's value (major units, as the engine's product JSON has it) in cents. */
function _cents(money: ScopeMoney | undefined): number | undefined {
  const decimal = parseMoneyDecimal(money?.value);
  if (decimal === undefined || decimal.negative) return undefined;
  const cents = Number(`${decimal.whole}.${decimal.fraction || '0'}`) * 100;
  return Number.isFinite(cents) ? Math.round(cents) : undefined;
}

/** What a chosen variant sells for, in cents: its sale price while on sale, else its price. */
export function variantPriceCents(variant: ScopeVariant | undefined): number | undefined {
  if (!variant) return undefined;
  return _cents(variant.onSale ? variant.salePriceMoney : variant.priceMoney);
}
