import { formatStoreMoneyValue } from '../../commerce/money/formatStoreMoney.ts';
import type { ScopeMoney, ScopeVariant } from '../../commerce/productScope.ts';

export interface PriceOptions {
  /** the loader's locale */
  locale: string;
  /** the store's currency, for money that names none (default USD) */
  currency?: string;
  /** the hidden words before each price of a sale: 'Sale Price:', 'Original Price:' */
  salePrice: string;
  originalPrice: string;
}

function _span(className: string, child: Node | string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = className;
  span.append(child);
  return span;
}

// A price under the store's rule, as every widget writes money (the pill, the instalment line,
// the subscription block), whatever rule the server's own markup followed. A variant without a
// price costs 0, as the engine prices it (engine spec §9: default price 0).
function _money(money: ScopeMoney | undefined, options: PriceOptions): [Node, string] {
  const text = formatStoreMoneyValue(money ?? { value: 0 }, options.locale, options.currency);
  return [document.createTextNode(text), text];
}

/**
 * A variant's price in the shape of the engine's price block (priceBlock.ts): the price, or the
 * sale price beside the struck original, each preceded by its hidden words. Also the same as one
 * line of text, to announce.
 */
export function variantPrice(
  variant: ScopeVariant,
  options: PriceOptions,
): { nodes: Array<Node | string>; text: string } {
  const [price, priceText] = _money(variant.priceMoney, options);
  if (!variant.onSale || !variant.salePriceMoney) return { nodes: [price], text: priceText };
  const [sale, saleText] = _money(variant.salePriceMoney, options);
  const hidden = (text: string) => _span('visually-hidden v6-visually-hidden', text);
  return {
    nodes: [
      hidden(options.salePrice),
      sale,
      ' ',
      hidden(options.originalPrice),
      _span('original-price', price),
    ],
    text: `${options.salePrice} ${saleText} ${options.originalPrice} ${priceText}`,
  };
}
