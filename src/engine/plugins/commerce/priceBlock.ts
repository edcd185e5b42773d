/**
 * The price block shared by `product-price` and `subscription-price`: a "from" price when
 * variants differ, else a sale price beside the struck original, else the regular price.
 * Its whitespace is part of the public markup (and of the conformance cases), so it is
 * written out exactly.
 */
import type { RenderContext } from '../types.ts';
import { escapeAttribute } from './escape.ts';
import { fillPattern, localizedString } from './localized.ts';

/** A formatted price and the translated pattern that places it ("{price} every week"). */
export interface PatternedPrice {
  readonly price: string;
  readonly pattern: string;
}

export interface PriceBlockParts {
  readonly from?: PatternedPrice;
  readonly sale?: PatternedPrice;
  readonly normal?: PatternedPrice;
  /** Extra pattern values (billingPeriodValue, duration) for subscription wording. */
  readonly values?: Readonly<Record<string, string>>;
}

function _fill(part: PatternedPrice, values: Readonly<Record<string, string>>): string {
  return fillPattern(part.pattern, { ...values, price: part.price, fromPrice: part.price }, escapeAttribute);
}

function _hidden(text: string): string {
  return `<span class="visually-hidden v6-visually-hidden">${escapeAttribute(text)}</span>`;
}

/** `<div class="{className}">` holding the first of from, sale and normal that has a price. */
export function renderPriceBlock(className: string, parts: PriceBlockParts, ctx: RenderContext): string {
  const values = parts.values ?? {};
  let body = '\n';
  if (parts.from !== undefined && parts.from.price !== '') {
    body = `${_fill(parts.from, values)}\n\n`;
  } else if (parts.sale !== undefined && parts.sale.price !== '' && parts.normal !== undefined) {
    body =
      _hidden(localizedString(ctx, 'salePriceText', 'Sale Price:')) +
      _fill(parts.sale, values) +
      ' ' +
      _hidden(localizedString(ctx, 'originalPriceText', 'Original Price:')) +
      `<span class="original-price">${_fill(parts.normal, values)}</span>\n\n`;
  } else if (parts.normal !== undefined && parts.normal.price !== '') {
    body = `${_fill(parts.normal, values)}\n`;
  }
  // Both references run a template whose two `.var` lines and a third (blank, or a comment) write
  // three line breaks before the block.
  return `\n\n\n<div class="${className}">\n${body}</div>`;
}
