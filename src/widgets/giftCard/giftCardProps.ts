import * as z from 'zod/mini';
import { readMoney } from '../../commerce/money/readMoney.ts';
import type { ScopeMoney } from '../../commerce/productScope.ts';
import { jsonProp, requiredTextProp, textProp } from '../../runtime/props.ts';

/**
 * One amount a gift card is sold in: a variant of the gift-card product (sku and price, its
 * money spelt `{value, currency}` or `{decimalValue, currencyCode}`).
 */
export interface Denomination {
  sku: string;
  priceMoney: ScopeMoney;
}

function _isDenomination(v: unknown): v is Denomination {
  const d = v as Partial<Denomination> | null;
  return typeof d?.sku === 'string' && d.sku !== '' && readMoney(d.priceMoney) !== undefined;
}

// Checked by hand rather than with z.array/z.object: those kinds would ride in every page's
// shared widget base chunk, for one widget's prop.
const denominations = z.pipe(
  jsonProp,
  z.transform((value, ctx) => {
    if (Array.isArray(value) && value.length > 0 && value.every(_isDenomination)) return value;
    ctx.issues.push({ code: 'custom', message: 'not a list of {sku, priceMoney}', input: value });
    return z.NEVER;
  }),
);

/**
 * `<div data-vitrine="gift-card" data-vitrine-item-id="gift-card">` with the amounts in a JSON
 * `<script type="application/json">{"variants": [{"sku": …, "priceMoney": {…}}]}</script>` child
 * or a data-vitrine-variants attribute; data-vitrine-legend and data-vitrine-label give the
 * site's own words for the choice and the button.
 */
export const giftCardProps = z.object({
  itemId: requiredTextProp,
  variants: denominations,
  legend: z.optional(textProp),
  label: z.optional(textProp),
});

export type GiftCardProps = z.infer<typeof giftCardProps>;
