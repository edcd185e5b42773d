import * as z from 'zod/mini';
import { jsonObjectText } from '../jsonObjectText.ts';
import { type BodyOf, defineRoute, onServer } from '../route.ts';
import { addEntryResponseSchema, cartEntrySchema, cartSchema } from '../schemas.ts';

// The spec shows these calls' shapes but not their paths; the paths are ours (docs/integrators/routes.md).

// Parts of request schemas, built only where `onServer` builds them: as module-level schemas they
// would ship to every page, since the bundler keeps a `.check()` call it cannot prove pure.
const id = () => z.string().check(z.minLength(1), z.maxLength(64));
/** additionalFields travels as JSON text (spec); it must parse to an object. */
const additionalFields = () => jsonObjectText('additionalFields');
const flag = () => z.optional(z.enum(['true', 'false']));

export const cart = defineRoute({
  name: 'cart',
  method: 'GET',
  path: '/api/commerce/cart',
  encoding: 'none',
  query: onServer
    ? z.object({
        mock: z.optional(z.string().check(z.maxLength(64))),
        timecode: z.optional(z.string().check(z.maxLength(64))),
        calculateSubtotal: flag(),
      })
    : undefined,
  response: cartSchema,
  crumb: 'none',
  faults: onServer ? ['429', '500', 'slow', 'garbage'] : [],
});

export const cartAddEntry = defineRoute({
  name: 'cartAddEntry',
  method: 'POST',
  path: '/api/commerce/cart/entries',
  encoding: 'json',
  body: onServer
    ? z.strictObject({
        itemId: id(),
        sku: z.optional(z.string().check(z.maxLength(64))),
        quantity: z.number().check(z.int(), z.minimum(1), z.maximum(9999)),
        additionalFields: z.optional(additionalFields()),
      })
    : undefined,
  response: addEntryResponseSchema,
  crumb: 'header',
  faults: onServer ? ['429', '500', 'crumb', 'slow', 'garbage', 'sold-out'] : [],
});
export type AddEntryRequest = BodyOf<typeof cartAddEntry>;

export const cartUpdateEntryFields = defineRoute({
  name: 'cartUpdateEntryFields',
  method: 'PUT',
  path: '/api/commerce/cart/entries/{entryId}/additional-fields',
  encoding: 'json',
  body: onServer
    ? z.strictObject({
        itemId: id(),
        sku: z.optional(z.string().check(z.maxLength(64))),
        additionalFields: additionalFields(),
      })
    : undefined,
  response: z.object({ shoppingCart: cartSchema, updatedEntry: cartEntrySchema }),
  crumb: 'header',
  faults: onServer ? ['429', '500', 'crumb', 'slow', 'garbage'] : [],
});

export const cartSubscription = defineRoute({
  name: 'cartSubscription',
  method: 'POST',
  path: '/api/commerce/cart/subscription',
  encoding: 'json',
  body: onServer
    ? z.strictObject({
        itemId: id(),
        sku: z.optional(z.string().check(z.maxLength(64))),
        qty: z.number().check(z.int(), z.minimum(1), z.maximum(9999)),
        additionalFields: z.optional(additionalFields()),
        subscriptionOptionId: z.optional(z.string().check(z.maxLength(128))),
      })
    : undefined,
  /** the page then goes to the subscription page with this token (spec) */
  response: z.object({ cartToken: z.string().check(z.minLength(1)) }),
  crumb: 'header',
  faults: onServer ? ['429', '500', 'crumb', 'slow', 'garbage', 'sold-out'] : [],
});
