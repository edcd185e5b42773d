import * as z from 'zod/mini';
import { defineRoute } from '../route.ts';

/** A namespace's preferences: plain key/value pairs (engine spec §3). */
export const preferenceValuesSchema = z.catchall(z.object({}), z.unknown());

export const commercePreferences = defineRoute({
  name: 'commercePreferences',
  method: 'GET',
  path: '/api/v1/commerce-preferences/{namespace}',
  encoding: 'none',
  // The answer also carries websiteId, which the client drops (engine spec §3).
  response: z.catchall(z.object({ websiteId: z.optional(z.string()) }), z.unknown()),
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});

export const commercePreferencesUpdate = defineRoute({
  name: 'commercePreferencesUpdate',
  method: 'PUT',
  path: '/api/v1/commerce-preferences/{namespace}',
  encoding: 'json',
  body: preferenceValuesSchema,
  // What the save answers is not shown (the websiteId the spec drops is the read's): any 2xx; the
  // client keeps the values it sent (src/platform/commercePreferences.ts). Ours echoes them.
  response: z.catchall(z.object({ websiteId: z.optional(z.string()) }), z.unknown()),
  answer: 'any',
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow', 'garbage'],
});
