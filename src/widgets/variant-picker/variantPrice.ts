import { cldrMoneyText } from '../../commerce/money/cldrMoneyText.ts';
import { nativeMoneyText } from '../../commerce/money/nativeMoneyText.ts';
import type { ScopeMoney, ScopeVariant } from '../../commerce/productScope.ts';

export interface PriceOptions {
  /** the server wrote `<span class="sqs-money-native">` (legacy money), else CLDR text */
  native: boolean;
  /** the loader's locale, for CLDR text */
  locale: string;
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

// A price as the server wrote its own: the native-money span, or CLDR text in the money's currency.
function _money(money: ScopeMoney | undefined, options: PriceOptions): [Node, string] {
  const amount = money?.value ?? money?.decimalValue ?? 0;
  if (options.native) {
    const text = nativeMoneyText(amount);
    return [_span('sqs-money-native', text), text];
  }
  const text = cldrMoneyText(amount, money?.currency ?? money?.currencyCode ?? 'USD', options.locale);
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
