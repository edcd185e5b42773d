import type * as z from 'zod/mini';
import {
  type headerFooterSchema,
  siteHeaderFooter,
  siteHeaderFooterUpdate,
} from '../api/routes/platformSite.ts';
import type { PlatformClient } from './PlatformClient.ts';

export type HeaderFooter = z.output<typeof headerFooterSchema>;

/** The site's header and footer code. */
export function readHeaderFooter(client: PlatformClient): Promise<HeaderFooter> {
  return client.call(siteHeaderFooter);
}

export async function saveHeaderFooter(client: PlatformClient, value: HeaderFooter): Promise<void> {
  await client.call(siteHeaderFooterUpdate, { body: { header: value.header, footer: value.footer } });
}
