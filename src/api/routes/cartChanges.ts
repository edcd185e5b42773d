import * as z from 'zod/mini';
import { defineRoute, onServer } from '../route.ts';
import { type CartEntryPayload, cartEntrySchema, cartSchema } from '../schemas.ts';

// An entry's quantity and its removal: paths of ours (docs/integrators/routes.md), called by the
// cart page's widget only, so kept out of the shared runtime chunk (vite.config.ts).

/**
 * What the entry quantity and removal routes may answer: the spec shows neither path nor answer,
 * so any 2xx is success (`answer: 'any'`). A body carrying the cart, whole or as `shoppingCart`,
 * is used; any other (204, `{}`, text) means "done" and the client reads the cart again. The
 * server checks its own answers against the union; the browser takes the answer as it is and
 * src/widgets/cart/cartChanges.ts reads a cart out of it with cartSchema.
 */
const cartChangeAnswer = onServer
  ? z.union([
      z.object({ shoppingCart: cartSchema }),
      // a whole cart says so by its entries: every field of the cart has a default, so `{}` or
      // `{"success":true}` would otherwise read as an empty cart
      z.pipe(
        z.looseObject({ entries: z.array(cartEntrySchema) }),
        cartSchema as unknown as z.ZodMiniType<z.output<typeof cartSchema>, { entries: CartEntryPayload[] }>,
      ),
    ])
  : (z.unknown() as unknown as z.ZodMiniType<
      z.output<typeof cartSchema> | { shoppingCart: z.output<typeof cartSchema> }
    >);

export const cartUpdateEntryQuantity = defineRoute({
  name: 'cartUpdateEntryQuantity',
  method: 'PUT',
  path: '/api/commerce/cart/entries/{entryId}/quantity',
  encoding: 'json',
  /** quantity 0 removes the entry */
  body: onServer
    ? z.strictObject({ quantity: z.number().check(z.int(), z.minimum(0), z.maximum(9999)) })
    : undefined,
  response: cartChangeAnswer,
  answer: 'any',
  crumb: 'header',
  faults: onServer ? ['429', '500', 'crumb', 'slow', 'garbage'] : [],
});

export const cartRemoveEntry = defineRoute({
  name: 'cartRemoveEntry',
  method: 'DELETE',
  path: '/api/commerce/cart/entries/{entryId}',
  encoding: 'none',
  response: cartChangeAnswer,
  answer: 'any',
  crumb: 'header',
  faults: onServer ? ['429', '500', 'crumb', 'slow', 'garbage'] : [],
});
