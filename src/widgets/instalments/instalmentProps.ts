import * as z from 'zod/mini';
import { integerProp, requiredTextProp } from '../../runtime/props.ts';
import { isSafeUrl } from '../../runtime/patterns.ts';

/**
 * What the product template writes on `[data-vitrine="instalments"]` (docs/theme-authors/instalments.md): the item, its
 * product type and price, and the platform's instalment context as JSON. The context is read
 * as text and checked by the widget, so a bad one is reported silently (spec §8) rather than
 * warned about as bad markup.
 */
export const instalmentProps = z.object({
  itemId: requiredTextProp,
  productType: integerProp,
  /** the price shown before a variant is chosen, in cents (the engine's `from-price`) */
  price: integerProp,
  /** ISO 4217 code of the price */
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  /** the instalment context (storefront spec §3), JSON */
  context: z.optional(z.string()),
  /**
   * Where the popup's content comes from, `{locale}` standing for en_US, fr_CA …: an http(s)
   * URL or a same-site path (isSafeUrl). Default: the stand-in host on the API's origin.
   */
  modalUrl: z.optional(
    z.string().check(z.refine((url: string) => url.includes('{locale}') && isSafeUrl(url))),
  ),
});

export type InstalmentProps = z.infer<typeof instalmentProps>;

/** The formatters' own attribute names; the other props read data-vitrine-<name>. */
export const INSTALMENT_ATTRIBUTES = {
  itemId: 'data-item-id',
  productType: 'data-product-type',
};

/** The stand-in modal host of the fixture server (fixtures/server/site/instalmentModals.ts). */
export const DEFAULT_MODAL_PATH = '/instalment-modals/{locale}.html';
