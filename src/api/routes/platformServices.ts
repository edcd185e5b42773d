import * as z from 'zod/mini';
import { defineRoute, serverRoute } from '../route.ts';
import * as wire from '../wire/platformServices.ts';

/** Read as a JSON string or as plain text, trimmed (ours answers a JSON string). */
export const sessionRecordingId = defineRoute({ ...wire.sessionRecordingId, response: z.string() });

export const placesAutocomplete = defineRoute({
  ...wire.placesAutocomplete,
  response: z.object({
    predictions: z.array(z.object({ placeId: z.string(), description: z.string() })),
  }),
});

export const placeSchema = z.object({
  placeId: z.string(),
  name: z.string(),
  formattedAddress: z.string(),
  country: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
});

export const placesDetails = defineRoute({
  ...wire.placesDetails,
  response: z.object({ place: placeSchema }),
});

/** These calls as the server takes them (src/api/routes.ts). */
export const platformServicesOnServer = () => ({
  sessionRecordingId: serverRoute(sessionRecordingId, { faults: ['429', '500', 'slow', 'garbage'] }),
  placesAutocomplete: serverRoute(placesAutocomplete, {
    query: z.object({ input: z.string().check(z.minLength(1)), sessionToken: z.optional(z.string()) }),
    faults: ['429', '500', 'slow', 'garbage'],
  }),
  // The details carry the tracking context the spec requires, to account for their cost.
  placesDetails: serverRoute(placesDetails, {
    query: z.object({
      placeId: z.string().check(z.minLength(1)),
      productPage: z.string().check(z.minLength(1)),
      productSection: z.string().check(z.minLength(1)),
      sessionToken: z.optional(z.string()),
    }),
    faults: ['429', '500', 'slow', 'garbage'],
  }),
});
