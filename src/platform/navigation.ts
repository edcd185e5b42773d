import type * as z from 'zod/mini';
import {
  type NavigationItem,
  type NavigationLink,
  type navigationLayoutSchema,
  navigationUpdate,
  siteLayout,
} from '../api/routes/platformSite.ts';
import { platformMessages } from '../i18n/areas/platformMessages.ts';
import type { PlatformClient } from './PlatformClient.ts';

export type NavigationLayout = z.output<typeof navigationLayoutSchema>;

/** The identifier of the site's main navigation in its layout. */
export const MAIN_NAVIGATION = 'mainNav';

export async function readSiteLayout(client: PlatformClient): Promise<NavigationLayout[]> {
  return (await client.call(siteLayout)).layout;
}

/** A layout's links as a navigation update's items (its `children` become `items`). */
export function toNavigationItems(links: readonly NavigationLink[]): NavigationItem[] {
  return links.map((link) => ({
    collectionId: link.collectionId,
    externalLink: link.externalLink,
    memberAreaId: link.memberAreaId,
    items: toNavigationItems(link.children),
  }));
}

export async function updateNavigation(
  client: PlatformClient,
  update: { fieldName: string; templateId: string; items: NavigationItem[] },
): Promise<void> {
  await client.call(navigationUpdate, {
    body: { fieldName: update.fieldName, templateId: update.templateId, navigation: { items: update.items } },
  });
}

/**
 * Append a collection to the site's main navigation, keeping its links; fails with 'Unable to
 * find site main navigation' when the layout has none (engine spec §5).
 */
export async function addToMainNavigation(
  client: PlatformClient,
  collectionId: string,
  templateId: string,
): Promise<void> {
  const main = (await readSiteLayout(client)).find((n) => n.identifier === MAIN_NAVIGATION);
  if (!main) throw new Error(platformMessages['platform.mainNavigationMissing']);
  const items = [
    ...toNavigationItems(main.links),
    { collectionId, externalLink: null, memberAreaId: null, items: [] },
  ];
  await updateNavigation(client, { fieldName: MAIN_NAVIGATION, templateId, items });
}
