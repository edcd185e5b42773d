import * as z from 'zod/mini';
import { jsonObjectText } from '../jsonObjectText.ts';
import { type BodyOf, defineRoute, sending, serverRoute } from '../route.ts';
import { addEntryResponseSchema, cartEntrySchema, cartSchema } from '../schemas.ts';
import * as wire from '../wire/cart.ts';

// What the server checks coming in is built on call (cartOnServer below): as module-level schemas
// they would ship to every page, since the bundler keeps a `.check()` call it cannot prove pure.
const id = () => z.string().check(z.minLength(1), z.maxLength(64));
/** additionalFields travels as JSON text (spec); it must parse to an object. */
const additionalFields = () => jsonObjectText('additionalFields');
const flag = () => z.optional(z.enum(['true', 'false']));
const sku = () => z.optional(z.string().check(z.maxLength(64)));

const _addEntryBody = () =>
  z.strictObject({
    itemId: id(),
    sku: sku(),
    quantity: z.number().check(z.int(), z.minimum(1), z.maximum(9999)),
    additionalFields: z.optional(additionalFields()),
  });
const _updateFieldsBody = () =>
  z.strictObject({ itemId: id(), sku: sku(), additionalFields: additionalFields() });
const _subscriptionBody = () =>
  z.strictObject({
    itemId: id(),
    sku: sku(),
    qty: z.number().check(z.int(), z.minimum(1), z.maximum(9999)),
    additionalFields: z.optional(additionalFields()),
    subscriptionOptionId: z.optional(z.string().check(z.maxLength(128))),
  });

export const cart = defineRoute({ ...wire.cart, response: cartSchema });

export const cartAddEntry = sending<z.input<ReturnType<typeof _addEntryBody>>>()({
  ...wire.cartAddEntry,
  response: addEntryResponseSchema,
});
export type AddEntryRequest = BodyOf<typeof cartAddEntry>;

export const cartUpdateEntryFields = sending<z.input<ReturnType<typeof _updateFieldsBody>>>()({
  ...wire.cartUpdateEntryFields,
  response: z.object({ shoppingCart: cartSchema, updatedEntry: cartEntrySchema }),
});

export const cartSubscription = sending<z.input<ReturnType<typeof _subscriptionBody>>>()({
  ...wire.cartSubscription,
  /** the page then goes to the subscription page with this token (spec) */
  response: z.object({ cartToken: z.string().check(z.minLength(1)) }),
});

/** These calls as the server takes them (src/api/routes.ts). */
export const cartOnServer = () => ({
  cart: serverRoute(cart, {
    query: z.object({
      mock: z.optional(z.string().check(z.maxLength(64))),
      timecode: z.optional(z.string().check(z.maxLength(64))),
      calculateSubtotal: flag(),
    }),
    faults: ['429', '500', 'slow', 'garbage'],
  }),
  cartAddEntry: serverRoute(cartAddEntry, {
    body: _addEntryBody(),
    faults: ['429', '500', 'crumb', 'slow', 'garbage', 'sold-out'],
  }),
  cartUpdateEntryFields: serverRoute(cartUpdateEntryFields, {
    body: _updateFieldsBody(),
    faults: ['429', '500', 'crumb', 'slow', 'garbage'],
  }),
  cartSubscription: serverRoute(cartSubscription, {
    body: _subscriptionBody(),
    faults: ['429', '500', 'crumb', 'slow', 'garbage', 'sold-out'],
  }),
});
