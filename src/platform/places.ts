import type * as z from 'zod/mini';
import { placesAutocomplete, placesDetails, type placeSchema } from '../api/routes/platformServices.ts';
import { platformMessages } from '../i18n/areas/platformMessages.ts';
import type { PlatformClient } from './PlatformClient.ts';

export type Place = z.output<typeof placeSchema>;

/** Where a details lookup is made from, so its cost can be accounted for (engine spec §7). */
export interface PlacesTrackingContext {
  productPage: string;
  productSection: string;
}

export async function autocompletePlaces(
  client: PlatformClient,
  input: string,
  sessionToken?: string,
): Promise<Array<{ placeId: string; description: string }>> {
  if (!input.trim()) return [];
  return (await client.call(placesAutocomplete, { query: { input, sessionToken } })).predictions;
}

/**
 * A place's details. Without a tracking context (both fields non-empty) it does not call: it
 * logs the spec's console error and resolves undefined (engine spec §8).
 */
export async function placeDetails(
  client: PlatformClient,
  placeId: string,
  trackingContext: PlacesTrackingContext | undefined,
  sessionToken?: string,
): Promise<Place | undefined> {
  if (!trackingContext?.productPage || !trackingContext.productSection) {
    console.error(platformMessages['platform.placesTrackingContextMissing']);
    return undefined;
  }
  const { productPage, productSection } = trackingContext;
  return (await client.call(placesDetails, { query: { placeId, productPage, productSection, sessionToken } }))
    .place;
}
