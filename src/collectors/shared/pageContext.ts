import { pageSettings } from '../../runtime/settings.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';

/**
 * What the census and the trackers say about the page and its visitor: the page's settings
 * (src/runtime/settings.ts, the one reader of the loader tag) and the location.
 */
export interface PageContext {
  websiteId: string | undefined;
  templateId: string | undefined;
  /** the template (experiment) variant the page was rendered with: the legacy event's variantId */
  templateVariantId: string | undefined;
  memberAccountId: string | undefined;
  /** data-website-locale, else data-locale (the site's own), else en-US */
  websiteLocale: string;
  memberLocale: string | undefined;
  pageId: string | undefined;
  pageType: number | undefined;
  pagePath: string;
  /** location.hash without its '#' */
  pageHash: string;
  pageTitle: string;
  itemId: string | undefined;
  itemTitle: string | undefined;
  collectionId: string | undefined;
  collectionTitle: string | undefined;
  recordType: number | undefined;
  permissionType: number | undefined;
  /** website status code (storefront spec §3: internal 6) */
  websiteStatus: number | undefined;
  /** the signed-in account is staff of the platform (data-internal-user="true") */
  internalUser: boolean;
  /** the signed-in member's role codes (storefront spec §6: viewer 10), data-member-roles="10 4" */
  memberRoles: number[];
}

export { ID_PATTERN } from '../../runtime/settings.ts';

/** The page as the census and the trackers report it: its settings (one reader), and where it is. */
export function pageContext(runtime: VitrineRuntime): PageContext {
  const s = pageSettings(runtime.config);
  return {
    websiteId: s.websiteId,
    templateId: s.templateId,
    templateVariantId: s.templateVariantId,
    memberAccountId: s.memberAccountId,
    websiteLocale: s.websiteLocale,
    memberLocale: s.memberLocale,
    pageId: s.pageId,
    pageType: s.pageType,
    pagePath: location.pathname.slice(0, 2048),
    pageHash: location.hash.slice(1, 2049),
    pageTitle: document.title.slice(0, 512),
    itemId: s.itemId,
    itemTitle: s.itemTitle,
    collectionId: s.collectionId,
    collectionTitle: s.collectionTitle,
    recordType: s.recordType,
    permissionType: s.permissionType,
    websiteStatus: s.websiteStatus,
    internalUser: s.internalUser,
    memberRoles: s.memberRoles,
  };
}
