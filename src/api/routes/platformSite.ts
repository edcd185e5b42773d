import * as z from 'zod/mini';
import { defineRoute, sending, serverRoute } from '../route.ts';
import * as wire from '../wire/platformSite.ts';

/** The site's header and footer code (engine spec §3 "Platform helper payloads"). */
export const headerFooterSchema = z.object({ header: z.string(), footer: z.string() });

export const siteHeaderFooter = defineRoute({ ...wire.siteHeaderFooter, response: headerFooterSchema });

// The spec shows no answer to the PUT: any 2xx (ours: 204).
export const siteHeaderFooterUpdate = sending<z.input<typeof headerFooterSchema>>()({
  ...wire.siteHeaderFooterUpdate,
  response: z.undefined(),
});

/** A navigation link; `children` are links nested under it. */
export interface NavigationLink {
  collectionId: string | null;
  children: NavigationLink[];
  externalLink: string | null;
  memberAreaId: string | null;
}

export const navigationLinkSchema: z.ZodMiniType<NavigationLink> = z.object({
  collectionId: z.nullable(z.string()),
  get children() {
    return z.array(navigationLinkSchema);
  },
  externalLink: z.nullable(z.string()),
  memberAreaId: z.nullable(z.string()),
});

/** One navigation of the site layout ('mainNav', 'secondaryNav' …) and its links. */
export const navigationLayoutSchema = z.object({
  identifier: z.string(),
  links: z.array(navigationLinkSchema),
});

export const siteLayout = defineRoute({
  ...wire.siteLayout,
  response: z.object({ layout: z.array(navigationLayoutSchema) }),
});

/** An item of a navigation update: the layout's link under the update's own name for nesting. */
export interface NavigationItem {
  collectionId: string | null;
  externalLink: string | null;
  memberAreaId: string | null;
  items: NavigationItem[];
}

const _navigationBody = () => {
  const item: z.ZodMiniType<NavigationItem> = z.object({
    collectionId: z.nullable(z.string()),
    externalLink: z.nullable(z.string()),
    memberAreaId: z.nullable(z.string()),
    get items() {
      return z.array(item);
    },
  });
  return z.object({
    /** the navigation's identifier in the layout ('mainNav') */
    fieldName: z.string().check(z.minLength(1)),
    templateId: z.string(),
    navigation: z.object({ items: z.array(item) }),
  });
};

// The spec shows no answer: any 2xx (ours: 204).
export const navigationUpdate = sending<z.input<ReturnType<typeof _navigationBody>>>()({
  ...wire.navigationUpdate,
  response: z.undefined(),
});

/** These calls as the server takes them (src/api/routes.ts). */
export const platformSiteOnServer = () => ({
  siteHeaderFooter: serverRoute(siteHeaderFooter, { faults: ['429', '500', 'slow', 'garbage'] }),
  siteHeaderFooterUpdate: serverRoute(siteHeaderFooterUpdate, {
    body: headerFooterSchema,
    faults: ['429', '500', 'crumb', 'slow'],
  }),
  siteLayout: serverRoute(siteLayout, { faults: ['429', '500', 'slow', 'garbage'] }),
  navigationUpdate: serverRoute(navigationUpdate, {
    body: _navigationBody(),
    faults: ['429', '500', 'crumb', 'slow'],
  }),
});
