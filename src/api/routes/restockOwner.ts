import * as z from 'zod/mini';
import { defineRoute, sending, serverRoute } from '../route.ts';
import * as wire from '../wire/restockOwner.ts';

/**
 * The site owner's restock calls (engine-and-platform spec, section 7 "Restock"): the spec gives
 * the paths and the page fields (signUpGroups / signUps, hasNextPage, nextPageCursor); the
 * group and sign-up fields are ours. Kept apart from restock.ts so the restock-form widget,
 * which imports only the sign-up, carries none of these schemas.
 */

const id = () => z.string().check(z.minLength(1), z.maxLength(64));
/** opaque: only a nextPageCursor this server gave out */
const cursor = () => z.optional(z.string().check(z.maxLength(512)));

export const restockGroupSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  productTitle: z.string(),
  /** the variant's attribute values, 'Olive / Small'; '' for a product without options */
  variantLabel: z.string(),
  /** sign-ups still waiting (not yet sent) */
  signUpCount: z.number(),
});
export type RestockGroup = z.infer<typeof restockGroupSchema>;

export const restockSignUpEntrySchema = z.object({
  email: z.string(),
  isJoinMailingList: z.boolean(),
  language: z.nullable(z.string()),
  /** ISO time of the (latest) sign-up */
  signedUpAt: z.string(),
});
export type RestockSignUpEntry = z.infer<typeof restockSignUpEntrySchema>;

export const restockGroups = defineRoute({
  ...wire.restockGroups,
  response: z.object({
    signUpGroups: z.array(restockGroupSchema),
    hasNextPage: z.boolean(),
    nextPageCursor: z.nullable(z.string()),
  }),
});

export const restockSignUps = defineRoute({
  ...wire.restockSignUps,
  response: z.object({
    signUps: z.array(restockSignUpEntrySchema),
    hasNextPage: z.boolean(),
    nextPageCursor: z.nullable(z.string()),
  }),
});

const _sendRequest = () => z.strictObject({ productId: id(), variantId: id() });
const _sendAllBody = () =>
  z.strictObject({ sendRequests: z.array(_sendRequest()).check(z.minLength(1), z.maxLength(500)) });

export const restockSend = sending<z.input<ReturnType<typeof _sendRequest>>>()({
  ...wire.restockSend,
  response: z.undefined(),
});

export const restockSendAll = sending<z.input<ReturnType<typeof _sendAllBody>>>()({
  ...wire.restockSendAll,
  response: z.undefined(),
});

/** These calls as the server takes them (src/api/routes.ts). */
export const restockOwnerOnServer = () => ({
  restockGroups: serverRoute(restockGroups, {
    query: z.object({ cursor: cursor() }),
    faults: ['429', '500', 'slow', 'garbage'],
  }),
  restockSignUps: serverRoute(restockSignUps, {
    query: z.object({ productId: id(), variantId: id(), cursor: cursor() }),
    faults: ['429', '500', 'slow', 'garbage'],
  }),
  restockSend: serverRoute(restockSend, { body: _sendRequest(), faults: ['429', '500', 'crumb', 'slow'] }),
  restockSendAll: serverRoute(restockSendAll, {
    body: _sendAllBody(),
    faults: ['429', '500', 'crumb', 'slow'],
  }),
});
