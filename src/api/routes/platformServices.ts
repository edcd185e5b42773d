import * as z from 'zod/mini';
import { defineRoute } from '../route.ts';

/**
 * The session-recording id (engine spec §7: "returns an id string"): read as a JSON string or as
 * plain text, trimmed (ours answers a JSON string).
 */
export const sessionRecordingId = defineRoute({
  name: 'sessionRecordingId',
  method: 'GET',
  path: '/api/commerce/fullstory/getId',
  encoding: 'none',
  response: z.string(),
  answer: 'text',
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});

/**
 * Places lookup (engine spec §7). The query names and the answers' shapes are ours (docs/integrators/routes.md); details carry the tracking context the spec requires, to account for its cost.
 */
export const placesAutocomplete = defineRoute({
  name: 'placesAutocomplete',
  method: 'GET',
  path: '/api/google-maps/places/autocomplete',
  encoding: 'none',
  query: z.object({ input: z.string().check(z.minLength(1)), sessionToken: z.optional(z.string()) }),
  response: z.object({
    predictions: z.array(z.object({ placeId: z.string(), description: z.string() })),
  }),
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});

export const placeSchema = z.object({
  placeId: z.string(),
  name: z.string(),
  formattedAddress: z.string(),
  country: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
});

export const placesDetails = defineRoute({
  name: 'placesDetails',
  method: 'GET',
  path: '/api/google-maps/places/details',
  encoding: 'none',
  query: z.object({
    placeId: z.string().check(z.minLength(1)),
    productPage: z.string().check(z.minLength(1)),
    productSection: z.string().check(z.minLength(1)),
    sessionToken: z.optional(z.string()),
  }),
  response: z.object({ place: placeSchema }),
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});
