import type { Wire } from '../route.ts';

/**
 * The session-recording id (engine spec §7: "returns an id string"): read as a JSON string or as
 * plain text, trimmed (ours answers a JSON string).
 */
export const sessionRecordingId = {
  name: 'sessionRecordingId',
  method: 'GET',
  path: '/api/commerce/fullstory/getId',
  encoding: 'none',
  answer: 'text',
  crumb: 'none',
} as const satisfies Wire;

/**
 * Places lookup (engine spec §7). The query names and the answers' shapes are ours (docs/integrators/routes.md); details carry the tracking context the spec requires, to account for its cost.
 */
export const placesAutocomplete = {
  name: 'placesAutocomplete',
  method: 'GET',
  path: '/api/google-maps/places/autocomplete',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

export const placesDetails = {
  name: 'placesDetails',
  method: 'GET',
  path: '/api/google-maps/places/details',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;
