import * as z from 'zod/mini';
import { defineRoute, sending, serverRoute } from '../route.ts';
import { type CartEntryPayload, cartEntrySchema, cartSchema } from '../schemas.ts';
import * as wire from '../wire/cartChanges.ts';

// An entry's quantity and its removal: paths of ours (docs/integrators/routes.md), called by the
// cart page's widget only, so kept out of the shared widget base chunk (vite.config.ts).

type CartChangeAnswer = z.output<typeof cartSchema> | { shoppingCart: z.output<typeof cartSchema> };

/**
 * What the entry quantity and removal routes may answer: the spec shows neither path nor answer,
 * so any 2xx is success (`answer: 'any'`). A body carrying the cart, whole or as `shoppingCart`,
 * is used; any other (204, `{}`, text) means "done" and the client reads the cart again. The
 * server checks its own answers against the union (_cartChangeAnswer); the browser takes the
 * answer as it is and src/widgets/cart/cartChanges.ts reads a cart out of it with cartSchema.
 */
const _cartChangeAnswer = () =>
  z.union([
    z.object({ shoppingCart: cartSchema }),
    // a whole cart says so by its entries: every field of the cart has a default, so `{}` or
    // `{"success":true}` would otherwise read as an empty cart
    z.pipe(
      z.looseObject({ entries: z.array(cartEntrySchema) }),
      cartSchema as unknown as z.ZodMiniType<z.output<typeof cartSchema>, { entries: CartEntryPayload[] }>,
    ),
  ]);
const takenAsItIs = z.unknown() as unknown as z.ZodMiniType<CartChangeAnswer>;

const _quantityBody = () =>
  /** quantity 0 removes the entry */
  z.strictObject({ quantity: z.number().check(z.int(), z.minimum(0), z.maximum(9999)) });

export const cartUpdateEntryQuantity = sending<z.input<ReturnType<typeof _quantityBody>>>()({
  ...wire.cartUpdateEntryQuantity,
  response: takenAsItIs,
});

export const cartRemoveEntry = defineRoute({ ...wire.cartRemoveEntry, response: takenAsItIs });

/** These calls as the server takes them (src/api/routes.ts), its answers checked against the union. */
export const cartChangesOnServer = () => ({
  cartUpdateEntryQuantity: serverRoute(cartUpdateEntryQuantity, {
    response: _cartChangeAnswer(),
    body: _quantityBody(),
    faults: ['429', '500', 'crumb', 'slow', 'garbage'],
  }),
  cartRemoveEntry: serverRoute(cartRemoveEntry, {
    response: _cartChangeAnswer(),
    faults: ['429', '500', 'crumb', 'slow', 'garbage'],
  }),
});
