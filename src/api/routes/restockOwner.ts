import * as z from 'zod/mini';
import { defineRoute, onServer } from '../route.ts';

/**
 * The site owner's restock calls (engine-and-platform spec, section 7 "Restock"): the spec gives
 * the paths and the page fields (signUpGroups / signUps, hasNextPage, nextPageCursor); the
 * group and sign-up fields are ours. Kept apart from restock.ts so the restock-form widget,
 * which imports only the sign-up, carries none of these schemas.
 */
const RESTOCK = '/api/site-users/account/notifications/restock';

const id = z.string().check(z.minLength(1), z.maxLength(64));
/** opaque: only a nextPageCursor this server gave out */
const cursor = z.optional(z.string().check(z.maxLength(512)));

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
  name: 'restockGroups',
  method: 'GET',
  path: `${RESTOCK}/groups`,
  encoding: 'none',
  query: onServer ? z.object({ cursor }) : undefined,
  response: z.object({
    signUpGroups: z.array(restockGroupSchema),
    hasNextPage: z.boolean(),
    nextPageCursor: z.nullable(z.string()),
  }),
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});

export const restockSignUps = defineRoute({
  name: 'restockSignUps',
  method: 'GET',
  path: RESTOCK,
  encoding: 'none',
  query: onServer ? z.object({ productId: id, variantId: id, cursor }) : undefined,
  response: z.object({
    signUps: z.array(restockSignUpEntrySchema),
    hasNextPage: z.boolean(),
    nextPageCursor: z.nullable(z.string()),
  }),
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});

const sendRequest = z.strictObject({ productId: id, variantId: id });

/**
 * Marks the variant's waiting sign-ups notified. The spec does not show the answers of send and
 * send/all: any 2xx is success (ours answers 204).
 */
export const restockSend = defineRoute({
  name: 'restockSend',
  method: 'POST',
  path: `${RESTOCK}/send`,
  encoding: 'json',
  body: onServer ? sendRequest : undefined,
  response: z.undefined(),
  answer: 'any',
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow'],
});

export const restockSendAll = defineRoute({
  name: 'restockSendAll',
  method: 'POST',
  path: `${RESTOCK}/send/all`,
  encoding: 'json',
  body: onServer
    ? z.strictObject({ sendRequests: z.array(sendRequest).check(z.minLength(1), z.maxLength(500)) })
    : undefined,
  response: z.undefined(),
  answer: 'any',
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow'],
});
