import { formatStoreMoneyDecimal } from '../../commerce/money/formatStoreMoney.ts';
import type { ScopeMoney } from '../../commerce/productScope.ts';

export interface PricePartsProps {
  normal: ScopeMoney | undefined;
  /** the sale price, when on sale: shown with the normal one struck through */
  sale: ScopeMoney | undefined;
  locale: string;
  salePriceText: string;
  originalPriceText: string;
}

/** A money object of the product JSON as the store writes it ({value, currency} or decimalValue/currencyCode). */
function _money(money: ScopeMoney | undefined, locale: string): string {
  const loose = (money ?? {}) as ScopeMoney & { decimalValue?: string | number; currencyCode?: string };
  const value = loose.value ?? loose.decimalValue;
  return value === undefined
    ? ''
    : formatStoreMoneyDecimal(value, loose.currency ?? loose.currencyCode ?? 'USD', locale);
}

/**
 * The inside of a price block in the engine's shape (renderPriceBlock in
 * src/engine/plugins/commerce/priceBlock.ts): the sale price beside the struck original, each
 * named for screen readers, else the price.
 */
export function PriceParts({ normal, sale, locale, salePriceText, originalPriceText }: PricePartsProps) {
  const price = _money(normal, locale);
  const onSale = sale ? _money(sale, locale) : '';
  if (!onSale) return <>{price}</>;
  return (
    <>
      <span class="visually-hidden v6-visually-hidden">{salePriceText}</span>
      {onSale} <span class="visually-hidden v6-visually-hidden">{originalPriceText}</span>
      <span class="original-price">{price}</span>
    </>
  );
}
