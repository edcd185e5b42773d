/**
 * The merchandising settings of one product (spec §3: `productMerchandisingContext` keyed by
 * product id): scarcity, restock sign-up and sold-out wording.
 */

import { asText, get } from '../json.ts';
import type { RenderContext } from '../types.ts';

/** The product's merchandising settings, undefined when the page carries none for it. */
export function merchandisingOf(item: unknown, ctx: RenderContext): unknown {
  const id = asText(get(item, 'id'));
  return id === '' ? undefined : get(ctx.resolve('productMerchandisingContext'), id);
}
