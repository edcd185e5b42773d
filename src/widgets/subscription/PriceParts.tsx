import { formatStoreMoneyValue } from '../../commerce/money/formatStoreMoney.ts';
import type { ScopeMoney } from '../../commerce/productScope.ts';

export interface PricePartsProps {
  normal: ScopeMoney | undefined;
  /** the sale price, when on sale: shown with the normal one struck through */
  sale: ScopeMoney | undefined;
  locale: string;
  /** the store's currency, for money that names none (default USD) */
  currency?: string;
  salePriceText: string;
  originalPriceText: string;
}

/**
 * The inside of a price block in the engine's shape (renderPriceBlock in
 * src/engine/plugins/commerce/priceBlock.ts): the sale price beside the struck original, each
 * named for screen readers, else the price.
 */
export function PriceParts({
  normal,
  sale,
  locale,
  currency,
  salePriceText,
  originalPriceText,
}: PricePartsProps) {
  const price = formatStoreMoneyValue(normal, locale, currency);
  const onSale = sale ? formatStoreMoneyValue(sale, locale, currency) : '';
  if (!onSale) return <>{price}</>;
  return (
    <>
      <span class="visually-hidden v6-visually-hidden">{salePriceText}</span>
      {onSale} <span class="visually-hidden v6-visually-hidden">{originalPriceText}</span>
      <span class="original-price">{price}</span>
    </>
  );
}
