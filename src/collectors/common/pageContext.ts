import { type PageSettings, pageSettings } from '../../runtime/settings.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';

/** The page's settings the census and the trackers report (src/runtime/settings.ts). */
const _REPORTED = [
  'websiteId',
  'templateId',
  'templateVariantId',
  'memberAccountId',
  'websiteLocale',
  'memberLocale',
  'pageId',
  'pageType',
  'itemId',
  'itemTitle',
  'collectionId',
  'collectionTitle',
  'recordType',
  'permissionType',
  'websiteStatus',
  'internalUser',
  'memberRoles',
] as const satisfies ReadonlyArray<keyof PageSettings>;

/**
 * What the census and the trackers say about the page and its visitor: the page's settings (the
 * one reader of the loader tag) and where the page is.
 */
export type PageContext = Pick<PageSettings, (typeof _REPORTED)[number]> & {
  pagePath: string;
  /** location.hash without its '#' */
  pageHash: string;
  pageTitle: string;
};

/** The page as the census and the trackers report it: its settings, and where it is. */
export function pageContext(runtime: VitrineRuntime): PageContext {
  const settings = pageSettings(runtime.config);
  return {
    ...(Object.fromEntries(_REPORTED.map((key) => [key, settings[key]])) as Pick<
      PageSettings,
      (typeof _REPORTED)[number]
    >),
    pagePath: location.pathname.slice(0, 2048),
    pageHash: location.hash.slice(1, 2049),
    pageTitle: document.title.slice(0, 512),
  };
}
