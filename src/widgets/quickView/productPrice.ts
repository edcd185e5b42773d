import { formatStoreMoneyValue } from '../../commerce/money/formatStoreMoney.ts';
import type { ScopeVariant } from '../../commerce/productScope.ts';

/**
 * A product's price as a list shows it, by the store's money rule: the price to pay (the sale
 * price while on sale), the lowest of its variants, and `varied` when they differ (the caller then
 * writes 'from {price}'). One rule for the quick view and the cart page's "Customers also bought".
 */
export function productPrice(
  variants: readonly ScopeVariant[],
  locale: string,
  currency: string | undefined,
): { price: string; varied: boolean } {
  const money = (v: ScopeVariant) => (v.onSale && v.salePriceMoney) || v.priceMoney || { value: 0 };
  const texts = variants.map((v) => formatStoreMoneyValue(money(v), locale, currency));
  const amounts = variants.map((v) => Number(money(v).value ?? money(v).decimalValue ?? 0));
  return {
    price: texts[amounts.indexOf(Math.min(...amounts))] ?? '',
    varied: new Set(texts).size > 1,
  };
}
