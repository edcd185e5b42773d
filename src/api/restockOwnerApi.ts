import { request } from './request.ts';
import {
  type RestockGroup,
  type RestockSignUpEntry,
  restockGroups,
  restockSend,
  restockSendAll,
  restockSignUps,
} from './routes/restockOwner.ts';

/**
 * The site owner's restock calls (engine-and-platform spec, section 7 "Restock"). Apart from
 * restockApi.ts, whose sign-up the restock-form widget imports: no page carries these.
 */

/** Every variant with waiting sign-ups: all pages, fetched in a loop as the spec says. */
export async function listRestockGroups(base?: string): Promise<RestockGroup[]> {
  const groups: RestockGroup[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    const page = await request(restockGroups, { base, query: { cursor } });
    groups.push(...page.signUpGroups);
    if (!page.hasNextPage) return groups;
    // A server that hands back a cursor it already gave (or none) would keep us here forever.
    if (page.nextPageCursor === null || seen.has(page.nextPageCursor)) {
      throw new Error('The restock groups list did not advance to a new page; stopped reading it.');
    }
    seen.add(page.nextPageCursor);
    cursor = page.nextPageCursor;
  }
}

/** One page of a variant's waiting sign-ups; pass the previous page's nextPageCursor for the next. */
export function listRestockSignUps(
  productId: string,
  variantId: string,
  cursor?: string,
  base?: string,
): Promise<{ signUps: RestockSignUpEntry[]; hasNextPage: boolean; nextPageCursor: string | null }> {
  return request(restockSignUps, { base, query: { productId, variantId, cursor } });
}

/** Send the restock email for one variant: its waiting sign-ups become notified. Any 2xx is success. */
export async function sendRestock(productId: string, variantId: string, base?: string): Promise<void> {
  await request(restockSend, { base, body: { productId, variantId } });
}

/** Send them for every request of the list (all or none); any 2xx is success. */
export async function sendAllRestock(
  sendRequests: ReadonlyArray<{ productId: string; variantId: string }>,
  base?: string,
): Promise<void> {
  await request(restockSendAll, { base, body: { sendRequests: [...sendRequests] } });
}
