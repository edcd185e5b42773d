import { isVariantSoldOut, type ScopeVariant } from '../../commerce/productScope.ts';
import {
  ONE_TIME_PRICE,
  PRODUCT_MARK,
  PRODUCT_PRICE,
  RESTOCK_FORM,
  SCARCITY,
  SOLD_OUT_MARK,
} from '../../runtime/selectors.ts';
import { type PriceOptions, variantPrice } from './variantPrice.ts';

export interface ProductViewOptions extends PriceOptions {
  /** the sold-out mark's words when the page has no sold-out mark of its own */
  soldOutMark: string;
}

function _fits(view: Element, variant: ScopeVariant): boolean {
  try {
    const attributes = JSON.parse(view.getAttribute('data-variant-attributes')!) as Record<string, unknown>;
    return Object.keys(attributes).every((k) => String(variant.attributes?.[k]) === String(attributes[k]));
  } catch {
    return false;
  }
}

/**
 * What the product around the picker shows of its chosen variant: the price (not the one-time
 * line of a subscribe-and-save block, which the subscription widget copies; not at all on a
 * subscription product, whose price speaks of billing), the sold-out mark (or no sale mark for a
 * full-price variant), the scarcity note and the restock form tied to it (the picture:
 * hydratePicker.ts, which follows a partial choice too). Given undefined (no complete choice),
 * it puts back what the server sent. Returns the price and stock as a line of text.
 */
export function productView(scope: Element, picker: Element, options: ProductViewOptions) {
  const blocks = picker.hasAttribute('data-is-subscribable')
    ? []
    : [...scope.querySelectorAll(PRODUCT_PRICE)]
        .filter((block) => !block.closest(ONE_TIME_PRICE))
        .map((block) => [block, [...block.childNodes]] as const);
  const found = scope.querySelector<HTMLElement>(PRODUCT_MARK);
  const mark = found ?? document.createElement('div');
  const markWas = found ? ([found.className, found.textContent] as const) : undefined;
  // The server's own sold-out mark (every variant sold out, maybe in the merchant's words) stays.
  const keepMark = found?.matches(SOLD_OUT_MARK);
  const views = [
    ...scope.querySelectorAll<HTMLElement>(
      `${SCARCITY}[data-variant-attributes],${RESTOCK_FORM}[data-variant-id]:not([data-variant-id=""])`,
    ),
  ];
  const hiddenWas = views.map((view) => view.hidden);

  return (variant: ScopeVariant | undefined): string => {
    const soldOut = variant !== undefined && isVariantSoldOut(variant);
    let text = '';
    for (const [block, nodes] of blocks) {
      if (variant) {
        const price = variantPrice(variant, options);
        block.replaceChildren(...price.nodes);
        text = price.text;
      } else block.replaceChildren(...nodes);
    }

    if (!keepMark) {
      if (soldOut) {
        mark.className = 'product-mark sold-out';
        mark.textContent = options.soldOutMark;
        if (!mark.isConnected) (blocks[0]?.[0] ?? picker).before(mark);
      } else if (markWas) [mark.className, mark.textContent] = markWas;
      else mark.remove();
      // The product's sale mark says nothing of a full-price variant: hidden while one is chosen.
      mark.hidden = !soldOut && !!variant && !variant.onSale;
    }

    // One note and one form at most: the first tied to the variant; the others of their kind hide.
    const shown = new Set<boolean>();
    views.forEach((view, i) => {
      const restock = view.matches(RESTOCK_FORM);
      const fits =
        variant !== undefined &&
        !shown.has(restock) &&
        (restock ? view.getAttribute('data-variant-id') === String(variant.id) : _fits(view, variant));
      if (fits) shown.add(restock);
      view.hidden = variant ? !fits : hiddenWas[i]!;
      if (fits && !restock) text += ` ${view.textContent!.trim()}`;
    });
    return soldOut ? `${text} ${mark.textContent}` : text;
  };
}
