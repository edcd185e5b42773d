import * as z from 'zod/mini';

/**
 * The cart contract, shared by the browser client and the fixture server's handlers.
 * zod/mini keeps these out of the size budget's way; defaults follow the spec's cart model.
 */

const cents = z._default(z.number().check(z.int()), 0);
const list = z._default(z.array(z.unknown()), () => []);
// Objects keyed by anything (option → value, field → message, the shipping objects) are objects
// with a catchall, not z.record: on JSON, all the API carries, both take and give the same, and
// z.record would be the one zod kind in the browser needing ~450 B (test/unit/api/schemas.test.ts).
const textByKey = z.catchall(z.object({}), z.string());
const anyObject = z.looseObject({});

export const chosenVariantSchema = z.object({
  sku: z._default(z.string(), ''),
  attributes: z._default(textByKey, () => ({})),
});

export const cartEntrySchema = z.object({
  id: z.string(),
  itemId: z.string(),
  quantity: z.number().check(z.int(), z.nonnegative()),
  chosenVariant: z._default(chosenVariantSchema, () => ({ sku: '', attributes: {} })),
  title: z._default(z.string(), ''),
  subTotal: z._default(z.number(), 0),
  purchasePriceCents: cents,
  /** the entry's additional-fields form values, as JSON text, when it was added with some */
  additionalFields: z.optional(z.string()),
});

export const cartSchema = z.object({
  id: z._default(z.string(), ''),
  websiteId: z._default(z.string(), ''),
  orderId: z._default(z.string(), ''),
  created: z._default(z.number(), 0),
  isPurchased: z._default(z.boolean(), false),
  // Ours, and optional: a platform's cart may carry none (the store's currency is then the page's
  // data-currency, src/commerce/cartService.ts). Three characters (code points, as z.length
  // counts them) by the regex kind the browser has anyway.
  currencyCode: z.optional(z.string().check(z.regex(/^[\s\S]{3}$/u))),
  entries: z._default(z.array(cartEntrySchema), () => []),
  shippingOptions: list,
  applicableTaxRules: list,
  coupons: list,
  validCoupons: list,
  invalidCoupons: list,
  selectedShippingOption: z._default(z.nullable(anyObject), null),
  shippingLocation: z._default(z.nullable(anyObject), null),
  subtotalCents: cents,
  taxCents: cents,
  shippingCostCents: cents,
  discountCents: cents,
  grandTotalCents: cents,
  totalQuantity: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  hasDigital: z._default(z.boolean(), false),
  purelyDigital: z._default(z.boolean(), false),
  requiresShipping: z._default(z.boolean(), false),
});
export type CartPayload = z.infer<typeof cartSchema>;
export type CartEntryPayload = z.infer<typeof cartEntrySchema>;
export type Cart = CartPayload;
export type CartEntry = CartEntryPayload;

/** What an add sends: its schema is the route's, checked on the server only (routes/cart.ts). */
export type { AddEntryRequest } from './routes/cart.ts';

export const addEntryResponseSchema = z.object({
  shoppingCart: cartSchema,
  newlyAdded: cartEntrySchema,
  item: z.optional(
    z.object({
      id: z.string(),
      title: z.string(),
      productType: z.number(),
      collectionId: z.optional(z.string()),
      collectionName: z.optional(z.string()),
      /** ours: the added variant's picture (the platform's item field), for the added-item popover */
      assetUrl: z.optional(z.string()),
    }),
  ),
});
export type AddEntryResponse = z.infer<typeof addEntryResponseSchema>;

/**
 * What a failed call may carry: a message to show, a machine-readable code (ours, e.g.
 * 'insufficient-stock'), whether the crumb was refused, and form errors by field id.
 */
export const errorBodySchema = z.object({
  message: z.optional(z.string()),
  error: z.optional(z.string()),
  code: z.optional(z.string()),
  crumbFail: z.optional(z.boolean()),
  errors: z.optional(textByKey),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
