import * as z from 'zod/mini';
import { defineRoute, sending, serverRoute } from '../route.ts';
import * as wire from '../wire/platformPreferences.ts';

/** A namespace's preferences: plain key/value pairs (engine spec §3). */
const _valuesBody = () => z.catchall(z.object({}), z.unknown());

/** The answer also carries websiteId, which the client drops (engine spec §3). */
const preferencesAnswer = z.catchall(z.object({ websiteId: z.optional(z.string()) }), z.unknown());

export const commercePreferences = defineRoute({ ...wire.commercePreferences, response: preferencesAnswer });

// What the save answers is not shown (the websiteId the spec drops is the read's): any 2xx; the
// client keeps the values it sent (src/platform/commercePreferences.ts). Ours echoes them.
export const commercePreferencesUpdate = sending<z.input<ReturnType<typeof _valuesBody>>>()({
  ...wire.commercePreferencesUpdate,
  response: preferencesAnswer,
});

/** These calls as the server takes them (src/api/routes.ts). */
export const platformPreferencesOnServer = () => ({
  commercePreferences: serverRoute(commercePreferences, { faults: ['429', '500', 'slow', 'garbage'] }),
  commercePreferencesUpdate: serverRoute(commercePreferencesUpdate, {
    body: _valuesBody(),
    faults: ['429', '500', 'crumb', 'slow', 'garbage'],
  }),
});
